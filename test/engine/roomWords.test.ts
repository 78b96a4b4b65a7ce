/** The room's words (#34): messages written in each language, the seats named, a view's messages written. */
import { describe, expect, it } from "vitest";
import { writtenIn } from "../../src/shared/i18n";
import { msg, textIn } from "../../src/shared/i18n";

describe("the room's words", () => {
  it("writes a log line's seats and the computer in each language, saying the same in both", () => {
    const offer = msg("logSeatOffered", { who: msg("roomWho", { label: "Black", name: "Ann" }), seat: "Player 3" });
    expect(textIn("en", offer)).toBe("Ann (Black) offers Player 3, which the computer plays, to a newcomer");
    expect(textIn("fr", offer)).toBe("Ann (Noir) propose à un nouveau venu la place Joueur 3, que joue l’ordinateur");
    const declined = msg("logDrawDeclined", { who: msg("roomWho", { label: "White", name: "Computer (strong)" }) });
    expect(textIn("fr", declined)).toBe("Ordinateur (fort) (Blanc) a refusé la nulle");
    const vacation = msg("logVacation", { who: "Ann", until: Date.UTC(2026, 11, 24, 18) });
    expect(textIn("en", vacation)).toBe("Ann is on vacation until 24 Dec 2026, 18:00 UTC; their clock is stopped");
    expect(textIn("fr", vacation)).toMatch(/^Ann est en vacances jusqu’au 24 déc\. 2026.* 18:00 UTC ; sa pendule est arrêtée$/);
  });

  it("names numbered seats by who played them, in the language's own word", () => {
    expect(textIn("en", msg("roomNamed", { text: "Player 2 slept best", names: [null, "Bob"] }))).toBe("Bob slept best");
    expect(textIn("fr", msg("roomNamed", { text: "Joueur 2 a le mieux dormi", names: [null, "Bob"] }))).toBe("Bob a le mieux dormi");
  });

  it("names the computer in the reader's language, and elides French 'de' before a vowel", () => {
    expect(textIn("fr", msg("roomNamed", { text: "Joueur 2 a le mieux dormi", names: [null, "Computer (normal)"] }))).toBe("Ordinateur (normal) a le mieux dormi");
    expect(textIn("en", msg("roomNamed", { text: "Player 2 slept best", names: [null, "Computer (normal)"] }))).toBe("Computer (normal) slept best");
    const text = "la tuile de Joueur 1 et celle de Joueur 2";
    expect(textIn("fr", msg("roomNamed", { text, names: ["Anne", "Bob"] }))).toBe("la tuile d’Anne et celle de Bob");
    expect(textIn("fr", msg("roomNamed", { text, names: ["Computer (strong)", "Éloïse"] }))).toBe("la tuile d’Ordinateur (fort) et celle d’Éloïse");
    const moment = msg("reviewMoment", { line: "Anne a joué", who: "Ordinateur (normal)", rose: true, from: 0.25, to: 0.5 });
    expect(textIn("fr", moment)).toBe("Anne a joué. Les chances de gagner d’Ordinateur (normal) sont montées de 25\u202f% à 50\u202f%.");
  });

  it("writes the messages inside a view, copying only what holds one", () => {
    const board = { cells: [1, 2, 3] };
    const view = { board, outcome: { winners: [0], reason: msg("outcomeDrawAgreed") } };
    const fr = writtenIn("fr", view);
    expect(fr).toEqual({ board, outcome: { winners: [0], reason: "nulle par accord" } });
    expect(fr.board).toBe(board);
    expect(view.outcome.reason).toEqual(msg("outcomeDrawAgreed"));
    const plain = { a: [{ b: "c" }] };
    expect(writtenIn("fr", plain)).toBe(plain);
  });
});

describe("the room's words elsewhere", () => {
  it("writes a review's moment and a tournament's rounds in each language", () => {
    const moment = msg("reviewMoment", { line: msg("logDrawOffered", { who: msg("roomWho", { label: "Red", name: "Ann" }) }), who: msg("roomWho", { label: "Blue", name: "Bob" }), rose: true, from: 0.4, to: 0.7 });
    expect(textIn("en", moment)).toBe("Ann (Red) offered a draw. Bob (Blue)'s chance to win rose from 40% to 70%.");
    expect(textIn("fr", moment)).toBe("Ann (Rouge) a proposé la nulle. Les chances de gagner de Bob (Bleu) sont montées de 40\u202f% à 70\u202f%.");
    const rounds = msg("tournamentRounds", { rounds: [{ n: 1, others: ["Bob", "Cy"] }, { n: 2, others: null }] });
    expect(textIn("en", rounds)).toBe("Round 1: you play Bob, Cy. Round 2: you have a bye (1 point).");
    expect(textIn("fr", rounds)).toBe("Ronde 1 : vous jouez contre Bob et Cy. Ronde 2 : vous n’avez pas d’adversaire (1 point).");
  });
});
