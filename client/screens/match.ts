/**
 * The match page: the invite (take a seat), the board with its legal moves, whose turn and the
 * deadline, the log in words, a history slider, resign / draw / rematch, share and embed.
 */
import { html } from "htm/preact";
import { useEffect, useRef, useState } from "preact/hooks";
import { api, ApiError, loadGames, messageOf, type GameInfo, type LogLine, type MatchResource } from "../api";
import { isNumberedSeat, listText } from "../../src/shared/text";
import { useGameUi } from "../boards";
import { SeatDot, matchEndOf } from "../../boards/kit";
import { rulesUrl } from "../../rules/url";
import { useLiveMatch } from "../live";
import { FairnessPanel } from "./fairness";
import { navigate } from "../router";
import { PlayerName } from "../players";
import { becomeGuest, useMe } from "../session";
import { GiveSeat } from "../computer";
import { setUnread } from "../inbox";
import { holdsMoves, useConfirmMoves } from "../prefs";
import { DrawOffer, ForYou, JoinPanel, PendingMove, PrivateInvite, WaitingPanel, seatName } from "./matchPanels";
import { CopyButton, CopyField, Dialog, Notice, Outcome, ShareButton, absolute, embedCode, useAction, when } from "../ui";
import { lazy } from "../lazy";
import { Log, RecentByOthers, logCaughtUp, useLogLines } from "./matchLog";
import { HistoryBoard, HistorySlider } from "./matchHistory";
import { countMoves, movePositions } from "./moves";
import { useMatchTitle } from "./matchTitle";
import type * as Chat from "./chat";
import { OfferSeats, TakeOverPanel } from "./seatOffer";

/** The chat and the notes are a chunk of their own, loaded with the first match page. */
const ChatPanel = lazy<Parameters<typeof Chat.ChatPanel>[0]>(() => import("./chat").then((c) => c.ChatPanel), () => html`<section class="card chat"><h2>Chat</h2><p class="muted">Loading the chat…</p></section>`);
const NotesPanel = lazy<Parameters<typeof Chat.NotesPanel>[0]>(() => import("./chat").then((c) => c.NotesPanel), () => html`<section class="card notes"><h2>My notes</h2><p class="muted">Loading your notes…</p></section>`);

export function MatchPage({ id, invite }: { id: string; invite: string | null }) {
  const live = useLiveMatch(id);
  const lines = useLogLines(live.match, live.onLog);
  const loadedUi = useGameUi(live.match?.game ?? null);
  const { me } = useMe();
  const [games, setGames] = useState<GameInfo[]>([]);
  const { busy, error, run } = useAction();
  const [done, setDone] = useState<string | null>(null);
  const [historyAt, setHistoryAt] = useState<number | null>(null);
  const meId = useRef<string | null | undefined>(undefined);
  const confirming = useConfirmMoves();
  const [pending, setPending] = useState<{ move: unknown; seq: number } | null>(null);
  // A success message ("You took your seat.") says what just happened, then goes.
  useEffect(() => {
    if (!done) return;
    const t = setTimeout(() => setDone(null), 5_000);
    return () => clearTimeout(t);
  }, [done]);
  // The computer's answer to an offer takes the place of "Draw offered: the computer answers in a moment."
  const myOfferOpen = live.match?.you != null && live.match.drawOffer.includes(live.match.you);
  useEffect(() => {
    if (!myOfferOpen && done?.startsWith("Draw offered")) setDone(null);
  }, [myOfferOpen, done]);

  useEffect(() => void loadGames().then(setGames, () => undefined), []);
  // Opening the match reads its notices (and the ones that arrive while it is open: a result, an offer).
  const seated = live.match?.you !== null && live.match?.you !== undefined;
  useEffect(() => {
    if (!me || !seated) return;
    void api<{ unread: number }>("/api/me/notifications/read", { method: "POST", body: { matchId: id } }).then((p) => setUnread(p.unread), () => undefined);
  }, [id, me?.id, seated, live.match?.status, live.match?.drawOffer.length]);
  // A new identity sees the match differently: new socket, fresh resource.
  useEffect(() => {
    const now = me?.id ?? null;
    if (meId.current !== undefined && meId.current !== now) {
      live.reconnect();
      void live.refresh();
    }
    meId.current = now;
  }, [me?.id]);

  const m = live.match;
  useMatchTitle(m, games.find((g) => g.id === m?.game)?.name ?? null, !!live.error);
  if (live.error && !m && invite && live.error.status === 404) {
    // A private match exists only for its players: the invite is checked by taking the seat.
    const take = async (name: string) => {
      if (!me) await becomeGuest(name);
      const res = await api<MatchResource>(`/api/matches/${id}/join`, { method: "POST", body: { invite } });
      live.accept(res);
      live.reconnect();
      navigate(`/m/${id}`, { replace: true });
    };
    return html`<section class="narrow"><${PrivateInvite} hasMe=${!!me} onJoin=${take} /></section>`;
  }
  if (live.error && !m) {
    return html`<section class="narrow"><h1>Match not found</h1><${Notice} kind="error">${live.error.message}<//><p><a href="/matches">Back to my matches</a></p></section>`;
  }
  if (!m || !loadedUi) return html`<section><h1>Loading the match…</h1></section>`;

  const gameName = games.find((g) => g.id === m.game)?.name ?? m.game;
  const ui = loadedUi;

  /** Runs a state-changing request and shows the server's answer. */
  const act = async (path: string, body: unknown, ok?: string, headers?: Record<string, string>) => {
    const got = await run(
      async () => {
        setDone(null);
        const res = await api<MatchResource>(`/api/matches/${m.id}/${path}`, { method: "POST", body, headers });
        if (res) live.accept(res);
        if (ok) setDone(ok);
        return res;
      },
      (e) => {
        const status = e instanceof ApiError ? e.status : 0;
        const why = status === 409 ? "The match moved on before your move arrived" : status === 422 ? "That move is not allowed" : "That did not work";
        void live.refresh();
        return `${why}: ${messageOf(e)}`;
      },
    );
    return got ?? null;
  };

  const submitMove = (move: unknown, seq: number) => {
    setPending(null);
    void act("moves", { seq, move }, undefined, { "idempotency-key": crypto.randomUUID?.() ?? `${Date.now()}-${Math.random()}` });
  };
  /**
   * Every board's move comes here: sent at once, or held, drawn on the board, for "Send" or "Undo"
   * (client/prefs.ts: correspondence matches by default) unless the board's own last control was
   * that Send.
   */
  const onMove = (move: unknown, how?: { confirmed?: boolean }) => {
    setHistoryAt(null);
    if (holdsMoves(confirming, m) && !how?.confirmed) setPending({ move, seq: m.seq });
    else submitMove(move, m.seq);
  };
  // Taking a held move back gives the focus to the board, where the player builds another.
  const takeBack = () => {
    setPending(null);
    setTimeout(() => (document.querySelector(".board [role=button][tabindex='0'], .board button:not([disabled])") as HTMLElement | null)?.focus(), 0);
  };
  const held = pending && pending.seq === m.seq ? pending : null;

  const join = async (seat: number | undefined, token: string) => {
    const res = await act("join", seat === undefined ? { invite: token } : { invite: token, seat }, "You took your seat.");
    if (res) {
      live.reconnect();
      if (invite) navigate(`/m/${m.id}`, { replace: true });
    }
  };

  const inviteToken = invite ?? tokenOf(m.urls.invite);
  const showJoin = m.status === "open" && m.you === null && !!inviteToken;
  const positions = movePositions(lines, m.players);
  // A seq that is not (or no longer) one of the positions, a viewer's change for one, shows now.
  const lookingAt = historyAt !== null && historyAt < m.seq ? positions.indexOf(historyAt) : -1;
  const atLatest = lookingAt < 0;
  const moves = logCaughtUp(lines, m) ? countMoves(lines, m.players) : null;

  return html`<section class="match-page" data-seq=${m.seq} data-status=${m.status} data-you=${m.you ?? ""} data-actor=${m.you !== null && m.actors.includes(m.you) && m.status === "active" ? "yes" : "no"}>
    <div class="title-row">
      <div class="title-name">
        <h1>${gameName}</h1>
        <a class="rules-link" href=${rulesUrl(m.game)}>Rules<span class="sr-only"> of ${gameName}</span></a>
      </div>
      <span class=${`status-pill status-${m.status}`}>${statusWord(m)}</span>
    </div>
    ${m.status === "finished" || m.status === "aborted" ? html`<${EndBanner} m=${m} />` : null}
    <${Outcome} error=${error} done=${done} />
    ${live.outdated ? html`<${Notice} kind="info">This page is older than the server: <a href=${location.href}>reload it</a> to follow the match live (until then it checks every few seconds).<//>` : null}
    ${showJoin ? html`<${JoinPanel} m=${m} hasMe=${!!me} busy=${busy} onJoin=${(seat: number | undefined) => join(seat, inviteToken!)} />` : null}
    ${m.status === "open" && m.you !== null ? html`<${WaitingPanel} m=${m} gameName=${gameName} busy=${busy} onAbort=${() => act("abort", {}, "The match is cancelled.")} />` : null}
    ${m.status === "open" && m.you !== null ? html`<${GiveSeat} m=${m} busy=${busy} act=${act} />` : null}
    ${m.status === "active" && m.you !== null ? html`<${DrawOffer} m=${m} busy=${busy} act=${act} />` : null}
    ${m.status === "active" && m.you === null && invite ? html`<${TakeOverPanel} m=${m} hasMe=${!!me} busy=${busy} onTake=${() => join(undefined, invite)} />` : null}
    ${m.status !== "open" ? html`<${TurnLine} m=${m} summary=${m.status === "active" ? "" : atLatest ? finalSummary(m, moves) : lookingBackText(lookingAt, positions.length - 1)} mode=${live.mode} />` : null}
    <${ForYou} m=${m} />
    <div class="match-layout">
      <div class="board-column">
        ${m.view !== null
          ? atLatest
            ? html`<div class="board" data-game=${m.game} aria-busy=${busy ? "true" : "false"}>
                ${held ? html`<${PendingMove} onConfirm=${() => submitMove(held.move, held.seq)} onTakeBack=${takeBack} busy=${busy} />` : null}
                <${ui.Board} view=${m.view} seat=${m.you} seats=${m.seats} legal=${m.status === "active" ? m.legal : undefined} onMove=${m.legal && m.status === "active" ? onMove : undefined} busy=${busy || !!held} pending=${held?.move ?? null} ended=${matchEndOf(m.status, m.outcome)} />
              </div>`
            : html`<${HistoryBoard} m=${m} at=${historyAt!} move=${lookingAt} moves=${positions.length - 1} />`
          : null}
        ${m.status === "active" && atLatest ? html`<${RecentByOthers} m=${m} lines=${lines} />` : null}
        ${m.status !== "open" && positions.length > 1 ? html`<${HistorySlider} positions=${positions} at=${atLatest ? null : historyAt} onChange=${setHistoryAt} />` : null}
      </div>
      <aside class="side-column">
        <${Seats} m=${m} />
        <${Actions} m=${m} lines=${lines} busy=${busy} act=${act} />
        ${m.you !== null ? html`<${OfferSeats} m=${m} gameName=${gameName} />` : null}
        ${m.you !== null && me?.kind === "member" && m.status !== "aborted" ? html`<${MuteToggle} id=${m.id} />` : null}
        <${SharePanel} m=${m} gameName=${gameName} />
        <${Log} m=${m} lines=${lines} lookingAt=${atLatest ? null : historyAt} />
        <${ChatPanel} m=${m} live=${live} signedIn=${!!me} />
        ${m.you !== null && me ? html`<${NotesPanel} m=${m} />` : null}
        <${FairnessPanel} m=${m} />
      </aside>
    </div>
  </section>`;
}

/** The seats the computer plays of its own (a seat whose player left is no party to a draw). */
function computerSeats(m: MatchResource): number[] {
  return m.seats.flatMap((s) => (s.kind === "bot" && !s.resigned ? [s.seat] : []));
}

/** When the newest log line is the computer declining a draw, that line (it answers by itself, a moment after the offer). */
function computerDecline(m: MatchResource, lines: LogLine[]): string | null {
  const last = lines[lines.length - 1];
  if (!last || last.kind !== "draw-decline" || last.seat === null || !computerSeats(m).includes(last.seat)) return null;
  return last.text;
}

function tokenOf(url: string | undefined): string | null {
  if (!url) return null;
  try {
    return new URL(url).searchParams.get("invite");
  } catch {
    return null;
  }
}

/**
 * After the end, the board shows the final position: say so, once (why it ended is the banner's; in
 * play the board says whose turn it is and what to do, and the turn line above it says it is yours).
 * `moves` is null until the log is in: the line waits for it rather than show a short count.
 */
function finalSummary(m: MatchResource, moves: number | null): string {
  if (m.status === "aborted" || moves === null) return "";
  const left = m.players > 2 ? m.seats.filter((s) => s.resigned).map((s) => s.name ?? s.label) : [];
  return `The final position, after ${movesText(moves)}.${left.length ? ` ${listText(left)} resigned; the computer played ${left.length === 1 ? "their seat" : "their seats"} to the end.` : ""}`;
}

/** While the slider looks back after the end: the board is not the final position (the header must not say it is). */
function lookingBackText(move: number, moves: number): string {
  return `Not the final position: the board shows ${move === 0 ? "the start" : `the position after move ${move} of ${moves}`} ("Now" returns to the end).`;
}

/** "12 moves", as the history slider counts them (moves.ts `isMoveLine`). */
function movesText(n: number): string {
  return `${n} move${n === 1 ? "" : "s"}`;
}


function statusWord(m: MatchResource): string {
  switch (m.status) {
    case "open":
      return "Waiting for players";
    case "active":
      return "In play"; // whose turn it is, the turn line says
    case "finished":
      return "Finished";
    case "aborted":
      return "Cancelled";
  }
}

function EndBanner({ m }: { m: MatchResource }) {
  if (m.status === "aborted") return html`<div class="banner" role="status"><strong>This match was cancelled.</strong></div>`;
  const o = m.outcome;
  let head = "The match is over.";
  if (o?.draw) head = "The match is drawn.";
  else if (o && m.you !== null) head = o.winners.includes(m.you) ? "You won!" : `You lost: ${listText(o.winners.map((w) => seatName(m, w)))} won.`;
  else if (o) head = `${listText(o.winners.map((w) => seatName(m, w)))} won.`;
  const won = o && m.you !== null && o.winners.includes(m.you);
  return html`<div class=${`banner${won ? " banner-win" : ""}`} role="status">
    <strong>${head}</strong>${o?.reason ? html` <span>${o.reason}</span>` : null}
    ${m.status === "finished" ? html` <a href=${`/m/${m.id}/review`}>Review the match: every secret revealed, and how the chances moved</a>` : null}
  </div>`;
}

function TurnLine({ m, summary, mode }: { m: MatchResource; summary: string; mode: string }) {
  let text = "";
  if (m.status === "active") {
    const mine = m.you !== null && m.actors.includes(m.you);
    const others = m.actors.filter((a) => a !== m.you).map((a) => seatName(m, a));
    text = mine ? (others.length ? `Your turn (and ${listText(others)}'s)` : "Your turn") : others.length ? `Waiting for ${listText(others)}` : "Waiting";
  }
  return html`<div class="turn-line">
    ${text ? html`<p class="turn" aria-live="polite"><strong>${text}</strong>${m.deadline ? html` · due <time datetime=${m.deadline} title=${absolute(m.deadline)}>${when(m.deadline)}</time>` : null}</p>` : null}
    ${summary ? html`<p class="muted summary">${summary}</p>` : null}
    <p class="muted small connection">${mode === "live" ? "Live" : mode === "polling" ? "Reconnecting… (checking every few seconds)" : "Connecting…"}</p>
  </div>`;
}

function Seats({ m }: { m: MatchResource }) {
  return html`<div class="card seats">
    <h2>Players</h2>
    <ul>
      ${m.seats.map(
        (s) => html`<li class=${m.actors.includes(s.seat) && m.status === "active" ? "acting" : ""} data-label=${s.label}>
          <${SeatDot} game=${m.game} label=${s.label} />
          <span>${s.kind === "free" || !s.name
            ? html`<strong>${s.label}</strong> <em class="muted">free seat</em>`
            : html`<strong><${PlayerName} player=${s.player} name=${s.name} game=${m.game} players=${m.players} /></strong>${isNumberedSeat(s.label) ? "" : ` (${s.label})`}`}${s.resigned ? html` <em class="muted">${m.players > 2 ? "resigned — played by the computer" : "resigned"}</em>` : s.kind === "bot" && !s.level ? " (bot)" : ""}${m.you === s.seat ? " · you" : ""}</span>
          ${m.actors.includes(s.seat) && m.status === "active" ? html`<span class="sr-only">, to play</span><span class="to-play" aria-hidden="true">to play</span>` : null}
        </li>`,
      )}
    </ul>
  </div>`;
}

function Actions({ m, lines, busy, act }: { m: MatchResource; lines: LogLine[]; busy: boolean; act: (path: string, body: unknown, ok?: string) => Promise<MatchResource | null> }) {
  const [confirming, setConfirming] = useState(false);
  if (m.you === null) return null;
  const rematch = (m as MatchResource & { rematch?: { id: string; url: string } }).rematch;
  if (m.status === "finished" || m.status === "aborted") {
    return html`<div class="card actions-card"><h2>Next</h2><div class="actions">
      ${rematch
        ? html`<a class="button" href=${new URL(rematch.url).pathname + new URL(rematch.url).search}>Go to the rematch</a>`
        : m.status === "finished"
          ? html`<button type="button" disabled=${busy} onClick=${() => act("rematch", {}, "A rematch is ready.")}>Rematch</button>`
          : null}
      <a class="button secondary" href="/new">New match</a>
    </div></div>`;
  }
  if (m.status !== "active") return null;
  const offeredByOthers = m.drawOffer.filter((s) => s !== m.you);
  const iOffered = m.drawOffer.includes(m.you);
  const computer = computerSeats(m);
  const declinedBy = computerDecline(m, lines);
  return html`<div class="card actions-card">
    <h2>Match</h2>
    <div class="actions">
      ${iOffered
        ? html`<span class="muted" role="status">${computer.length ? "You offered a draw; the computer answers in a moment." : "You offered a draw."}</span>`
        : !offeredByOthers.length
          ? html`<button type="button" class="secondary" disabled=${busy} onClick=${() => act("draw", { action: "offer" }, computer.length ? "Draw offered: the computer answers in a moment." : "Draw offered.")}>Offer a draw</button>`
          : null}
      ${!iOffered && declinedBy ? html`<span class="muted" role="status">${declinedBy}: play on, or offer again later.</span>` : null}
      ${confirming
        ? html`<span role="group" aria-label="Confirm resigning" class="confirm">
            <button type="button" class="danger" disabled=${busy} onClick=${() => { setConfirming(false); void act("resign", {}); }}>Yes, resign</button>
            <button type="button" class="secondary" onClick=${() => setConfirming(false)}>Keep playing</button>
          </span>`
        : html`<button type="button" class="secondary" disabled=${busy} onClick=${() => setConfirming(true)}>Resign…</button>`}
    </div>
  </div>`;
}

/**
 * Mute emails about this match (the inbox still gets them). The server has no way to read the
 * setting back, so the page starts from "on" and reports what the server answered.
 */
function MuteToggle({ id }: { id: string }) {
  const [muted, setMuted] = useState<boolean | null>(null);
  const { busy, error, run } = useAction();
  const toggle = () =>
    run(async () => {
      const r = await api<{ muted: boolean }>(`/api/matches/${id}/mute`, { method: "POST", body: { muted: !muted } });
      setMuted(r.muted);
    });
  return html`<div class="card mute">
    <h2>Email</h2>
    <button type="button" class="secondary toggle" aria-pressed=${muted ? "true" : "false"} disabled=${busy} onClick=${toggle}>
      <span class="toggle-box" aria-hidden="true"></span>Mute emails for this match
    </button>
    <p class="muted small" role="status">${muted === null ? "" : muted ? "Emails off for this match. Your inbox still gets every notice." : "Emails on for this match."}</p>
    ${error ? html`<${Notice} kind="error">${error}<//>` : null}
  </div>`;
}

function SharePanel({ m, gameName }: { m: MatchResource; gameName: string }) {
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
