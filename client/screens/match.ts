/**
 * The match page: the invite (take a seat), the board with its legal moves, whose turn and the
 * deadline, the log in words, a history slider, resign / draw / rematch, share and embed. It puts
 * the parts together; what a player does is `useMatchActions`, the move held for Send is
 * `usePendingMove`, and each card is a component of its own.
 */
import { isOver } from "../../src/shared/status";
import { html } from "htm/preact";
import { useEffect, useState } from "preact/hooks";
import { loadGames, type GameInfo } from "../api";
import { useGameUi } from "../boards";
import { matchEndOf } from "../../boards/kit";
import { useLiveMatch } from "../live";
import { FairnessPanel } from "./fairness";
import { useMe } from "../session";
import { GiveSeat } from "../computer";
import { DrawOffer, ForYou, JoinPanel, PrivateInvite, WaitingPanel } from "./matchPanels";
import { Notice, Outcome } from "../ui";
import { lazy } from "../lazy";
import { Log, RecentByOthers, logCaughtUp, useLogLines } from "./matchLog";
import { HistoryBoard, HistorySlider } from "./matchHistory";
import { countMoves, movePositions } from "./moves";
import { useMatchTitle } from "./matchTitle";
import type * as Chat from "./chat";
import { OfferSeats, TakeOverPanel } from "./seatOffer";
import { useMatchActions } from "./matchActions";
import { PendingMove, usePendingMove } from "./matchPending";
import { useBoardFocus } from "./matchFocus";
import { useReadNotices, useViewerChange } from "./matchViewer";
import { EndBanner, MatchHeading, TurnLine, finalSummary, lookingBackText } from "./matchHeader";
import { MatchControls } from "./matchControls";
import { Seats } from "./matchSeats";
import { MuteToggle } from "./matchMute";
import { SharePanel } from "./matchShare";
import { m as t } from "../i18n/index";

/** The chat and the notes are a chunk of their own, loaded with the first match page. */
const ChatPanel = lazy<Parameters<typeof Chat.ChatPanel>[0]>(() => import("./chat").then((c) => c.ChatPanel), () => html`<section class="card chat"><h2>${t.matchChat()}</h2><p class="muted">${t.matchChatLoading()}</p></section>`);
const NotesPanel = lazy<Parameters<typeof Chat.NotesPanel>[0]>(() => import("./chat").then((c) => c.NotesPanel), () => html`<section class="card notes"><h2>${t.matchMyNotes()}</h2><p class="muted">${t.matchNotesLoading()}</p></section>`);

export function MatchPage({ id, invite }: { id: string; invite: string | null }) {
  const live = useLiveMatch(id);
  const lines = useLogLines(live.match, live.onLog);
  const loadedUi = useGameUi(live.match?.game ?? null);
  const { me } = useMe();
  const [games, setGames] = useState<GameInfo[]>([]);
  const [historyAt, setHistoryAt] = useState<number | null>(null);
  const actions = useMatchActions(id, live, invite);
  const { busy } = actions;
  const pending = usePendingMove(live.match, actions.move);
  const board = useBoardFocus();
  useEffect(() => void loadGames().then(setGames, () => undefined), []);
  useReadNotices(id, me?.id ?? null, live);
  useViewerChange(me?.id ?? null, live);

  const m = live.match;
  useMatchTitle(m, games.find((g) => g.id === m?.game)?.name ?? null, !!live.error);
  if (live.error && !m && invite && live.error.status === 404) {
    // A private match exists only for its players: the invite is checked by taking the seat.
    const take = (name: string) => actions.takeInvitedSeat(invite, me ? null : name);
    return html`<section class="narrow"><${PrivateInvite} hasMe=${!!me} onJoin=${take} /></section>`;
  }
  if (live.error && !m) {
    return html`<section class="narrow"><h1>${t.matchNotFound()}</h1><${Notice} kind="error">${live.error.message}<//><p><a href="/matches">${t.matchBackToMine()}</a></p></section>`;
  }
  if (!m || !loadedUi) return html`<section><h1>${t.matchLoading()}</h1></section>`;

  const gameName = games.find((g) => g.id === m.game)?.name ?? m.game;
  const ui = loadedUi;
  const onMove = (move: unknown, how?: { confirmed?: boolean }) => {
    setHistoryAt(null);
    pending.choose(move, how);
  };
  const { held } = pending;

  const inviteToken = invite ?? tokenOf(m.urls.invite);
  const showJoin = m.status === "open" && m.you === null && !!inviteToken;
  const positions = movePositions(lines, m.players);
  // A seq that is not (or no longer) one of the positions, a viewer's change for one, shows now.
  const lookingAt = historyAt !== null && historyAt < m.seq ? positions.indexOf(historyAt) : -1;
  const atLatest = lookingAt < 0;
  const moves = logCaughtUp(lines, m) ? countMoves(lines, m.players) : null;

  return html`<section class="match-page" data-seq=${m.seq} data-status=${m.status} data-you=${m.you ?? ""} data-actor=${m.you !== null && m.actors.includes(m.you) && m.status === "active" ? "yes" : "no"}>
    <${MatchHeading} m=${m} gameName=${gameName} />
    ${isOver(m) ? html`<${EndBanner} m=${m} />` : null}
    <${Outcome} error=${actions.error} done=${actions.done} />
    ${live.outdated ? html`<${Notice} kind="info">${t.matchOutdatedBefore()}<a href=${location.href}>${t.matchOutdatedLink()}</a>${t.matchOutdatedAfter()}<//>` : null}
    ${showJoin ? html`<${JoinPanel} m=${m} hasMe=${!!me} busy=${busy} onJoin=${(seat: number | undefined) => actions.join(inviteToken!, seat)} />` : null}
    ${m.status === "open" && m.you !== null ? html`<${WaitingPanel} m=${m} gameName=${gameName} busy=${busy} onAbort=${actions.abort} />` : null}
    ${m.status === "open" && m.you !== null ? html`<${GiveSeat} m=${m} busy=${busy} act=${actions.act} />` : null}
    ${m.status === "active" && m.you !== null ? html`<${DrawOffer} m=${m} busy=${busy} onAnswer=${actions.answerDraw} />` : null}
    ${m.status === "active" && m.you === null && invite ? html`<${TakeOverPanel} m=${m} hasMe=${!!me} busy=${busy} onTake=${() => actions.join(invite)} />` : null}
    ${m.status !== "open" ? html`<${TurnLine} m=${m} summary=${m.status === "active" ? "" : atLatest ? finalSummary(m, moves) : lookingBackText(lookingAt, positions.length - 1)} mode=${live.mode} />` : null}
    <${ForYou} m=${m} />
    <div class="match-layout">
      <div class="board-column">
        ${m.view !== null
          ? atLatest
            ? html`<div class="board" ref=${board} tabindex="-1" data-game=${m.game} aria-busy=${busy ? "true" : "false"}>
                ${held ? html`<${PendingMove} onConfirm=${pending.send} onTakeBack=${pending.takeBack} busy=${busy} />` : null}
                <${ui.Board} view=${m.view} seat=${m.you} seats=${m.seats} legal=${m.status === "active" ? m.legal : undefined} onMove=${m.legal && m.status === "active" ? onMove : undefined} busy=${busy || !!held} pending=${held?.move ?? null} ended=${matchEndOf(m.status, m.outcome)} />
              </div>`
            : html`<${HistoryBoard} m=${m} at=${historyAt!} move=${lookingAt} moves=${positions.length - 1} />`
          : null}
        ${m.status === "active" && atLatest ? html`<${RecentByOthers} m=${m} lines=${lines} />` : null}
        ${m.status !== "open" && positions.length > 1 ? html`<${HistorySlider} positions=${positions} at=${atLatest ? null : historyAt} onChange=${setHistoryAt} />` : null}
      </div>
      <aside class="side-column">
        <${Seats} m=${m} />
        <${MatchControls} m=${m} lines=${lines} actions=${actions} />
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

function tokenOf(url: string | undefined): string | null {
  if (!url) return null;
  try {
    return new URL(url).searchParams.get("invite");
  } catch {
    return null;
  }
}
