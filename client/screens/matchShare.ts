/** The match's share card: copy or share its link, and the embed code with a live preview (public matches). */
import { html } from "htm/preact";
import { useState } from "preact/hooks";
import type { MatchResource } from "../api";
import { CopyButton, CopyField, Dialog, ShareButton, embedCode } from "../ui";

export function SharePanel({ m, gameName }: { m: MatchResource; gameName: string }) {
  const [open, setOpen] = useState(false);
  const embeddable = m.visibility !== "private";
  return html`<div class="card share">
    <h2>Share</h2>
    <div class="actions">
      <${CopyButton} text=${m.urls.match} label="Copy link" copiedLabel="Link copied" />
      <${ShareButton} url=${m.urls.match} title=${`${gameName} on Dead Drop`} />
      ${embeddable ? html`<button type="button" class="secondary" onClick=${() => setOpen(true)}>Embed…</button>` : null}
    </div>
    ${embeddable
      ? html`<${Dialog} open=${open} onClose=${() => setOpen(false)} title="Embed this match">
          <p class="muted">Paste this code into a web page to show a live, read-only board.</p>
          <${CopyField} label="Embed code" value=${embedCode(m.urls.embed, `${gameName} on Dead Drop`)} multiline=${true} />
          <div class="actions"><${CopyButton} text=${m.urls.match} label="Copy link" copiedLabel="Link copied" /></div>
          <p class="muted small">Preview</p>
          <iframe class="embed-preview" src=${m.urls.embed} title=${`Preview of the embedded ${gameName} board`} loading="lazy"></iframe>
        <//>`
      : null}
  </div>`;
}
