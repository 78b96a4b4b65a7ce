/** The match's share card: copy or share its link, and the embed code with a live preview (public matches). */
import { html } from "htm/preact";
import { useState } from "preact/hooks";
import type { MatchResource } from "../api";
import { CopyButton, CopyField, Dialog, ShareButton, embedCode } from "../ui";
import { m as t } from "../i18n/index";

export function SharePanel({ m, gameName }: { m: MatchResource; gameName: string }) {
  const [open, setOpen] = useState(false);
  const embeddable = m.visibility !== "private";
  return html`<div class="card share">
    <h2>${t.matchShare()}</h2>
    <div class="actions">
      <${CopyButton} text=${m.urls.match} label=${t.matchCopyLink()} copiedLabel=${t.matchLinkCopied()} />
      <${ShareButton} url=${m.urls.match} title=${t.matchOnDeadDrop({ game: gameName })} />
      ${embeddable ? html`<button type="button" class="secondary" onClick=${() => setOpen(true)}>${t.matchEmbed()}</button>` : null}
    </div>
    ${embeddable
      ? html`<${Dialog} open=${open} onClose=${() => setOpen(false)} title=${t.matchEmbedThis()}>
          <p class="muted">${t.matchEmbedHelp()}</p>
          <${CopyField} label=${t.matchEmbedCode()} value=${embedCode(m.urls.embed, t.matchOnDeadDrop({ game: gameName }))} multiline=${true} />
          <div class="actions"><${CopyButton} text=${m.urls.match} label=${t.matchCopyLink()} copiedLabel=${t.matchLinkCopied()} /></div>
          <p class="muted small">${t.matchPreview()}</p>
          <iframe class="embed-preview" src=${m.urls.embed} title=${t.matchPreviewOf({ game: gameName })} loading="lazy"></iframe>
        <//>`
      : null}
  </div>`;
}
