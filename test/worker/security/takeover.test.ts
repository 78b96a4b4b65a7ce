/**
 * A seat taken over (DESIGN "Seats taken over, and digests"; src/match/seats.ts): in a 3-player
 * Sleep match seat 1's player writes notes and resigns, the computer plays the seat, seat 0
 * offers it, and a newcomer takes it over and plays it. The newcomer reads the seat's past as a
 * spectator read it (log lines, earlier positions), never its private lines, earlier hands or
 * notes; the leaver stays out (what a spectator sees); the match state marks the seat
 * (`takenOverSeats`), and the leaver's resignation counts in their reliability.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { isCode } from "../../../src/engine/sleep/cards";
import { replay } from "../../../src/match/fold";
import { takenOverSeats } from "../../../src/match/seats";
import type { MatchResource } from "../../../src/shared/api";
import { inviteOf, type Client } from "../helpers";
import { findTokens, getMatch, guest, inRoom, member, openSocket, roomMatch, roomSettled } from "./support";
import { gameOf, type MatchState } from "../../../src/match/state";
import { lineIn, type ViewerLine } from "../../../src/match/logLines";
import { textIn, type Text } from "../../../src/shared/i18n";

type Player = Client & { email?: string };

const isActor = (s: MatchState, seat: number) => s.status === "active" && (s.game as any).deciders[seat] && !(s.game as any).pending[seat];

async function play(c: Client, id: string): Promise<MatchState> {
  const r = await getMatch(c, id);
  expect(r.body.legal?.length, `${c.name} has moves`).toBeGreaterThan(0);
  const res = await c.json(`/api/matches/${id}/moves`, { json: { seq: r.body.seq, move: r.body.legal![0] } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return roomSettled(id);
}

/** Plays the people's seats (`seats[i]` plays seat i; null: the computer's) until `done`. */
async function playUntil(id: string, seats: (Player | null)[], done: (s: MatchState) => boolean, limit = 300): Promise<MatchState> {
  let s = await roomSettled(id);
  for (let i = 0; i < limit && !done(s); i++) {
    expect(s.status, `the match ended before the position looked for (seq ${s.seq})`).toBe("active");
    const seat = seats.findIndex((p, k) => p !== null && isActor(s, k));
    expect(seat, `someone decides at seq ${s.seq}`).toBeGreaterThanOrEqual(0);
    s = await play(seats[seat]!, id);
  }
  expect(done(s), "the position looked for was reached").toBe(true);
  return s;
}

/** Every card code in a view (its strings that are codes). */
function codesIn(value: unknown, out = new Set<string>()): Set<string> {
  if (typeof value === "string" && isCode(value)) out.add(value);
  else if (Array.isArray(value)) value.forEach((v) => codesIn(v, out));
  else if (value && typeof value === "object") Object.values(value).forEach((v) => codesIn(v, out));
  return out;
}

const text = (r: { body: unknown }) => JSON.stringify(r.body);

describe("a seat taken over from the computer", () => {
  it("is offered by a player, taken by a newcomer who then moves and reads nothing of the seat's past; the leaver stays out", async () => {
    const tag = `${Date.now()}-${Math.floor(Math.random() * 1e9)}`;
    const players: Player[] = [];
    for (let i = 0; i < 3; i++) players.push(await member(`Seat${i}`, `take-${i}-${tag}@example.com`));
    const watcher = await member("Watcher", `take-watch-${tag}@example.com`);
    const created = await players[0]!.json<MatchResource>("/api/matches", { json: { game: "sleep", players: 3, visibility: "public" } });
    expect(created.status).toBe(201);
    const id = created.body.id;
    for (const p of players.slice(1)) expect((await p.json(`/api/matches/${id}/join`, { json: { invite: inviteOf(created.body) } })).status).toBe(200);

    // Seat 1 decides privately at least once, writes notes, then leaves.
    await playUntil(id, players, (s) => isActor(s, 1));
    await play(players[1]!, id);
    const secretNote = `NOTE-${tag}-the-owl-is-mine`;
    expect((await players[1]!.json(`/api/matches/${id}/notes`, { method: "PUT", json: { text: secretNote } })).status).toBe(200);
    const early = await playUntil(id, players, (s) => s.seq > 8);
    const leaver = players[1]!;
    expect((await leaver.json(`/api/matches/${id}/resign`, { method: "POST" })).status).toBe(200);
    // The computer plays the seat for a while.
    let s = await playUntil(id, [players[0]!, null, players[2]!], (x) => x.seq > early.seq + 6);
    expect(s.seats[1]).toMatchObject({ kind: "bot", resigned: true });

    // Who may offer what.
    expect((await watcher.json(`/api/matches/${id}/seats/1/offer`, { method: "POST" })).status).toBe(403);
    expect((await leaver.json(`/api/matches/${id}/seats/1/offer`, { method: "POST" })).status).toBe(403);
    const notLeft = await players[0]!.json<any>(`/api/matches/${id}/seats/2/offer`, { method: "POST" });
    expect(notLeft.status).toBe(409);
    expect(notLeft.body.detail).toMatch(/player who left/);
    expect((await players[0]!.json(`/api/matches/${id}/seats/7/offer`, { method: "POST" })).status).toBe(404);
    const offer = await players[2]!.json<{ seat: number; invite: string; url: string }>(`/api/matches/${id}/seats/1/offer`, { method: "POST" });
    expect(offer.status, JSON.stringify(offer.body)).toBe(200);
    expect(offer.body.url).toContain(`/m/${id}?invite=`);
    const again = await players[0]!.json<{ invite: string }>(`/api/matches/${id}/seats/1/offer`, { method: "POST" });
    expect(again.body.invite).toBe(offer.body.invite);
    expect((await getMatch(watcher, id)).body.seats[1]).toMatchObject({ offered: true, kind: "bot" });
    expect(text(await getMatch(watcher, id))).not.toContain(offer.body.invite);
    // The public lobby lists it as a seat open in a running match.
    await inRoom(id, (room) => room.flushOutbox());
    const lobby = await watcher.json<any[]>("/api/matches");
    expect(lobby.body.find((e) => e.id === id)).toMatchObject({ offeredSeat: 1, url: offer.body.url });

    // The leaver and the other players cannot take it; a newcomer can.
    expect((await leaver.json(`/api/matches/${id}/join`, { json: { invite: offer.body.invite } })).status).toBe(403);
    expect((await players[0]!.json(`/api/matches/${id}/join`, { json: { invite: offer.body.invite } })).status).toBe(409);
    const newcomer = await guest("Newbie");
    const newcomerSocket = await openSocket(newcomer, id);
    const leaverSocket = await openSocket(leaver, id);
    const before = await roomMatch(id);
    const taken = await newcomer.json<MatchResource>(`/api/matches/${id}/join`, { json: { invite: offer.body.invite } });
    expect(taken.status, JSON.stringify(taken.body)).toBe(200);
    expect(taken.body.you).toBe(1);
    expect(taken.body.seats[1]).toMatchObject({ name: "Newbie", kind: "human", takenOver: true });
    const T = taken.body.seq;
    s = await roomMatch(id);
    expect(takenOverSeats(s)).toEqual([1]);
    expect(s.leavers).toMatchObject([{ seat: 1, userId: (await leaver.json<any>("/api/me")).body.id, reason: "resigned" }]);
    // The invite is used up.
    expect((await (await guest("Late")).json(`/api/matches/${id}/join`, { json: { invite: offer.body.invite } })).status).toBe(403);

    // What the seat saw before: its private log lines, hands, notes. Tokens: lines only seat 1 read,
    // and cards seat 1 held before the takeover that neither a spectator nor its view now shows.
    const rows = await inRoom(id, (room) => room.sql.exec("SELECT seq, lines FROM events WHERE seq < ? ORDER BY seq", T).toArray() as { seq: number; lines: string }[]);
    const privateLines = rows.flatMap((r) => {
      // Stored as messages (#34): written as the English reader reads them.
      const lines = JSON.parse(r.lines) as ViewerLine[];
      const t = (l: ViewerLine | undefined) => lineIn("en", l, null).text;
      return t(lines[1]) !== t(lines[3]) ? [t(lines[1])] : [];
    });
    expect(privateLines.length, "seat 1 had private log lines").toBeGreaterThan(0);
    const seen = new Set<string>();
    const spectatorSeen = new Set<string>();
    const views = await inRoom(id, (room) => {
      const out: { seat1: unknown; spectator: unknown }[] = [];
      for (let at = 1; at < T; at++) {
        const st = room.store.stateAt(at) as MatchState;
        if (st.game) out.push({ seat1: gameOf(st).view(st.game, 1), spectator: gameOf(st).view(st.game, null) });
      }
      return out;
    });
    for (const v of views) {
      codesIn(v.seat1, seen);
      codesIn(v.spectator, spectatorSeen);
    }
    codesIn(taken.body.view, spectatorSeen);
    const hiddenCodes = [...seen].filter((c) => !spectatorSeen.has(c));
    const tokens = [secretNote, ...privateLines, ...hiddenCodes.map((c) => `"${c}"`)];
    expect(tokens.length).toBeGreaterThan(privateLines.length);

    // Everything the newcomer reads right after the takeover.
    const answers: string[] = [text(taken)];
    const log = await newcomer.json<{ seq: number; text: string }[]>(`/api/matches/${id}/log`);
    answers.push(text(log));
    const watcherLog = await watcher.json<{ seq: number }[]>(`/api/matches/${id}/log`);
    expect(JSON.stringify(log.body.filter((l) => l.seq <= T)), "the seat's past reads as a spectator's").toBe(JSON.stringify(watcherLog.body.filter((l) => l.seq <= T)));
    expect(log.body.find((l) => l.seq === T)?.text).toBe("Newbie took over Player 2 from the computer");
    for (let at = 1; at < T; at++) {
      const mine = await newcomer.json(`/api/matches/${id}/history?at=${at}`);
      expect(text(mine), `position ${at} as a spectator saw it`).toBe(text(await watcher.json(`/api/matches/${id}/history?at=${at}`)));
      answers.push(text(mine));
    }
    const notes = await newcomer.json<{ text: string }>(`/api/matches/${id}/notes`);
    expect(notes.body.text).toBe("");
    answers.push(text(notes), text(await newcomer.json(`/api/matches/${id}/chat`)), text(await newcomer.json("/api/me/notifications")), text(await newcomer.json("/api/me/matches")));
    answers.push(...newcomerSocket.texts);
    for (const a of answers) expect(findTokens(a, tokens), a.slice(0, 300)).toEqual([]);
    expect(findTokens(text(await getMatch(players[0]!, id)), [offer.body.invite]).length).toBe(0);

    // The leaver: a spectator's view, byte for byte, on HTTP and the socket.
    const [leaverView, watcherView] = [await getMatch(leaver, id), await getMatch(watcher, id)];
    expect(leaverView.body.you).toBeNull();
    expect(leaverView.text).toBe(watcherView.text);
    expect(text(await leaver.json(`/api/matches/${id}/log`))).toBe(text(await watcher.json(`/api/matches/${id}/log`)));
    const socketAtT = await leaverSocket.waitFor((m) => m.type === "match" && m.match.seq >= T);
    expect(socketAtT.match.you).toBeNull();
    expect((await leaver.json(`/api/matches/${id}/moves`, { json: { seq: T, move: { kind: "pass" } } })).status).toBe(403);
    await inRoom(id, (room) => room.flushOutbox());
    expect((await leaver.json<any[]>("/api/me/matches")).body.map((m) => m.id)).not.toContain(id);
    expect((await newcomer.json<any[]>("/api/me/matches")).body.find((m) => m.id === id)).toMatchObject({ you: 1 });
    expect((await leaver.json<any>("/api/me")).body.reliability).toEqual({ resignations: 1, timeouts: 0 });

    // The newcomer plays the seat: its own lines from then on; the computer no longer does.
    const seats = [players[0]!, newcomer, players[2]!];
    s = await playUntil(id, seats, (x) => x.status !== "active" || isActor(x, 1));
    if (s.status === "active") {
      // Told of their move in their own inbox; the leaver's old "your move" is not rewritten for them.
      await inRoom(id, (room) => room.flushOutbox());
      const turns = (await newcomer.json<{ items: { kind: string; url: string }[] }>("/api/me/notifications")).body.items.filter((n) => n.kind === "turn");
      expect(turns.map((n) => n.url)).toEqual([`/m/${id}`]);
      const moved = await play(newcomer, id);
      expect(moved.seq).toBeGreaterThan(T);
      const own = (await newcomer.json<{ seq: number; text: string; seat: number | null }[]>(`/api/matches/${id}/log`)).body.filter((l) => l.seq > T);
      const theirs = (await watcher.json<{ seq: number; text: string }[]>(`/api/matches/${id}/log`)).body.filter((l) => l.seq > T);
      // The seat's own column after the takeover (with sealed decisions, SP-5, it may read as a spectator's).
      const seatLines = (await inRoom(id, (room) => room.store.log(T, { index: 1 }))) as { seq: number; text: Text }[];
      expect(own.map((l) => l.text), "the newcomer reads the seat's own lines after the takeover").toEqual(seatLines.map((l) => textIn("en", l.text)));
      expect(theirs.length).toBe(own.length);
    }
    expect((await roomMatch(id)).seats[1]).toMatchObject({ kind: "human", name: "Newbie" });
    // The log replays exactly to the room's state, the offer, the takeover and the departure included.
    const replayed = await inRoom(id, (room) => {
      // The public log, then the decisions sealed since (SP-5), as a room replays them on wake.
      const events = [...room.sql.exec("SELECT payload, at FROM events ORDER BY seq").toArray(), ...room.sql.exec("SELECT payload, at FROM sealed ORDER BY n").toArray()] as { payload: string; at: number }[];
      return JSON.stringify(replay(events.map((e) => ({ event: JSON.parse(e.payload), at: e.at })))) === JSON.stringify(room.match);
    });
    expect(replayed).toBe(true);
    // The leaver got nothing the newcomer was told.
    const leaverInbox = (await leaver.json<{ items: { title: string; createdAt: string }[] }>("/api/me/notifications")).body.items;
    expect(leaverInbox.filter((i) => Date.parse(i.createdAt) > before.updatedAt && !/won|lost|Drawn/.test(i.title))).toEqual([]);
    void env;
    newcomerSocket.close();
    leaverSocket.close();
  }, 300_000);
});

describe("a partnership seat taken over", () => {
  it("gives the newcomer none of the team channel's earlier lines, and the partner's new ones", async () => {
    const tag = `${Date.now()}-${Math.floor(Math.random() * 1e9)}`;
    const players: Player[] = [];
    for (let i = 0; i < 4; i++) players.push(await member(`Team${i}`, `team-${i}-${tag}@example.com`));
    const created = await players[0]!.json<MatchResource>("/api/matches", { json: { game: "conspirateurs", players: 4 } });
    expect(created.status).toBe(201);
    const id = created.body.id;
    for (const p of players.slice(1)) expect((await p.json(`/api/matches/${id}/join`, { json: { invite: inviteOf(created.body) } })).status).toBe(200);
    const teamOf1 = (await players[1]!.json<{ channels: string[] }>(`/api/matches/${id}/chat?channel=team`)).body;
    expect(teamOf1.channels).toContain("team");
    const secret = `TEAM-${tag}-plan`;
    expect((await players[1]!.json(`/api/matches/${id}/chat`, { json: { text: secret, channel: "team" } })).status).toBe(201);
    expect((await players[1]!.json(`/api/matches/${id}/resign`, { method: "POST" })).status).toBe(200);
    const offer = await players[0]!.json<{ invite: string }>(`/api/matches/${id}/seats/1/offer`, { method: "POST" });
    expect(offer.status, JSON.stringify(offer.body)).toBe(200);
    const newcomer = await guest("Newbie");
    expect((await newcomer.json(`/api/matches/${id}/join`, { json: { invite: offer.body.invite } })).status).toBe(200);
    const read = await newcomer.json<{ messages: { text: string }[]; channels: string[] }>(`/api/matches/${id}/chat?channel=team`);
    expect(read.status).toBe(200);
    expect(read.body.channels).toContain("team");
    expect(findTokens(JSON.stringify(read.body), [secret])).toEqual([]);
    expect((await newcomer.json(`/api/matches/${id}/chat/report`, { json: { n: 1, channel: "team" } })).status).toBe(404);
    // The partner (White+Red: seats 1 and 3) read the old line; their new one reaches the newcomer.
    expect((await players[3]!.json<{ messages: { text: string }[] }>(`/api/matches/${id}/chat?channel=team`)).body.messages.map((m) => m.text)).toEqual([secret]);
    expect((await players[3]!.json(`/api/matches/${id}/chat`, { json: { text: "welcome aboard", channel: "team" } })).status).toBe(201);
    const after = await newcomer.json<{ messages: { text: string; n: number }[] }>(`/api/matches/${id}/chat?channel=team`);
    expect(after.body.messages.map((m) => m.text)).toEqual(["welcome aboard"]);
    // Nor how much was said before: the newcomer's lines are numbered from their first, on every channel.
    expect(after.body.messages.map((m) => m.n)).toEqual([1]);
    const socket = await openSocket(newcomer, id);
    await socket.waitFor((m) => m.type === "match");
    expect((await players[3]!.json(`/api/matches/${id}/chat`, { json: { text: "second", channel: "team" } })).status).toBe(201);
    expect((await socket.waitFor((m) => m.type === "chat")).message).toMatchObject({ text: "second", n: 2 });
    socket.close();
    const own = await newcomer.json<{ n: number }>(`/api/matches/${id}/chat`, { json: { text: "thanks", channel: "team" } });
    expect(own.body.n).toBe(3);
    expect((await players[3]!.json<{ messages: { n: number }[] }>(`/api/matches/${id}/chat?channel=team`)).body.messages.map((m) => m.n)).toEqual([1, 2, 3, 4]);
    expect((await newcomer.json(`/api/matches/${id}/chat/report`, { json: { n: 1, channel: "team" } })).body).toMatchObject({ reported: true, n: 1 });
    const stored = await env.DB.prepare("SELECT n, text FROM chat_reports WHERE match_id = ? ORDER BY created_at DESC LIMIT 1").bind(id).first<{ n: number; text: string }>();
    expect(stored).toMatchObject({ n: 2, text: "welcome aboard" }); // moderation gets the line's own number (the leaver's was 1)
    const paged = await newcomer.json<{ messages: { text: string }[] }>(`/api/matches/${id}/chat?channel=team&after=1`);
    expect(paged.body.messages.map((m) => m.text)).toEqual(["second", "thanks"]);
  }, 120_000);
});
