/** A tournament: who is in, the standings with their tie-break explained, every round with a link to each match. Polls while it runs. */
import { html } from "htm/preact";
import { useCallback, useEffect, useState } from "preact/hooks";
import { api, ApiError, loadGames, type GameInfo } from "../api";
import type { TournamentMatch, TournamentResource } from "../../src/shared/tournament";
import { useMe } from "../session";
import { Notice, useAction, when } from "../ui";
import { GuestForm } from "./signin";

const POLL_MS = 4_000;

const TIEBREAKS = {
  "sonneborn-berger":
    "Sonneborn–Berger: for each match, your points there times your opponent's score, added up. Beating (or drawing) the strong counts more than beating the weak.",
  buchholz: "Buchholz: the scores of everyone you met, added up (averaged per table in matches of 3 or more): the stronger the field you faced, the higher it is.",
};

export function TournamentPage({ id }: { id: string }) {
  const { me, loaded } = useMe();
  const [t, setT] = useState<TournamentResource | null>(null);
  const [games, setGames] = useState<GameInfo[]>([]);
  const [missing, setMissing] = useState<string | null>(null);
  const { busy, error, run } = useAction();

  const load = useCallback(async () => {
    try {
      setT(await api<TournamentResource>(`/api/tournaments/${id}`));
    } catch (e) {
      if (e instanceof ApiError && e.status === 404) setMissing(e.message);
    }
  }, [id]);
  useEffect(() => {
    loadGames().then(setGames, () => undefined);
    void load();
    const timer = setInterval(() => document.visibilityState === "visible" && void load(), POLL_MS);
    return () => clearInterval(timer);
  }, [id]);

  if (missing) return html`<section><h1>No such tournament</h1><p>${missing} <a href="/tournaments">See the tournaments</a>.</p></section>`;
  if (!t) return html`<section><h1>Tournament</h1><p class="muted">Loading…</p></section>`;

  const act = (method: "POST" | "DELETE", path: string, confirmText?: string) => () => {
    if (confirmText && !window.confirm(confirmText)) return;
    void run(async () => setT(await api<TournamentResource>(`/api/tournaments/${id}${path}`, { method })));
  };
  const mine = me ? t.entrants.find((e) => e.player.id === me.id) : undefined;
  const game = games.find((g) => g.id === t.game)?.name ?? t.game;
  const organiser = me?.id === t.organiser.id;
  const status = t.status === "open" ? "taking entries" : t.status;
  return html`<section class="tournament">
    <h1>${t.name}</h1>
    <p>${game} · ${t.format === "swiss" ? `Swiss, ${t.roundsPlanned} round${t.roundsPlanned === 1 ? "" : "s"}` : "round-robin"} · ${t.players} players a match ·
      ${t.daysPerMove ? `${t.daysPerMove} day${t.daysPerMove === 1 ? "" : "s"} per move` : "no time limit"}</p>
    <p class="muted">Organised by ${t.organiser.name} · <strong>${status}</strong> · ${t.entrants.length} of ${t.entrantLimits.min}–${t.entrantLimits.max} entrants${t.status === "open" && t.startsAt ? ` · starts ${when(t.startsAt)}` : ""}</p>
    ${loaded && !me && t.status === "open" ? html`<${Notice}>To join, tell us who you are: play as a guest, or <a href=${`/signin?next=/t/${id}`}>sign in with your email</a>.<//><${GuestForm} title="Play as a guest" onDone=${() => undefined} />` : null}
    <div class="actions" role="group" aria-label="Your entry">
      ${me && t.status === "open" && !mine ? html`<button disabled=${busy} onClick=${act("POST", "/join")}>Join the tournament</button>` : null}
      ${me && t.status === "open" && mine ? html`<button class="secondary" disabled=${busy} onClick=${act("DELETE", "/join")}>Leave</button>` : null}
      ${organiser && t.status === "open" ? html`<button disabled=${busy || t.entrants.length < t.entrantLimits.min} onClick=${act("POST", "/start")}>Start now</button>` : null}
      ${t.status === "running" && mine && !mine.withdrawn
        ? html`<button class="secondary" disabled=${busy} onClick=${act("DELETE", "/join", "Withdraw from the tournament? Every unfinished match of yours is resigned, and you are paired no more.")}>Withdraw</button>`
        : null}
    </div>
    ${mine && t.status === "open" ? html`<p class="muted">You are in. It starts when the organiser starts it${t.startsAt ? `, at ${when(t.startsAt)}` : ""} or when it is full.</p>` : null}
    ${error ? html`<${Notice} kind="error">${error}<//>` : null}
    <h2 id="standings">Standings</h2>
    <div class="table-scroll">
      <table aria-labelledby="standings">
        <thead><tr><th scope="col">Rank</th><th scope="col">Player</th><th scope="col">Score</th><th scope="col"><abbr title=${TIEBREAKS[t.tiebreak]}>${t.tiebreak === "buchholz" ? "Buchholz" : "SB"}</abbr></th></tr></thead>
        <tbody>
          ${t.entrants.map(
            (e) => html`<tr class=${e.player.id === me?.id ? "you" : undefined}>
              <td>${t.status === "open" ? "–" : e.rank}</td>
              <th scope="row">${e.player.name}${e.player.id === me?.id ? " (you)" : ""}${e.withdrawn ? html` <span class="muted">withdrawn</span>` : null}</th>
              <td>${points(e.score)}</td>
              <td>${points(e.tiebreak)}</td>
            </tr>`,
          )}
        </tbody>
      </table>
    </div>
    <p class="muted small">Scores: a win 1, a draw ½, a loss 0, a bye 1. With more players a match gives each seat its share by place: 1 for every seat placed below it and ½ for every seat sharing its place, divided by the number of other seats. Ties are broken by ${TIEBREAKS[t.tiebreak]}</p>
    ${t.rounds.length === 0
      ? html`<p class="muted">The rounds are paired when the tournament starts.</p>`
      : t.rounds.map(
          (r) => html`<section aria-labelledby=${`round-${r.n}`}>
            <h2 id=${`round-${r.n}`}>Round ${r.n}</h2>
            <ul class="match-list">
              ${r.matches.map((m) => html`<li><${MatchRow} m=${m} you=${me?.id ?? null} /></li>`)}
              ${r.byes.map((b) => html`<li class="muted">${b.name}: bye (1 point)</li>`)}
            </ul>
          </section>`,
        )}
  </section>`;
}

function points(x: number): string {
  const whole = Math.floor(x);
  const frac = Math.round((x - whole) * 1000) / 1000;
  if (frac === 0) return String(whole);
  if (frac === 0.5) return whole === 0 ? "½" : `${whole}½`;
  return x.toFixed(2);
}

function MatchRow({ m, you }: { m: TournamentMatch; you: string | null }) {
  const names = m.seats.map((s) => s.player.name).join(" vs ");
  const result = !m.outcome
    ? "playing"
    : m.status === "aborted"
      ? "cancelled"
      : m.outcome.draw
        ? "drawn"
        : `${m.outcome.winners.map((w) => m.seats[w]?.player.name).join(", ")} won · ${m.outcome.points.map(points).join("–")}`;
  const yours = you !== null && m.seats.some((s) => s.player.id === you);
  return html`<a class=${`match-row${yours && !m.outcome ? " your-turn" : ""}`} href=${`/m/${m.id}`}>
    <span class="match-game">${names}</span>
    <span class="muted">${result}</span>
  </a>`;
}

