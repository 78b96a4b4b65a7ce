/** Tournaments: the public ones (open, running, finished) and the form that organises a new one. */
import { DAYS_PER_MOVE } from "../../src/shared/settings";
import { html } from "htm/preact";
import { useEffect, useState } from "preact/hooks";
import { api, loadGames, messageOf, type GameInfo } from "../api";
import type { TournamentResource, TournamentSummary } from "../../src/shared/tournament";
import { navigate } from "../router";
import { useMe } from "../session";
import { Notice, useAction, when } from "../ui";
import { GuestForm } from "./signin";

const GROUPS: [TournamentSummary["status"], string, string][] = [
  ["open", "Taking entries", "No tournament is taking entries. Organise one!"],
  ["running", "Running", "No tournament is running."],
  ["finished", "Finished", "No tournament has finished yet."],
];

export function Tournaments() {
  const [list, setList] = useState<TournamentSummary[] | null>(null);
  const [games, setGames] = useState<GameInfo[]>([]);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    loadGames().then(setGames, () => undefined);
    api<TournamentSummary[]>("/api/tournaments").then(setList, (e) => setError(messageOf(e)));
  }, []);
  const nameOf = (id: string) => games.find((g) => g.id === id)?.name ?? id;
  return html`<section>
    <h1>Tournaments</h1>
    <p class="muted">Round-robins and Swiss tournaments played by correspondence: every match at its own pace, the standings as results come in.</p>
    ${error ? html`<${Notice} kind="error">${error}<//>` : null}
    ${list === null
      ? html`<p class="muted">Loading…</p>`
      : GROUPS.map(([status, title, empty]) => {
          const items = list.filter((t) => t.status === status);
          return html`<section class="match-group" aria-label=${title}>
            <h2>${title} <span class="count">${items.length}</span></h2>
            ${items.length === 0
              ? html`<p class="muted">${empty}</p>`
              : html`<ul class="match-list">${items.map(
                  (t) => html`<li><a class="match-row" href=${`/t/${t.id}`}>
                    <span class="match-game">${t.name}</span>
                    <span>${nameOf(t.game)} · ${t.format === "swiss" ? "Swiss" : "round-robin"} · ${t.entrants}/${t.maxEntrants} entrants</span>
                    <span class="muted">by ${t.organiser.name}${t.startsAt && status === "open" ? ` · starts ${when(t.startsAt)}` : ""}</span>
                  </a></li>`,
                )}</ul>`}
          </section>`;
        })}
    <${NewTournament} games=${games} />
  </section>`;
}

function NewTournament({ games }: { games: GameInfo[] }) {
  const { me, loaded } = useMe();
  const [name, setName] = useState("");
  const [game, setGame] = useState("");
  const [players, setPlayers] = useState(2);
  const [format, setFormat] = useState<"round-robin" | "swiss">("round-robin");
  const [rounds, setRounds] = useState(3);
  const [days, setDays] = useState("3");
  const [min, setMin] = useState(4);
  const [max, setMax] = useState(8);
  const [startsAt, setStartsAt] = useState("");
  const [visibility, setVisibility] = useState<"public" | "unlisted">("public");
  const { busy, error, run } = useAction();
  const info = games.find((g) => g.id === game) ?? games[0];
  useEffect(() => {
    if (info) setPlayers(info.players.min);
  }, [info?.id]);
  const multi = players > 2;
  const submit = (e: Event) => {
    e.preventDefault();
    if (!info) return;
    void run(async () => {
      const t = await api<TournamentResource>("/api/tournaments", {
        method: "POST",
        body: {
          name, game: info.id, players, format: multi ? "swiss" : format, ...(multi || format === "swiss" ? { rounds } : {}),
          daysPerMove: days === "none" ? null : Number(days), entrants: { min, max }, visibility,
          ...(startsAt ? { startsAt: new Date(startsAt).toISOString() } : {}),
        },
      });
      navigate(`/t/${t.id}`);
    });
  };
  const number = (id: string, label: string, value: number, set: (n: number) => void, lo: number, hi: number) => html`<label for=${id}>${label}</label>
    <input id=${id} type="number" inputmode="numeric" min=${lo} max=${hi} value=${value} required onInput=${(e: Event) => set(Number((e.target as HTMLInputElement).value))} />`;
  return html`<section class="narrow" aria-labelledby="new-tournament">
    <h2 id="new-tournament">Organise a tournament</h2>
    ${loaded && !me ? html`<${Notice}>First tell us who you are: play as a guest, or <a href="/signin?next=/tournaments">sign in with your email</a>.<//><${GuestForm} title="Play as a guest" onDone=${() => undefined} />` : null}
    <form class="card new-match" onSubmit=${submit}>
      <label for="t-name">Name</label>
      <input id="t-name" required maxlength="80" value=${name} onInput=${(e: Event) => setName((e.target as HTMLInputElement).value)} />
      <label for="t-game">Game</label>
      <select id="t-game" value=${info?.id ?? ""} onChange=${(e: Event) => setGame((e.target as HTMLSelectElement).value)}>
        ${games.map((g) => html`<option value=${g.id}>${g.name}</option>`)}
      </select>
      ${info && info.players.max > info.players.min
        ? html`<label for="t-players">Players per match</label>
            <select id="t-players" value=${String(players)} onChange=${(e: Event) => setPlayers(Number((e.target as HTMLSelectElement).value))}>
              ${Array.from({ length: info.players.max - info.players.min + 1 }, (_, i) => info.players.min + i).map((p) => html`<option value=${String(p)}>${p}</option>`)}
            </select>`
        : null}
      <fieldset>
        <legend>Format</legend>
        <label class="radio"><input type="radio" name="format" value="round-robin" disabled=${multi} checked=${!multi && format === "round-robin"} onChange=${() => setFormat("round-robin")} />
          <span><strong>Round-robin</strong>: everyone plays everyone once, all matches at once (2 players a match, up to 16 entrants)</span></label>
        <label class="radio"><input type="radio" name="format" value="swiss" checked=${multi || format === "swiss"} onChange=${() => setFormat("swiss")} />
          <span><strong>Swiss</strong>: rounds paired by score, nobody meets twice${multi ? "; tables grouped by score" : ""}</span></label>
      </fieldset>
      ${multi || format === "swiss" ? number("t-rounds", "Rounds", rounds, setRounds, 1, 20) : null}
      ${number("t-min", "Fewest entrants", min, setMin, 2, 64)}
      ${number("t-max", "Most entrants (it starts when full)", max, setMax, 2, 64)}
      <label for="t-days">Time per move</label>
      <select id="t-days" value=${days} onChange=${(e: Event) => setDays((e.target as HTMLSelectElement).value)}>
        <option value="none">No time limit</option>
        ${DAYS_PER_MOVE.map((d) => html`<option value=${String(d)}>${d} day${d === 1 ? "" : "s"}</option>`)}
      </select>
      <label for="t-starts">Starts by itself at (optional)</label>
      <input id="t-starts" type="datetime-local" value=${startsAt} onInput=${(e: Event) => setStartsAt((e.target as HTMLInputElement).value)} />
      <label for="t-visibility">Who can find it</label>
      <select id="t-visibility" value=${visibility} onChange=${(e: Event) => setVisibility((e.target as HTMLSelectElement).value as "public" | "unlisted")}>
        <option value="public">Public: listed here</option>
        <option value="unlisted">Unlisted: only with its link</option>
      </select>
      ${error ? html`<${Notice} kind="error">${error}<//>` : null}
      <button type="submit" disabled=${busy || !info || !me}>${busy ? "Creating…" : "Create the tournament"}</button>
    </form>
  </section>`;
}
