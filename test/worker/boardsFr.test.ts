/**
 * The boards' own words in the reader's language (#34, docs/i18n.md), through the real routes in
 * workerd: the embed page, its fragment, board.svg and board.png draw each game's board in French
 * for ?lang=fr (or a French browser) and in English otherwise.
 */
import { describe, expect, it } from "vitest";
import { client, createMatch, guest, inviteOf, playDecisions } from "./helpers";

const anon = client();
const FR = { "accept-language": "fr-FR,fr;q=0.9" };

/** A board word of each game in French, and the same word in English. */
const WORDS: Record<string, { fr: RegExp; en: RegExp }> = {
  sleepers: { fr: /Victoire : reliez deux côtés de même numéro/, en: /Win: join two sides of the same number/ },
  conspirateurs: { fr: /Conspirateurs, 2 joueurs, (coup \d+|phase de placement) :/, en: /Conspirateurs, 2 players, (move \d+|drop phase):/ },
  sleep: { fr: /stade 0 éveillé … 4 profond · ★ premier/, en: /stage 0 awake … 4 deep · ★ first/ },
  subrosa: { fr: /Cartes \+\/- restantes : \d+/, en: /\+\/- cards left: \d+/ },
};

describe("the boards of the embed and the board images in the reader's language", () => {
  for (const [game, words] of Object.entries(WORDS)) {
    it(`${game}: French for ?lang=fr and a French browser, English otherwise`, async () => {
      const a = await guest(`${game} Ann`);
      const b = await guest(`${game} Ben`);
      const m = await createMatch(a, { game, players: 2, visibility: "public" });
      expect((await b.json(`/api/matches/${m.id}/join`, { json: { invite: inviteOf(m) } })).status).toBe(200);
      await playDecisions([a, b], m.id, 3);

      for (const path of [`/embed/${m.id}`, `/embed/${m.id}/fragment`, `/api/matches/${m.id}/board.svg`]) {
        const french = await (await anon.fetch(`${path}?lang=fr`)).text();
        expect(french, path).toMatch(words.fr);
        expect(french, path).not.toMatch(words.en);
        const browser = await (await anon.fetch(path, { headers: FR })).text();
        expect(browser, path).toMatch(words.fr);
        const english = await (await anon.fetch(path)).text();
        expect(english, path).toMatch(words.en);
        expect(english, path).not.toMatch(words.fr);
      }

      const png = async (query: string) => {
        const res = await anon.fetch(`/api/matches/${m.id}/board.png${query}`);
        expect(res.status).toBe(200);
        return { etag: res.headers.get("etag"), bytes: new Uint8Array(await res.arrayBuffer()) };
      };
      const [en, fr] = [await png(""), await png("?lang=fr")];
      expect(fr.etag).toMatch(/-fr-v\d+"$/);
      expect(fr.bytes, "the French picture draws other words").not.toEqual(en.bytes);
    });
  }
});
