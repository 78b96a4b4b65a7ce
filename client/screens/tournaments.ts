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
import { m } from "../i18n/index";

const GROUPS: TournamentSummary["status"][] = ["open", "running", "finished"];

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
    <h1>${m.tournaments()}</h1>
    <p class="muted">${m.tournamentsLead()}</p>
    ${error ? html`<${Notice} kind="error">${error}<//>` : null}
    ${list === null
      ? html`<p class="muted">${m.loading()}</p>`
      : GROUPS.map((status) => {
          const title = m.tournamentsGroup({ status });
          const items = list.filter((t) => t.status === status);
          return html`<section class="match-group" aria-label=${title}>
            <h2>${title} <span class="count">${items.length}</span></h2>
            ${items.length === 0
              ? html`<p class="muted">${m.tournamentsNone({ status })}</p>`
              : html`<ul class="match-list">${items.map(
                  (t) => html`<li><a class="match-row" href=${`/t/${t.id}`}>
                    <span class="match-game">${t.name}</span>
                    <span>${nameOf(t.game)} · ${m.formatName({ format: t.format })} · ${m.entrantsOutOf({ n: t.entrants, max: t.maxEntrants })}</span>
                    <span class="muted">${m.byOrganiser({ name: t.organiser.name })}${t.startsAt && status === "open" ? ` · ${m.startsWhen({ when: when(t.startsAt) })}` : ""}</span>
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
    <h2 id="new-tournament">${m.organiseTournament()}</h2>
    ${loaded && !me ? html`<${Notice}>${m.whoFirst()} <a href="/signin?next=/tournaments">${m.signInWithEmail()}</a>.<//><${GuestForm} title=${m.playAsAGuest()} onDone=${() => undefined} />` : null}
    <form class="card new-match" onSubmit=${submit}>
      <label for="t-name">${m.nameLabel()}</label>
      <input id="t-name" required maxlength="80" value=${name} onInput=${(e: Event) => setName((e.target as HTMLInputElement).value)} />
      <label for="t-game">${m.gameLegend()}</label>
      <select id="t-game" value=${info?.id ?? ""} onChange=${(e: Event) => setGame((e.target as HTMLSelectElement).value)}>
        ${games.map((g) => html`<option value=${g.id}>${g.name}</option>`)}
      </select>
      ${info && info.players.max > info.players.min
        ? html`<label for="t-players">${m.playersPerMatch()}</label>
            <select id="t-players" value=${String(players)} onChange=${(e: Event) => setPlayers(Number((e.target as HTMLSelectElement).value))}>
              ${Array.from({ length: info.players.max - info.players.min + 1 }, (_, i) => info.players.min + i).map((p) => html`<option value=${String(p)}>${p}</option>`)}
            </select>`
        : null}
      <fieldset>
        <legend>${m.formatLegend()}</legend>
        <label class="radio"><input type="radio" name="format" value="round-robin" disabled=${multi} checked=${!multi && format === "round-robin"} onChange=${() => setFormat("round-robin")} />
          <span><strong>${m.roundRobinName()}</strong>${m.roundRobinHint()}</span></label>
        <label class="radio"><input type="radio" name="format" value="swiss" checked=${multi || format === "swiss"} onChange=${() => setFormat("swiss")} />
          <span><strong>${m.swissName()}</strong>${m.swissHint({ multi })}</span></label>
      </fieldset>
      ${multi || format === "swiss" ? number("t-rounds", m.roundsLabel(), rounds, setRounds, 1, 20) : null}
      ${number("t-min", m.fewestEntrants(), min, setMin, 2, 64)}
      ${number("t-max", m.mostEntrants(), max, setMax, 2, 64)}
      <label for="t-days">${m.timePerMove()}</label>
      <select id="t-days" value=${days} onChange=${(e: Event) => setDays((e.target as HTMLSelectElement).value)}>
        <option value="none">${m.noTimeLimit()}</option>
        ${DAYS_PER_MOVE.map((d) => html`<option value=${String(d)}>${m.daysCount({ n: d })}</option>`)}
      </select>
      <label for="t-starts">${m.startsByItself()}</label>
      <input id="t-starts" type="datetime-local" value=${startsAt} onInput=${(e: Event) => setStartsAt((e.target as HTMLInputElement).value)} />
      <label for="t-visibility">${m.whoCanFind()}</label>
      <select id="t-visibility" value=${visibility} onChange=${(e: Event) => setVisibility((e.target as HTMLSelectElement).value as "public" | "unlisted")}>
        <option value="public">${m.publicListed()}</option>
        <option value="unlisted">${m.unlistedWithLink()}</option>
      </select>
      ${error ? html`<${Notice} kind="error">${error}<//>` : null}
      <button type="submit" disabled=${busy || !info || !me}>${busy ? m.creating() : m.createTheTournament()}</button>
    </form>
  </section>`;
}
