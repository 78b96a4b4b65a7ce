/** A tournament: who is in, the standings with their tie-break explained, every round with a link to each match. Polls while it runs. */
import { html } from "htm/preact";
import { useCallback, useEffect, useState } from "preact/hooks";
import { api, ApiError, loadGames, type GameInfo } from "../api";
import type { TournamentMatch, TournamentResource } from "../../src/shared/tournament";
import { useMe } from "../session";
import { Notice, useAction, when } from "../ui";
import { GuestForm } from "./signin";
import { appLocale, m as w } from "../i18n/index";
import { points as pointsIn } from "../scores";

const POLL_MS = 4_000;


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

  if (missing) return html`<section><h1>${w.noSuchTournament()}</h1><p>${missing} <a href="/tournaments">${w.seeTheTournaments()}</a>.</p></section>`;
  if (!t) return html`<section><h1>${w.tournamentTitle()}</h1><p class="muted">${w.loading()}</p></section>`;

  const act = (method: "POST" | "DELETE", path: string, confirmText?: string) => () => {
    if (confirmText && !window.confirm(confirmText)) return;
    void run(async () => setT(await api<TournamentResource>(`/api/tournaments/${id}${path}`, { method })));
  };
  const mine = me ? t.entrants.find((e) => e.player.id === me.id) : undefined;
  const game = games.find((g) => g.id === t.game)?.name ?? t.game;
  const organiser = me?.id === t.organiser.id;
  const tooFew = t.entrants.length < t.entrantLimits.min;
  const status = w.tournamentState({ status: t.status });
  const tiebreak = w.tiebreakExplained({ tiebreak: t.tiebreak });
  return html`<section class="tournament">
    <h1>${t.name}</h1>
    <p>${game} · ${w.tournamentFormat({ format: t.format, rounds: t.roundsPlanned })} · ${w.playersAMatch({ n: t.players })} · ${t.daysPerMove ? w.daysPerMove({ n: t.daysPerMove }) : w.noTimeLimitLower()}</p>
    <p class="muted">${w.organisedBy({ name: t.organiser.name })} · <strong>${status}</strong> · ${w.entrantsOfLimits({ n: t.entrants.length, min: t.entrantLimits.min, max: t.entrantLimits.max })}${t.status === "open" && t.startsAt ? ` · ${w.startsWhen({ when: when(t.startsAt) })}` : ""}</p>
    ${loaded && !me && t.status === "open" ? html`<${Notice}>${w.whoToJoin()} <a href=${`/signin?next=/t/${id}`}>${w.signInWithEmail()}</a>.<//><${GuestForm} title=${w.playAsAGuest()} onDone=${() => undefined} />` : null}
    <div class="actions" role="group" aria-label=${w.yourEntry()}>
      ${me && t.status === "open" && !mine ? html`<button disabled=${busy} onClick=${act("POST", "/join")}>${w.joinTournament()}</button>` : null}
      ${me && t.status === "open" && mine ? html`<button class="secondary" disabled=${busy} onClick=${act("DELETE", "/join")}>${w.leaveTournament()}</button>` : null}
      ${organiser && t.status === "open" ? html`<button disabled=${busy || tooFew} aria-describedby=${tooFew ? "start-needs" : undefined} onClick=${act("POST", "/start")}>${w.startNow()}</button>` : null}
      ${t.status === "running" && mine && !mine.withdrawn
        ? html`<button class="secondary" disabled=${busy} onClick=${act("DELETE", "/join", w.withdrawConfirm())}>${w.withdraw()}</button>`
        : null}
    </div>
    ${organiser && t.status === "open" && tooFew ? html`<p class="muted" id="start-needs">${w.startNeedsEntrants({ min: t.entrantLimits.min, n: t.entrants.length })}</p>` : null}
    ${mine && t.status === "open" ? html`<p class="muted">${w.youAreIn({ at: t.startsAt ? when(t.startsAt) : null })}</p>` : null}
    ${error ? html`<${Notice} kind="error">${error}<//>` : null}
    <h2 id="standings">${w.standings()}</h2>
    <div class="table-scroll">
      <table aria-labelledby="standings">
        <thead><tr><th scope="col">${w.colRank()}</th><th scope="col">${w.colPlayer()}</th><th scope="col">${w.colScore()}</th><th scope="col"><abbr title=${tiebreak}>${t.tiebreak === "buchholz" ? "Buchholz" : "SB"}</abbr></th></tr></thead>
        <tbody>
          ${t.entrants.map(
            (e) => html`<tr class=${e.player.id === me?.id ? "you" : undefined}>
              <td>${t.status === "open" ? "–" : e.rank}</td>
              <th scope="row">${e.player.name}${e.player.id === me?.id ? w.youMark() : ""}${e.withdrawn ? html` <span class="muted">${w.withdrawnMark()}</span>` : null}</th>
              <td>${points(e.score)}</td>
              <td>${points(e.tiebreak)}</td>
            </tr>`,
          )}
        </tbody>
      </table>
    </div>
    <p class="muted small">${w.scoringRules({ tiebreak })}</p>
    ${t.rounds.length === 0
      ? html`<p class="muted">${w.roundsLater()}</p>`
      : t.rounds.map(
          (r) => html`<section aria-labelledby=${`round-${r.n}`}>
            <h2 id=${`round-${r.n}`}>${w.roundN({ n: r.n })}</h2>
            <ul class="match-list">
              ${r.matches.map((m) => html`<li><${MatchRow} m=${m} you=${me?.id ?? null} /></li>`)}
              ${r.byes.map((b) => html`<li class="muted">${w.byeLine({ name: b.name })}</li>`)}
            </ul>
          </section>`,
        )}
  </section>`;
}

const points = (x: number) => pointsIn(x, appLocale());

function MatchRow({ m, you }: { m: TournamentMatch; you: string | null }) {
  const names = m.seats.map((s) => s.player.name).join(w.versusSeparator());
  const result = !m.outcome
    ? w.tournamentResult({ result: "playing" })
    : m.status === "aborted"
      ? w.tournamentResult({ result: "cancelled" })
      : m.outcome.draw
        ? w.tournamentResult({ result: "drawn" })
        : w.wonWith({ winners: m.outcome.winners.map((seat) => m.seats[seat]?.player.name).join(", "), n: m.outcome.winners.length, points: m.outcome.points.map(points).join("–") });
  const yours = you !== null && m.seats.some((s) => s.player.id === you);
  // Yours and still on (the tournament does not know whose turn it is: "My matches" says).
  return html`<a class=${`match-row${yours && !m.outcome ? " yours" : ""}`} href=${`/m/${m.id}`}>
    <span class="match-game">${names}</span>
    <span class="muted">${result}</span>
  </a>`;
}

