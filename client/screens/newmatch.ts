/** New match: game, players, the game's options, time control, seat, visibility; then the invite. */
import { DAYS_PER_MOVE } from "../../src/shared/settings";
import { html } from "htm/preact";
import { useEffect, useState } from "preact/hooks";
import { api, loadGames, messageOf, type GameInfo, type MatchResource } from "../api";
import { useMe } from "../session";
import { CopyField, GamePicture, Notice, ShareButton, embedCode, useAction } from "../ui";
import { GuestForm } from "./signin";
import { botsOf, SeatChoices, type SeatChoice } from "../computer";
import { navigate } from "../router";
import { useLiveMatch } from "../live";
import { rulesUrl } from "../../rules/url";
import { m as t } from "../i18n/index";

type OptionSpec =
  | { type: "boolean"; label: string; default: boolean; description?: string }
  | { type: "choice"; label: string; values: (string | number)[]; default: string | number; description?: string }
  | { type: "integer"; label: string; min: number; max: number; default: number; description?: string };


export function NewMatch({ initialGame }: { initialGame: string | null }) {
  const { me, loaded } = useMe();
  const [games, setGames] = useState<GameInfo[] | null>(null);
  const [game, setGame] = useState<string>(initialGame ?? "");
  const [players, setPlayers] = useState(2);
  const [options, setOptions] = useState<Record<string, unknown>>({});
  const [days, setDays] = useState<string>("none");
  const [seat, setSeat] = useState(0);
  const [seatChoices, setSeatChoices] = useState<Record<number, SeatChoice>>({});
  const [visibility, setVisibility] = useState<"unlisted" | "public" | "private">("unlisted");
  const [rated, setRated] = useState(true);
  const { busy, error, run, setError } = useAction();
  const [created, setCreated] = useState<MatchResource | null>(null);

  useEffect(() => {
    loadGames().then((gs) => {
      setGames(gs);
      if (!gs.some((g) => g.id === game) && gs[0]) setGame(gs[0].id);
    }, (e) => setError(messageOf(e)));
  }, []);

  const info = games?.find((g) => g.id === game);
  useEffect(() => {
    if (!info) return;
    setPlayers(info.players.min);
    setSeat(0);
    const defaults: Record<string, unknown> = {};
    for (const [k, spec] of Object.entries(info.options as Record<string, OptionSpec>)) defaults[k] = spec.default;
    setOptions(defaults);
  }, [info?.id]);

  const submit = (e: Event) => {
    e.preventDefault();
    if (!info) return;
    void run(async () => {
      const m = await api<MatchResource>("/api/matches", {
        method: "POST",
        body: { game: info.id, players, options, timeControl: { daysPerMove: days === "none" ? null : Number(days) }, seat, visibility, rated: me?.kind === "member" && rated, bots: botsOf(seatChoices, players, seat) },
      });
      // Every other seat is the computer's: the match has begun, open it.
      if (m.status === "active") navigate(`/m/${m.id}`);
      else setCreated(m);
    });
  };

  if (created) return html`<${Created} match=${created} game=${info} />`;

  const range = (a: number, b: number) => Array.from({ length: b - a + 1 }, (_, i) => a + i);
  return html`<section class="narrow">
    <h1>${t.newMatch()}</h1>
    ${loaded && !me
      ? html`<${Notice}>${t.whoFirst()} <a href="/signin?next=/new">${t.signInWithEmail()}</a>.<//>
          <${GuestForm} title=${t.playAsAGuest()} onDone=${() => undefined} />`
      : null}
    <form class="card new-match" onSubmit=${submit} aria-describedby=${error ? "new-error" : undefined}>
      <fieldset>
        <legend>${t.gameLegend()}</legend>
        <div class="game-choices">
          ${(games ?? []).map(
            (g) => html`<label class=${`game-choice${g.id === game ? " selected" : ""}`}>
              <input type="radio" name="game" value=${g.id} checked=${g.id === game} onChange=${() => setGame(g.id)} />
              <${GamePicture} id=${g.id} />
              <span>${g.name}</span>
            </label>`,
          )}
        </div>
        ${info ? html`<p class="muted">${t.gamePitch({ id: info.id, pitch: info.pitch })} <a href=${rulesUrl(info.id)}>${t.rulesOf({ game: info.name })}</a></p>` : null}
      </fieldset>
      ${info && info.players.min !== info.players.max
        ? html`<label for="players">${t.playersLabel()}</label>
            <select id="players" value=${String(players)} onChange=${(e: Event) => { setPlayers(Number((e.target as HTMLSelectElement).value)); setSeat(0); }}>
              ${range(info.players.min, info.players.max).map((n) => html`<option value=${String(n)}>${t.players({ min: n, max: n })}</option>`)}
            </select>`
        : info ? html`<p>${t.players({ min: info.players.min, max: info.players.min })}.</p>` : null}
      ${info
        ? Object.entries(info.options as Record<string, OptionSpec>).map(([key, spec]) => html`<${OptionField} key=${key} game=${info.id} name=${key} spec=${spec} value=${options[key]} onChange=${(v: unknown) => setOptions({ ...options, [key]: v })} />`)
        : null}
      <label for="days">${t.timeControl()}</label>
      <select id="days" value=${days} onChange=${(e: Event) => setDays((e.target as HTMLSelectElement).value)}>
        <option value="none">${t.noTimeControl()}</option>
        ${DAYS_PER_MOVE.map((d) => html`<option value=${String(d)}>${t.daysPerMove({ n: d })}</option>`)}
      </select>
      <label for="seat">${t.yourSeat()}</label>
      <select id="seat" value=${String(seat)} onChange=${(e: Event) => setSeat(Number((e.target as HTMLSelectElement).value))}>
        ${range(0, players - 1).map((s) => html`<option value=${String(s)}>${seatName(info, players, s)}</option>`)}
      </select>
      <${SeatChoices} players=${players} yours=${seat} choices=${seatChoices} onChange=${setSeatChoices} label=${(s: number) => seatName(info, players, s)} />
      <fieldset>
        <legend>${t.whoCanSee()}</legend>
        ${(["unlisted", "public", "private"] as const).map(
          (v) => html`<label class="radio">
            <input type="radio" name="visibility" value=${v} checked=${visibility === v} onChange=${() => setVisibility(v)} />
            <span><strong>${t.visibilityName({ v })}</strong>: ${t.visibilityHint({ v })}</span>
          </label>`,
        )}
      </fieldset>
      ${me?.kind === "member"
        ? html`<label class="checkbox"><input type="checkbox" checked=${rated} aria-describedby="rated-hint" onChange=${(e: Event) => setRated((e.target as HTMLInputElement).checked)} /> <span>${t.ratedLabel()}</span></label>
            <p id="rated-hint" class="muted small">${t.ratedHint()}</p>`
        : null}
      ${error ? html`<div id="new-error"><${Notice} kind="error">${error}<//></div>` : null}
      <button type="submit" disabled=${busy || !info || !me}>${busy ? t.creating() : t.createTheMatch()}</button>
    </form>
  </section>`;
}

function OptionField({ game, name, spec: raw, value, onChange }: { game: string; name: string; spec: OptionSpec; value: unknown; onChange: (v: unknown) => void }) {
  const spec = { ...raw, label: t.optionLabel({ game, key: name, label: raw.label }), description: raw.description && t.optionDescription({ game, key: name, description: raw.description }) };
  const id = `opt-${name}`;
  const desc = spec.description ? html`<p class="muted small" id=${`${id}-desc`}>${spec.description}</p>` : null;
  const described = spec.description ? `${id}-desc` : undefined;
  switch (spec.type) {
    case "boolean":
      return html`<label class="checkbox"><input id=${id} type="checkbox" checked=${!!value} aria-describedby=${described} onChange=${(e: Event) => onChange((e.target as HTMLInputElement).checked)} /> <span>${spec.label}</span></label>${desc}`;
    case "choice":
      return html`<label for=${id}>${spec.label}</label>
        <select id=${id} aria-describedby=${described} value=${String(value ?? spec.default)} onChange=${(e: Event) => {
          const raw = (e.target as HTMLSelectElement).value;
          onChange(spec.values.find((v) => String(v) === raw) ?? raw);
        }}>
          ${spec.values.map((v) => html`<option value=${String(v)}>${String(v)}</option>`)}
        </select>${desc}`;
    case "integer":
      return html`<label for=${id}>${spec.label}</label>
        <input id=${id} type="number" inputmode="numeric" min=${spec.min} max=${spec.max} step="1" aria-describedby=${described} value=${String(value ?? spec.default)} onInput=${(e: Event) => onChange(Number((e.target as HTMLInputElement).value))} />${desc}`;
  }
}

/** A seat's name for this many players ("White", "Player 3"; "Blanc", "Joueur 3"), else its number. */
function seatName(info: GameInfo | undefined, players: number, seat: number): string {
  const label = info?.seatNames?.[String(players)]?.[seat];
  return label ? t.seatLabel({ label }) : t.seatNumber({ n: seat + 1 });
}

function Created({ match: created, game }: { match: MatchResource; game: GameInfo | undefined }) {
  // Followed live, so that the page says when the others have come (and the seats taken so far).
  const match = useLiveMatch(created.id).match ?? created;
  const name = game?.name ?? match.game;
  const begun = match.status !== "open";
  const taken = match.seats.filter((s) => s.kind !== "free").length;
  return html`<section class="narrow">
    <h1>${t.newMatchReady({ game: name })}</h1>
    ${begun
      ? html`<${Notice} kind="success">${t.everySeatTaken()} <a href=${`/m/${match.id}`}>${t.goToTheMatch()}</a><//>`
      : html`<p>${t.sendTheInvite({ others: match.players - 1 })}</p><p class="muted" role="status">${t.seatsTakenSoFar({ taken, players: match.players })}</p>`}
    ${match.urls.invite
      ? html`<div class="card">
          <${CopyField} label=${t.inviteLink()} value=${match.urls.invite} />
          <div class="actions"><${ShareButton} url=${match.urls.invite} title=${t.shareTitle({ game: name })} text=${t.shareText({ game: name })} /></div>
        </div>`
      : null}
    ${match.visibility !== "private"
      ? html`<div class="card"><${CopyField} label=${t.embedCodeLabel()} value=${embedCode(match.urls.embed, t.gameOnDeadDrop({ game: name }))} multiline=${true} /></div>`
      : null}
    <p><a class="button" href=${`/m/${match.id}`}>${t.goToTheMatch()}</a></p>
  </section>`;
}
