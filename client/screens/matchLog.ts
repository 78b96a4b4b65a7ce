/**
 * The match's log in words: one fetch of the lines for the whole page (the log card and the history
 * slider read the same lines), and the log card itself.
 */
import { html } from "htm/preact";
import { useEffect, useRef, useState } from "preact/hooks";
import { api, type LogLine, type MatchResource } from "../api";
import type { LogListener } from "../live";
import { SeatDot } from "../../boards/kit";
import { isMoveLine } from "./moves";
import { m as t } from "../i18n/index";

/**
 * The log lines this viewer may read, fetched incrementally; refetched whole when the viewer changes
 * (a seat taken: a joiner sees the whole log at once). One request at a time; a change that arrives
 * during one is fetched when it ends, and an answer for an older viewer is dropped, so no line is lost.
 */
export function useLogLines(m: MatchResource | null, onLog?: (listener: LogListener) => () => void): LogLine[] {
  const [lines, setLines] = useState<LogLine[]>([]);
  const [again, setAgain] = useState(0);
  const state = useRef({ last: 0, viewerKey: null as string | null, loading: false, viewer: 0 });
  // The lines a socket patch brings (live.ts) follow on from ours: appended, with no request.
  useEffect(
    () =>
      onLog?.((got, from, to, you) => {
        const st = state.current;
        if (st.loading || st.last !== from || st.viewerKey !== `${m?.id}:${you}`) return;
        st.last = to;
        setLines((old) => [...old, ...got]);
      }),
    [onLog, m?.id],
  );
  useEffect(() => {
    if (!m) return;
    const st = state.current;
    const viewerKey = `${m.id}:${m.you}`;
    if (st.viewerKey !== viewerKey) {
      st.viewerKey = viewerKey;
      st.last = 0;
      st.viewer++;
      setLines([]);
    }
    if (st.loading || m.seq <= st.last) return;
    st.loading = true;
    const after = st.last;
    const viewer = st.viewer;
    let answered = false;
    api<LogLine[]>(`/api/matches/${m.id}/log?after=${after}`)
      .then((got) => {
        answered = true;
        if (st.viewer !== viewer || st.last !== after) return;
        if (got.length) {
          st.last = got[got.length - 1]!.seq;
          setLines((old) => (after === 0 ? got : [...old, ...got]));
        } else st.last = m.seq;
      })
      .catch(() => undefined)
      .finally(() => {
        st.loading = false;
        // Whatever changed meanwhile (a newer seq, another viewer) is fetched now; a failure waits for the next change.
        if (answered || st.viewer !== viewer) setAgain((n) => n + 1);
      });
  }, [m?.id, m?.seq, m?.you, again]);
  return lines;
}

/** Whether the lines reach the match's latest event (until then a count of moves would be short). */
export function logCaughtUp(lines: LogLine[], m: MatchResource): boolean {
  return (lines[lines.length - 1]?.seq ?? 0) >= m.seq;
}

/**
 * The log card. Its lines are numbered as the history slider counts moves ("move 12 of 17" is the
 * line numbered 12); events that are no move (joining, draw offers…) have no number. `lookingAt`:
 * the seq the slider shows, marked in the list.
 */
export function Log({ m, lines, lookingAt }: { m: MatchResource; lines: LogLine[]; lookingAt?: number | null }) {
  const list = useRef<HTMLOListElement>(null);
  // The latest line is the one a player wants: the list opens, and stays, scrolled to its end.
  useEffect(() => {
    if (list.current) list.current.scrollTop = list.current.scrollHeight;
  }, [lines.length]);
  const latest = lines[lines.length - 1];
  const moveOf = new Map(lines.filter((l) => isMoveLine(l, m.players)).map((l, k) => [l.seq, k + 1] as const));
  return html`<div class="card log">
    <h2>${t.matchLog()}</h2>
    <ol ref=${list} class="log-lines" tabindex="0" aria-label=${t.matchLogLabel()}>
      ${lines.map((l) => html`<li data-seq=${l.seq} aria-current=${l.seq === lookingAt ? "true" : undefined}><span class="log-seq" title=${moveOf.has(l.seq) ? t.matchMoveN({ n: moveOf.get(l.seq)! }) : undefined}>${moveOf.get(l.seq) ?? ""}</span>${l.seat !== null ? html`<${SeatDot} game=${m.game} label=${m.seats[l.seat]?.label} />` : null}<span>${l.text}</span></li>`)}
    </ol>
    <p class="sr-only" aria-live="polite">${latest ? latest.text : ""}</p>
  </div>`;
}

/**
 * What the others did since the viewer's own last move (at most the last three lines), next to the
 * board: on a phone the log is far below it. Nothing for a spectator, or when nobody else moved.
 */
export function RecentByOthers({ m, lines }: { m: MatchResource; lines: LogLine[] }) {
  if (m.you === null) return null;
  const mine = lines.reduce((at, l, k) => (l.seat === m.you && isMoveLine(l, m.players) ? k : at), -1);
  const since = lines.slice(mine + 1).filter((l) => l.seat !== m.you && (isMoveLine(l, m.players) || l.kind.startsWith("draw") || l.kind === "resign"));
  if (!since.length) return null;
  const shown = since.slice(-3);
  return html`<section class="recent-moves" aria-labelledby="recent-moves-title">
    <h2 id="recent-moves-title" class="small">${mine < 0 ? t.matchRecentSoFar() : t.matchRecentSince()}${since.length > shown.length ? t.matchRecentLast({ shown: shown.length, of: since.length }) : ""}</h2>
    <ol>${shown.map((l) => html`<li>${l.seat !== null ? html`<${SeatDot} game=${m.game} label=${m.seats[l.seat]?.label} />` : null}<span>${l.text}</span></li>`)}</ol>
  </section>`;
}
