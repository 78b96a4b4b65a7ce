/**
 * The room's commands as pure decisions (src/match/commands.ts) and the alarm a change arms
 * (src/match/clock.ts announceAlarmAt): refusals as values with a status and a reason, changes
 * as the events to commit, nothing read from storage or the clock.
 */
import { describe, expect, it } from "vitest";
import { announceAlarmAt } from "../../src/match/clock";
import { botSeatChange, budgetRefusal, drawChange, idempotencyKeyOf, joinAccess, joinChange, moveChange, REPLAYED, vacationChange } from "../../src/match/commands";
import { actorsOf, gameOf } from "../../src/match/state";
import { msg, textIn } from "../../src/shared/i18n";
import { folded } from "../support/startedMatch";

const meta = (visibility: "public" | "private", players = 2) => ({ id: "commands01", game: "conspirateurs", players, options: {}, visibility, daysPerMove: null, seed: "s", invite: "inv1", createdBy: "u0", createdAt: 0, rematchOf: null });
const open = (visibility: "public" | "private" = "public") => folded([{ kind: "created", meta: meta(visibility), seat: 0, userId: "u0", name: "Ann" }]);
const started = (bots = false) =>
  folded([{ kind: "created", meta: meta("public"), seat: 0, userId: "u0", name: "Ann", ...(bots ? { bots: [{ seat: 1, level: "easy" as const }] } : {}) }, ...(bots ? [] : [{ kind: "joined" as const, seat: 1, userId: "u1", name: "Bob" }])]);
const stands = () => true;

describe("commands", () => {
  it("a move: the actor's move is a change that spends the move budget; a stale, early or out-of-turn move is refused", () => {
    const s = started();
    const actor = actorsOf(s)[0]!;
    const move = gameOf(s).legalMoves(s.game, actor)[0];
    expect(moveChange(s, actor, { seq: s.seq, move, alreadyApplied: false, standsSince: stands })).toEqual({ events: [{ kind: "move", seat: actor, move }], refused: 422, idempotencyKey: undefined, budget: "moves" });
    expect(moveChange(s, 1 - actor, { seq: s.seq, move, alreadyApplied: false, standsSince: stands })).toMatchObject({ ok: false, status: 403 });
    expect(moveChange(s, actor, { seq: s.seq - 1, move, alreadyApplied: false, standsSince: () => false })).toMatchObject({ ok: false, status: 409, extra: { seq: s.seq } });
    expect(moveChange(s, actor, { seq: s.seq - 1, move, alreadyApplied: false, standsSince: stands })).toHaveProperty("events");
    expect(moveChange(open(), 0, { seq: 1, move, alreadyApplied: false, standsSince: stands })).toMatchObject({ ok: false, status: 409, detail: msg("roomNotStarted") });
    expect(moveChange(s, actor, { seq: 1, move, idempotencyKey: idempotencyKeyOf("u0", "k1"), alreadyApplied: true, standsSince: stands })).toBe(REPLAYED);
  });

  it("the move budget refuses with 429 and the wait, or not at all", () => {
    expect(budgetRefusal(0, "moves")).toBeNull();
    const refused = budgetRefusal(2, "moves");
    expect(refused).toEqual({ ok: false, status: 429, detail: msg("roomTooFast", { doing: "moves", wait: 2 }), extra: { retryAfter: 2 } });
    expect(textIn("en", refused!.ok ? "" : refused!.detail)).toBe("You are sending moves faster than anyone plays: wait 2 seconds. Nothing was changed.");
    expect(textIn("fr", refused!.ok ? "" : refused!.detail)).toBe("Vous envoyez des coups plus vite que personne ne joue : attendez 2 secondes. Rien n’a été changé.");
  });

  it("a draw offer spends the budget only where the computer must judge it; accepting needs an offer", () => {
    expect(drawChange(started(), 0, "offer")).not.toHaveProperty("budget");
    expect(drawChange(started(true), 0, "offer")).toMatchObject({ budget: "draws" });
    expect(drawChange(started(true), 0, "decline")).not.toHaveProperty("budget");
    expect(drawChange(started(), 0, "accept")).toMatchObject({ ok: false, status: 409 });
  });

  it("a join: a private match answers as unknown only once the invite fails; a wrong seat names the free ones", () => {
    const priv = open("private");
    const bob = { userId: "u1", name: "Bob" };
    const access = joinAccess(priv, bob);
    expect(access.refused).toBeNull();
    expect(joinChange(priv, bob, "wrong", undefined, access.hidden)).toMatchObject({ ok: false, status: 404 });
    expect(joinChange(priv, bob, "inv1", undefined, access.hidden)).toEqual({ events: [{ kind: "joined", seat: 1, userId: "u1", name: "Bob" }], refused: 409 });
    expect(joinChange(priv, bob, "inv1", 0, access.hidden)).toMatchObject({ ok: false, status: 409, extra: { freeSeats: [1] } });
    expect(joinAccess(null, bob).refused).toMatchObject({ status: 404 });
  });

  it("a bot seat is the creator's to give, while the match waits", () => {
    expect(botSeatChange(open(), { userId: "u1", name: "Bob" }, 1, "easy")).toMatchObject({ ok: false, status: 403 });
    expect(botSeatChange(open(), { userId: "u0", name: "Ann" }, 1, "easy")).toEqual({ events: [{ kind: "bot-seat", seat: 1, level: "easy" }], refused: 409 });
    expect(botSeatChange(started(), { userId: "u0", name: "Ann" }, 1, "easy")).toMatchObject({ ok: false, status: 409 });
  });

  it("a vacation stops the seat's clock while the match is not over; nothing for someone not seated", () => {
    expect(vacationChange(started(), "u1", 5, 9)).toEqual({ events: [{ kind: "vacation", seat: 1, from: 5, until: 9 }], refused: 409 });
    expect(vacationChange(started(), "u9", 5, 9)).toBeNull();
    expect(vacationChange({ ...started(), status: "aborted" }, "u1", 5, 9)).toBeNull();
  });

  it("the alarm after a change: now when the computer decides, else after the delivery window and not before a retry", () => {
    const s = started();
    expect(announceAlarmAt(s, 1000, { window: 5000, retryAt: null })).toBe(6000);
    expect(announceAlarmAt(s, 1000, { window: 5000, retryAt: 9000 })).toBe(9000);
    const withBot = started(true);
    const botDeciding = actorsOf(withBot).includes(1) ? withBot : folded([...[{ kind: "created" as const, meta: meta("public"), seat: 1, userId: "u0", name: "Ann", bots: [{ seat: 0, level: "easy" as const }] }]]);
    expect(announceAlarmAt(botDeciding, 1000, { window: 5000, retryAt: 9000 })).toBe(1000);
  });
});
