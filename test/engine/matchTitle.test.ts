/**
 * The match page's words in both languages (#34, docs/i18n.md): the tab's title, written from the
 * match resource by client/screens/matchTitle.ts with the loaded language's messages, and the
 * match catalogue's plurals and lists.
 */
import { afterAll, describe, expect, it } from "vitest";
import type { MatchResource } from "../../src/shared/api";
import { m } from "../../client/i18n/index";
import * as en from "../../client/i18n/en";
import * as fr from "../../client/i18n/fr";
import { matchTitle } from "../../client/screens/matchTitle";

type Seat = MatchResource["seats"][number];
const seat = (n: number, label: string, name: string | null): Seat => ({ seat: n, label, name, kind: name ? "human" : "free" }) as Seat;

function match(over: Partial<MatchResource>): MatchResource {
  return {
    status: "active",
    you: 0,
    actors: [0],
    outcome: null,
    seats: [seat(0, "White", "Ana"), seat(1, "Black", "Bob")],
    ...over,
  } as MatchResource;
}

const inEnglish = () => Object.assign(m, en);
const inFrench = () => Object.assign(m, fr);
afterAll(inEnglish);

describe("the tab's title on a match page", () => {
  it("says whose move it is, in English as before the catalogue", () => {
    inEnglish();
    expect(matchTitle(match({}), "Sleepers")).toBe("Your move · Sleepers vs Bob · Dead Drop");
    expect(matchTitle(match({ actors: [1] }), "Sleepers")).toBe("Bob's move · Sleepers vs Bob · Dead Drop");
    expect(matchTitle(match({ you: null, actors: [1] }), "Sleepers")).toBe("Bob's move · Sleepers: Ana vs Bob · Dead Drop");
    expect(matchTitle(match({ status: "finished", actors: [], outcome: { winners: [0], draw: false, reason: "" } as MatchResource["outcome"] }), "Sleepers")).toBe(
      "You won · Sleepers vs Bob · Dead Drop",
    );
    const three = [seat(0, "Player 1", "Ana"), seat(1, "Player 2", "Bob"), seat(2, "Player 3", "Cy")];
    expect(matchTitle(match({ seats: three, actors: [1, 2] }), "Sleep")).toBe("Waiting for Bob and Cy · Sleep vs Bob and Cy · Dead Drop");
    expect(matchTitle(match({ status: "open", actors: [], seats: [seat(0, "White", "Ana"), seat(1, "Black", null)] }), "Sleepers")).toBe(
      "Waiting for players · Sleepers · Dead Drop",
    );
  });

  it("says it in French, with the French seat names and typography", () => {
    inFrench();
    expect(matchTitle(match({}), "Sleepers")).toBe("À vous de jouer · Sleepers contre Bob · Dead Drop");
    expect(matchTitle(match({ actors: [1] }), "Sleepers")).toBe("Au tour de Bob · Sleepers contre Bob · Dead Drop");
    expect(matchTitle(match({ you: null, actors: [1] }), "Sleepers")).toBe("Au tour de Bob · Sleepers : Ana contre Bob · Dead Drop");
    expect(matchTitle(match({ status: "finished", actors: [], outcome: { winners: [1], draw: false, reason: "" } as MatchResource["outcome"] }), "Sleepers")).toBe(
      "Vous avez perdu · Sleepers contre Bob · Dead Drop",
    );
    const three = [seat(0, "Player 1", "Ana"), seat(1, "Player 2", "Bob"), seat(2, "Player 3", null)];
    expect(matchTitle(match({ seats: three, you: null, actors: [1, 2] }), "Sleep")).toBe("En attente de Bob et Joueur 3 · Sleep : Ana contre Bob · Dead Drop");
    expect(matchTitle(match({ status: "aborted", actors: [] }), "Sleepers")).toBe("Annulée · Sleepers contre Bob · Dead Drop");
  });
});

describe("the match catalogue's plurals and lists", () => {
  it("counts and lists in each language", () => {
    expect(en.matchFinalPosition({ moves: 1 })).toBe("The final position, after 1 move.");
    expect(fr.matchFinalPosition({ moves: 1 })).toBe("La position finale, après 1 coup.");
    expect(fr.matchFinalPosition({ moves: 12 })).toBe("La position finale, après 12 coups.");
    expect(en.matchInvitedSeats({ taken: ["Ana (White)"], free: ["Black"] })).toBe("Ana (White) is playing. 1 seat is free: Black.");
    expect(fr.matchInvitedSeats({ taken: ["Ana (Blanc)", "Bob (Rouge)"], free: ["Noir", "Bleu"] })).toBe("Ana (Blanc) et Bob (Rouge) jouent. 2 places libres : Noir, Bleu.");
    expect(fr.matchOffersADraw({ names: ["Bob"] })).toBe("Bob propose la nulle.");
    expect(fr.matchWonBanner({ names: ["Bob", "Cy"] })).toBe("Bob et Cy ont gagné.");
    expect(fr.seatLabel({ label: "Black" })).toBe("Noir");
    expect(fr.matchWaitingForMore({ n: 1 })).toBe("En attente d’un joueur de plus");
    expect(en.matchWaitingForMore({ n: 2 })).toBe("Waiting for 2 more players");
  });
});
