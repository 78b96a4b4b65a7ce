/**
 * The boards in French (#34, docs/i18n.md): each game's board, rendered on the server as the embed
 * and board.svg/png render it and as the app does for a player, speaks French when given
 * `locale: "fr"`: French words of its own, the engines' English words translated by their code
 * (seat colours, Sleep's cards, Sub Rosa's locations and prompts), and none of the English
 * catalogue's words. English stays the default.
 */
import { h } from "preact";
import { renderToString } from "preact-render-to-string";
import { describe, expect, it } from "vitest";
import { gameUi } from "../../boards/index";
import { boardCatalogueKeys, boardWords } from "../../boards/i18n/index";
import * as en from "../../boards/i18n/en";
import type { MatchEnd } from "../../boards/board";
import { getGame } from "../../src/engine/registry";
import type { Locale } from "../../src/shared/locale";
import { textIn } from "../../src/shared/i18n";

type GameId = "sleepers" | "conspirateurs" | "sleep" | "subrosa";

/** Every plain text of the English catalogue (functions aside), as words that must not show in French. */
function englishTexts(o: object): string[] {
  return Object.values(o).flatMap((v) => (typeof v === "string" ? [v] : v && typeof v === "object" ? englishTexts(v) : []));
}
const ENGLISH = [...new Set(englishTexts(en))].filter((t) => t.trim().length > 2);
// Phrases the English board functions write, which no French text contains.
const ENGLISH_PHRASES = /\b(Your hand|Your move|to play|to move|Choose|Player \d|cards? in hand|Waiting for|sheltered|sleeper|Location [A-Z]|face-(up|down)|Last move|on board|Sleep Tokens|Turn \d|Deck \d)\b/;

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** The text a reader meets: visible text and the accessible names, with entities read back. */
function words(markup: string): string {
  const attrs = [...markup.matchAll(/(?:aria-label|aria-description)="([^"]*)"/g)].map((m) => m[1]);
  const text = markup.replace(/<[^>]*>/g, " ");
  return [text, ...attrs].join("\n").replace(/&#39;/g, "'").replace(/&quot;/g, '"').replace(/&amp;/g, "&").replace(/&lt;/g, "<").replace(/&gt;/g, ">");
}

function expectFrench(text: string, where: string) {
  for (const t of ENGLISH) expect(text, `${where}: English "${t}"`).not.toMatch(new RegExp(`(^|[^\\p{L}])${escapeRe(t)}($|[^\\p{L}])`, "u"));
  expect(text, where).not.toMatch(ENGLISH_PHRASES);
}

/** A position `plies` decisions into a match of `players`, each decision the first legal one of the first actor. */
function position(game: GameId, players: number, plies: number) {
  const g = getGame(game)!;
  let state = g.setup(players, {}, `fr-${game}-${players}`);
  for (let k = 0; k < plies; k++) {
    const actor = g.actors(state)[0];
    if (actor === undefined) break;
    const legal = g.legalMoves(state, actor);
    const res = g.apply(state, actor, legal[k % legal.length]);
    if (!("ok" in res)) throw new Error(textIn("en", res.error));
    state = res.ok;
  }
  return { g, state };
}

function render(game: GameId, players: number, plies: number, locale: Locale | undefined, extra: { ended?: MatchEnd; pending?: boolean } = {}) {
  const { g, state } = position(game, players, plies);
  const seat = g.actors(state)[0] ?? 0;
  const seats = Array.from({ length: players }, (_, s) => ({ seat: s, label: g.seatName(s, players), name: s === 1 ? "Bob" : null }));
  const legal = g.legalMoves(state, seat);
  const Board = gameUi(game).Board;
  const player = renderToString(
    h(Board, { view: g.view(state, seat), seat, seats, legal, onMove: () => {}, pending: extra.pending ? legal[0] : null, ended: extra.ended ?? null, locale }),
  );
  const spectator = renderToString(h(Board, { view: g.view(state, null), seat: null, seats, ended: extra.ended ?? null, locale }));
  return { player: words(player), spectator: words(spectator), summary: gameUi(game).summary(g.view(state, null)) };
}

/** Words only the French boards write, per game, and how far into a match to look. */
const CASES: { game: GameId; players: number; plies: number[]; french: RegExp[] }[] = [
  { game: "sleepers", players: 2, plies: [0, 6, 15], french: [/Votre main/, /Aux (Blancs|Noirs) de jouer/, /Victoire : reliez deux côtés/, /Plateau de Sleepers/, /hexagone/] },
  { game: "conspirateurs", players: 4, plies: [0, 30, 70], french: [/Conspirateurs, 4 joueurs/, /refuge/, /lieu de réunion/, /à l’abri/, /pion (noir|blanc|bleu|rouge)/] },
  { game: "sleep", players: 3, plies: [0, 5, 14], french: [/Votre main/, /Joueur 1/, /stade \d/, /jetons? de sommeil/, /Pioche \d+/] },
  { game: "subrosa", players: 3, plies: [0, 4, 9], french: [/Votre main \((Rouge|Bleu|Vert)\)/, /Lieu [A-Z] : /, /carte(s)? restant à jouer|Cartes restant à jouer/, /Cartes \+\/- restantes/] },
];

describe("the boards in French", () => {
  it("have every word in both languages (the typecheck fails first; this names the key)", () => {
    expect(boardCatalogueKeys.fr.filter((k) => !boardCatalogueKeys.en.includes(k)), "only in French").toEqual([]);
    expect(boardCatalogueKeys.en.filter((k) => !boardCatalogueKeys.fr.includes(k)), "missing in French").toEqual([]);
  });

  for (const c of CASES) {
    it(`${c.game}: a player's board and a spectator's speak French, with none of the English catalogue`, () => {
      const seen: string[] = [];
      for (const plies of c.plies) {
        const fr = render(c.game, c.players, plies, "fr", { pending: plies > 0 });
        expectFrench(fr.player, `${c.game} at ${plies}, player`);
        expectFrench(fr.spectator, `${c.game} at ${plies}, spectator`);
        seen.push(fr.player, fr.spectator);
        // English stays the default, and the catalogue's English is what it writes.
        expect(render(c.game, c.players, plies, undefined).player).toMatch(ENGLISH_PHRASES);
      }
      for (const word of c.french) expect(seen.join("\n"), `${c.game}: ${word}`).toMatch(word);
    });

    it(`${c.game}: a match ended outside the game reads in French`, () => {
      const resigned = render(c.game, c.players, c.plies[1]!, "fr", { ended: { winners: [0], draw: false, reason: "Bob a abandonné", cancelled: false } });
      expect(resigned.spectator).toMatch(/Terminée : .+ a gagné ; Bob a abandonné\./);
      expectFrench(resigned.spectator, `${c.game} resigned`);
      const cancelled = render(c.game, c.players, c.plies[1]!, "fr", { ended: { winners: [], draw: false, reason: "", cancelled: true } });
      expect(cancelled.player).toMatch(/Annulée avant sa fin\./);
      expectFrench(cancelled.player, `${c.game} cancelled`);
    });
  }

  it("translates the engines' words by their code: Sleep's cards, Sub Rosa's locations and prompts, seat colours", () => {
    const sleep = render("sleep", 3, 0, "fr").player;
    expect(sleep).toMatch(/carte (Endormissement|Sommeil|Sommeil paradoxal|Réveil|Endormissement ou Réveil)/);
    const { g, state } = position("sleep", 3, 0);
    const hand = (g.view(state, 0) as { hand: { code: string; name: string }[] }).hand;
    for (const card of hand) {
      const french = boardWords("fr").sleep.card(card.code, card.name);
      expect(french, card.code).not.toBe(card.name === "Coma" || card.name === "Radio" || card.name === "Cohabitation" || card.name === "Somnolence" ? "" : card.name);
      expect(sleep).toContain(french);
    }
    const subrosa = render("subrosa", 3, 0, "fr");
    const view = position("subrosa", 3, 0).g.view(position("subrosa", 3, 0).state, null) as { locations: { key: string; name: string }[] };
    for (const loc of view.locations) {
      const french = boardWords("fr").sr.location(loc.key, loc.name, "").name;
      expect(french, loc.key).not.toBe(loc.name);
      expect(subrosa.spectator).toContain(french);
    }
    expect(boardWords("fr").colour("Black")).toBe("Noir");
    expect(boardWords("fr").colour("Player 3")).toBe("Joueur 3");
    expect(boardWords("fr").sr.prompt("choose where your ☆ goes")).toBe("choisissez où va votre ☆");
  });

  it("wraps Sleep's prompt to the board's width in French, losing no word (an SVG text does not wrap by itself)", () => {
    const { g, state } = position("sleep", 3, 0);
    const seat = g.actors(state)[0]!;
    const Board = gameUi("sleep").Board;
    const seats = [0, 1, 2].map((s) => ({ seat: s, label: g.seatName(s, 3), name: null }));
    const markup = renderToString(h(Board, { view: g.view(state, seat), seat, seats, legal: g.legalMoves(state, seat), onMove: () => {}, pending: null, ended: null, locale: "fr" }));
    const prompt = /<text[^>]*aria-live="polite"[^>]*>(.*?)<\/text>/.exec(markup)![1]!;
    const lines = [...prompt.matchAll(/<tspan[^>]*>(.*?)<\/tspan>/g)].map((m) => m[1]!.replace(/&#39;/g, "'"));
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect([...line.trim()].length).toBeLessThanOrEqual(58);
    expect(lines.join("")).toBe(boardWords("fr").sleep.prompt("sleep"));
  });

  it("keeps French typography: a narrow no-break space before : ; ? ! and the typographic apostrophe", () => {
    for (const c of CASES) {
      const { player, spectator } = render(c.game, c.players, c.plies[1]!, "fr", { pending: true });
      for (const text of [player, spectator]) {
        expect(text, c.game).not.toMatch(/\p{L}[:;?!](\s|$)/u);
        expect(/.{0,40}\p{L} [:;?!].{0,10}/u.exec(text)?.[0] ?? null, `${c.game}: a plain space before the sign`).toBeNull();
        expect(text, c.game).not.toMatch(/\p{L}'\p{L}/u);
      }
    }
  });
});
