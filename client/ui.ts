/** Small shared pieces: copy/share buttons, game pictures, times, notices. */
import type { Locale } from "../src/shared/locale";
import { html } from "htm/preact";
import { useEffect, useRef, useState } from "preact/hooks";
import type { VNode } from "preact";
import { messageOf } from "./api";
import { appLocale, m } from "./i18n/index";

/**
 * An async action started by a form or a button: `run(fn)` does nothing while one is running,
 * clears the error, awaits `fn` and, if it throws, shows `describe(err)` (by default the server's
 * message) as `error`; `busy` is true meanwhile. It resolves to what `fn` returned, or undefined.
 */
export function useAction() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const running = useRef(false);
  const run = async <T>(fn: () => Promise<T>, describe: (err: unknown) => string = messageOf): Promise<T | undefined> => {
    if (running.current) return undefined;
    running.current = true;
    setBusy(true);
    setError(null);
    try {
      return await fn();
    } catch (err) {
      setError(describe(err));
      return undefined;
    } finally {
      running.current = false;
      setBusy(false);
    }
  };
  return { busy, error, run, setError };
}

export function CopyButton({ text, label = m.copy(), copiedLabel = m.copied(), describe }: { text: string; label?: string; copiedLabel?: string; describe?: string }) {
  const [state, setState] = useState<"idle" | "done" | "failed">("idle");
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setState("done");
    } catch {
      // No clipboard permission (http, old browser): select the text for the user instead.
      setState("failed");
    }
    setTimeout(() => setState("idle"), 2500);
  };
  return html`<button type="button" class="secondary" onClick=${copy} aria-label=${describe ? m.copyWhat({ action: label, what: describe }) : undefined}>
    ${state === "done" ? copiedLabel : state === "failed" ? m.selectAndCopy() : label}
  </button><span class="sr-only" role="status">${state === "done" ? `${copiedLabel}.` : ""}</span>`;
}

export function ShareButton({ url, title, text }: { url: string; title: string; text?: string }) {
  if (typeof navigator === "undefined" || typeof navigator.share !== "function") return null;
  const share = () => navigator.share({ url, title, text }).catch(() => undefined);
  return html`<button type="button" class="secondary" onClick=${share}>${m.share()}</button>`;
}

/** A read-only text field whose content is selected on focus, with a Copy button. */
export function CopyField({ label, value, multiline = false }: { label: string; value: string; multiline?: boolean }) {
  const id = useId("copy");
  const select = (e: Event) => (e.target as HTMLInputElement).select();
  return html`<div class="copy-field">
    <label for=${id}>${label}</label>
    <div class="copy-row">
      ${multiline
        ? html`<textarea id=${id} readonly rows="3" onFocus=${select}>${value}</textarea>`
        : html`<input id=${id} readonly value=${value} onFocus=${select} />`}
      <${CopyButton} text=${value} describe=${label.toLowerCase()} />
    </div>
  </div>`;
}

let idCounter = 0;
export function useId(prefix: string): string {
  const ref = useRef<string | null>(null);
  if (!ref.current) ref.current = `${prefix}-${++idCounter}`;
  return ref.current;
}

export function embedCode(embedUrl: string, title = m.embedTitle()): string {
  return `<iframe src="${embedUrl}" title="${title}" width="480" height="520" style="border:0;max-width:100%" loading="lazy"></iframe>`;
}

/** A modal <dialog> opened with showModal(): focus is trapped by the browser, Escape closes it. */
export function Dialog({ open, onClose, title, children }: { open: boolean; onClose: () => void; title: string; children: any }) {
  const ref = useRef<HTMLDialogElement>(null);
  const id = useId("dlg");
  useEffect(() => {
    const d = ref.current;
    if (!d) return;
    if (open && !d.open) d.showModal();
    if (!open && d.open) d.close();
  }, [open]);
  return html`<dialog ref=${ref} aria-labelledby=${id} onClose=${onClose} onCancel=${onClose}>
    <div class="dialog-head">
      <h2 id=${id}>${title}</h2>
      <button type="button" class="icon-button" aria-label=${m.close()} onClick=${onClose}>×</button>
    </div>
    ${open ? children : null}
  </dialog>`;
}

export function Notice({ kind = "info", children }: { kind?: "info" | "error" | "success"; children: any }) {
  return html`<div class=${`notice notice-${kind}`} role=${kind === "error" ? "alert" : "status"}>${children}</div>`;
}

/** The notice for an action's outcome: its error if it failed, else its success message if any. */
export function Outcome({ error, done }: { error: string | null; done: string | null }) {
  return error ? html`<${Notice} kind="error">${error}<//>` : done ? html`<${Notice} kind="success">${done}<//>` : null;
}

/** "in 3 days", "3 days ago" ("dans 3 jours", "il y a 3 jours"), in the app's language unless told. */
export function when(iso: string | null, locale: Locale = appLocale()): string {
  if (!iso) return "";
  const t = new Date(iso).getTime();
  const diff = t - Date.now();
  const abs = Math.abs(diff);
  const [unit, ms] = abs >= 86_400_000 ? (["day", 86_400_000] as const) : abs >= 3_600_000 ? (["hour", 3_600_000] as const) : (["minute", 60_000] as const);
  const n = Math.max(1, Math.round(abs / ms));
  return new Intl.RelativeTimeFormat(locale, { numeric: "always" }).format(diff >= 0 ? n : -n, unit);
}

/** A moment in full, as the app's language writes it. */
export function absolute(iso: string, locale: Locale = appLocale()): string {
  return new Date(iso).toLocaleString(locale, { dateStyle: "medium", timeStyle: "short" });
}

/** A small picture of each game: drawn inline so that it needs no request. */
export function GamePicture({ id }: { id: string }): VNode {
  const common = { class: "game-picture", viewBox: "0 0 64 64", "aria-hidden": "true", focusable: "false" };
  switch (id) {
    case "sleepers": {
      const hex = (x: number, y: number, fill: string) =>
        html`<polygon points=${[0, 1, 2, 3, 4, 5].map((i) => { const a = (Math.PI / 3) * i + Math.PI / 6; return `${(x + 9 * Math.cos(a)).toFixed(1)},${(y + 9 * Math.sin(a)).toFixed(1)}`; }).join(" ")} fill=${fill} stroke="currentColor" stroke-width="1.5" />`;
      return html`<svg ...${common}>${hex(20, 20, "none")}${hex(36, 20, "var(--accent)")}${hex(28, 34, "none")}${hex(44, 34, "none")}${hex(20, 48, "var(--muted)")}${hex(36, 48, "none")}</svg>`;
    }
    case "sleep":
      return html`<svg ...${common}><path d="M40 10a22 22 0 1 0 14 38A18 18 0 0 1 40 10z" fill="var(--accent)" /><text x="46" y="22" font-size="10" fill="currentColor" font-family="sans-serif">z</text><text x="52" y="14" font-size="7" fill="currentColor" font-family="sans-serif">z</text></svg>`;
    case "subrosa":
      return html`<svg ...${common}><rect x="10" y="14" width="18" height="26" rx="3" fill="none" stroke="currentColor" stroke-width="2" transform="rotate(-10 19 27)" /><rect x="26" y="12" width="18" height="26" rx="3" fill="var(--accent)" stroke="currentColor" stroke-width="2" /><rect x="40" y="16" width="16" height="24" rx="3" fill="var(--muted)" stroke="currentColor" stroke-width="2" transform="rotate(10 48 28)" /><circle cx="32" cy="50" r="6" fill="var(--accent)" /><path d="M32 44v-4" stroke="currentColor" stroke-width="2" /></svg>`;
    case "conspirateurs":
      return html`<svg ...${common}><rect x="8" y="8" width="48" height="48" fill="none" stroke="currentColor" stroke-width="2" /><rect x="24" y="24" width="16" height="16" fill="var(--muted)" /><circle cx="14" cy="32" r="4" fill="var(--accent)" /><circle cx="32" cy="14" r="4" fill="currentColor" /><circle cx="30" cy="30" r="3" fill="var(--accent)" /><circle cx="50" cy="44" r="4" fill="currentColor" /></svg>`;
    default:
      return html`<svg ...${common}><rect x="12" y="12" width="40" height="40" rx="6" fill="var(--accent)" /></svg>`;
  }
}
