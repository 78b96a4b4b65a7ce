/**
 * The match page's conversation: the chat (beside the log, updated live through the match's
 * socket, polled while the socket is down) and the player's private notes (saved as they type).
 * Lines are text: Preact escapes them, and a link in a line stays text (never clickable).
 */
import { html } from "htm/preact";
import { useEffect, useRef, useState } from "preact/hooks";
import { api, messageOf, type MatchResource } from "../api";
import type { LiveMatch } from "../live";
import type { ChatChannel, ChatMessage } from "../../src/shared/api";
import { m as t } from "../i18n/index";
import { Notice, useAction } from "../ui";

const POLL_MS = 10_000;
const NOTES_SAVE_MS = 800;
export const MAX_CHAT_LINE = 500;
export const MAX_NOTES = 5_000;

interface ChatPage {
  channel: ChatChannel;
  messages: ChatMessage[];
  channels: ChatChannel[];
  mayWrite: boolean;
  muted: boolean;
}

type Lines = Record<ChatChannel, ChatMessage[]>;

/** Adds lines not yet known (by number), in order. */
function merge(lines: ChatMessage[], more: ChatMessage[]): ChatMessage[] {
  const last = lines.at(-1)?.n ?? 0;
  const fresh = more.filter((m) => m.n > last).sort((a, b) => a.n - b.n);
  return fresh.length ? [...lines, ...fresh] : lines;
}

export function ChatPanel({ m, live, signedIn }: { m: MatchResource; live: LiveMatch; signedIn: boolean }) {
  const [lines, setLines] = useState<Lines>({ all: [], team: [] });
  const [info, setInfo] = useState<Omit<ChatPage, "messages" | "channel"> | null>(null);
  const [channel, setChannel] = useState<ChatChannel>("all");
  const [draft, setDraft] = useState("");
  const [reported, setReported] = useState<Set<string>>(new Set());
  const { busy, error, run } = useAction();
  const list = useRef<HTMLOListElement>(null);
  const known = useRef(lines);
  known.current = lines;

  const fetchMore = async (ch: ChatChannel) => {
    const after = known.current[ch].at(-1)?.n ?? 0;
    const page = await api<ChatPage>(`/api/matches/${m.id}/chat?channel=${ch}&after=${after}`);
    setInfo({ channels: page.channels, mayWrite: page.mayWrite, muted: page.muted });
    setLines((l) => ({ ...l, [ch]: merge(l[ch], page.messages) }));
    return page;
  };
  const fetchAll = async () => {
    const first = await fetchMore("all").catch(() => null);
    if (first?.channels.includes("team")) await fetchMore("team").catch(() => null);
  };

  // A new viewer (signed in, took a seat) reads other channels: start again.
  useEffect(() => {
    setLines({ all: [], team: [] });
    known.current = { all: [], team: [] };
    void fetchAll();
  }, [m.id, m.you]);
  useEffect(() => live.onChat((msg) => setLines((l) => ({ ...l, [msg.channel]: merge(l[msg.channel], [msg]) }))), [live.onChat]);
  // The socket brings lines while it is open; otherwise (and on its return) ask.
  useEffect(() => {
    if (live.mode === "live") {
      void fetchAll();
      return;
    }
    const t = setInterval(() => void fetchAll(), POLL_MS);
    return () => clearInterval(t);
  }, [live.mode]);
  useEffect(() => {
    if (list.current) list.current.scrollTop = list.current.scrollHeight;
  }, [lines, channel]);

  const shown = info?.channels.includes(channel) ? channel : "all";
  const send = (e: Event) => {
    e.preventDefault();
    const text = draft.trim();
    if (!text) return;
    void run(async () => {
      const line = await api<ChatMessage>(`/api/matches/${m.id}/chat`, { method: "POST", body: { text, channel: shown } });
      setLines((l) => ({ ...l, [line.channel]: merge(l[line.channel], [line]) }));
      setDraft("");
    });
  };
  const mute = (muted: boolean) =>
    run(async () => {
      const r = await api<{ muted: boolean }>(`/api/matches/${m.id}/chat/mute`, { method: "PUT", body: { muted } });
      setInfo((i) => (i ? { ...i, muted: r.muted } : i));
      if (!r.muted) await fetchAll();
    });
  const report = (line: ChatMessage) =>
    run(async () => {
      await api(`/api/matches/${m.id}/chat/report`, { method: "POST", body: { n: line.n, channel: line.channel } });
      setReported((r) => new Set(r).add(`${line.channel}:${line.n}`));
    });

  const teamToo = info?.channels.includes("team");
  return html`<section class="card chat" aria-labelledby="chat-title">
    <div class="chat-head">
      <h2 id="chat-title">${t.matchChat()}</h2>
      ${signedIn && info
        ? html`<button type="button" class="secondary small toggle" aria-pressed=${info.muted ? "true" : "false"} onClick=${() => mute(!info.muted)}>
            <span class="toggle-box" aria-hidden="true"></span>${t.matchMuteChat()}
          </button>`
        : null}
    </div>
    ${teamToo
      ? html`<div class="chat-channels" role="group" aria-label=${t.matchChannel()}>
          <button type="button" class="secondary small" aria-pressed=${shown === "all" ? "true" : "false"} onClick=${() => setChannel("all")}>${t.matchEveryone()}</button>
          <button type="button" class="secondary small" aria-pressed=${shown === "team" ? "true" : "false"} onClick=${() => setChannel("team")}>${t.matchPartnersOnly()}</button>
        </div>`
      : null}
    ${info?.muted
      ? html`<p class="muted">${t.matchChatMuted()}</p>`
      : html`<ol ref=${list} class="chat-lines" tabindex="0" aria-label=${shown === "team" ? t.matchPartnersChat() : t.matchChat()} aria-live="polite">
          ${lines[shown].length === 0 ? html`<li class="muted">${t.matchNoMessages()}</li>` : null}
          ${lines[shown].map(
            (l) => html`<li class="chat-line" data-n=${l.n}>
              <span class="chat-who"><strong>${l.name}</strong> <time class="muted small" datetime=${l.at} title=${t.matchMoment({ iso: l.at })}>${t.matchClock({ iso: l.at })}</time></span>
              <span class="chat-text">${l.text}</span>
              ${signedIn && l.seat !== m.you
                ? reported.has(`${l.channel}:${l.n}`)
                  ? html`<span class="muted small">${t.matchReported()}</span>`
                  : html`<button type="button" class="link small" aria-label=${t.matchReportFrom({ name: l.name })} onClick=${() => report(l)}>${t.matchReport()}</button>`
                : null}
            </li>`,
          )}
        </ol>`}
    ${info?.mayWrite && !info.muted
      ? html`<form class="chat-form" onSubmit=${send}>
          <label for="chat-input" class="sr-only">${shown === "team" ? t.matchToPartnersLabel() : t.matchToEveryoneLabel()}</label>
          <input id="chat-input" type="text" maxlength=${MAX_CHAT_LINE} autocomplete="off" value=${draft} placeholder=${shown === "team" ? t.matchToPartnersPlaceholder() : t.matchSaySomething()} onInput=${(e: Event) => setDraft((e.target as HTMLInputElement).value)} />
          <button type="submit" disabled=${busy || !draft.trim()}>${t.matchSend()}</button>
        </form>`
      : info && !info.mayWrite
        ? html`<p class="muted small">${m.status === "aborted" ? t.matchChatClosed() : t.matchOnlyPlayersWrite()}</p>`
        : null}
    ${error ? html`<${Notice} kind="error">${error}<//>` : null}
  </section>`;
}

/** The player's private notes on this match, saved as they type (and when they leave the field). */
export function NotesPanel({ m }: { m: MatchResource }) {
  const [text, setText] = useState<string | null>(null);
  const [state, setState] = useState<"" | "saving" | "saved" | "error">("");
  const [error, setError] = useState<string | null>(null);
  const timer = useRef(0);
  const pending = useRef<string | null>(null);

  useEffect(() => {
    api<{ text: string }>(`/api/matches/${m.id}/notes`).then(
      (n) => setText(n.text),
      (e) => setError(messageOf(e)),
    );
  }, [m.id]);

  const save = async () => {
    clearTimeout(timer.current);
    const value = pending.current;
    if (value === null) return;
    pending.current = null;
    setState("saving");
    try {
      await api(`/api/matches/${m.id}/notes`, { method: "PUT", body: { text: value } });
      setState(pending.current === null ? "saved" : "saving");
      setError(null);
    } catch (e) {
      setState("error");
      setError(messageOf(e));
    }
  };
  useEffect(() => () => void save(), []);
  const onInput = (e: Event) => {
    const value = (e.target as HTMLTextAreaElement).value;
    setText(value);
    pending.current = value;
    clearTimeout(timer.current);
    timer.current = window.setTimeout(() => void save(), NOTES_SAVE_MS);
  };

  return html`<section class="card notes" aria-labelledby="notes-title">
    <h2 id="notes-title">${t.matchMyNotes()}</h2>
    <label for="notes-text" class="muted small">${t.matchNotesPrivate()}</label>
    <textarea id="notes-text" rows="4" maxlength=${MAX_NOTES} disabled=${text === null} value=${text ?? ""} onInput=${onInput} onBlur=${() => void save()}></textarea>
    <p class="muted small" role="status">${state === "saving" ? t.matchSaving() : state === "saved" ? t.matchSaved() : ""}</p>
    ${error ? html`<${Notice} kind="error">${error}<//>` : null}
  </section>`;
}
