/**
 * A match's chat and a player's private notes (src/match/chat.ts, src/api/routes/chat.ts): order
 * and live delivery, who reads what by visibility, the team channel's privacy, the rate limit,
 * the unread marker, batched notices, mute and report, chat leaving the position (seq, ETag)
 * alone, notes private to their writer, and bad input refused with nothing stored.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { ChatMessage, MatchResource } from "../../src/shared/api";
import { client, createMatch, expectProblem, guest, inRoom, inviteOf, type Client } from "./helpers";
import { member, openSocket } from "./security/support";

async function started(visibility: "public" | "unlisted" | "private" = "unlisted", game = "tiny", players = 2) {
  const tag = Math.floor(Math.random() * 1e9);
  const seats: (Client & { email: string })[] = [];
  for (let i = 0; i < players; i++) seats.push(await member(`P${i}`, `chat${i}-${tag}@example.com`));
  const created = await createMatch(seats[0]!, { game, players, visibility });
  for (const s of seats.slice(1)) expect((await s.json(`/api/matches/${created.id}/join`, { json: { invite: inviteOf(created) } })).status).toBe(200);
  return { seats, id: created.id };
}

const say = (c: Client, id: string, text: string, channel?: "all" | "team") => c.json<any>(`/api/matches/${id}/chat`, { json: channel ? { text, channel } : { text } });
const read = (c: Client, id: string, q = "") => c.json<any>(`/api/matches/${id}/chat${q}`);
const lineCount = (id: string) => inRoom(id, (_room, state) => state.storage.sql.exec<{ n: number }>(`SELECT COUNT(*) AS n FROM chat`).one().n);
const unreadOf = async (c: Client, id: string) => (await c.json<any[]>("/api/me/matches")).body.find((m) => m.id === id)?.unreadChat;

describe("chat", () => {
  it("keeps lines in order, sends them live to the other player's socket, and leaves the position and its ETag alone", async () => {
    const { seats: [a, b], id } = await started();
    const before = await a!.fetch(`/api/matches/${id}`);
    const etag = before.headers.get("etag")!;
    const seq = ((await before.json()) as MatchResource).seq;
    const socket = await openSocket(b!, id);
    for (const text of ["hello", "  good luck  ", "<b>bold?</b>"]) expect((await say(a!, id, text)).status).toBe(201);
    const live = await socket.waitFor((m) => m.type === "chat" && m.message.n === 3);
    expect(live.message).toMatchObject({ n: 3, seat: 0, name: "P0", text: "<b>bold?</b>", channel: "all" });
    expect(socket.messages.filter((m) => m.type === "chat").map((m) => m.message.text)).toEqual(["hello", "good luck", "<b>bold?</b>"]);
    const page = await read(b!, id);
    expect(page.body.messages.map((m: ChatMessage) => [m.n, m.text])).toEqual([[1, "hello"], [2, "good luck"], [3, "<b>bold?</b>"]]);
    expect((await read(b!, id, "?after=2")).body.messages.map((m: ChatMessage) => m.n)).toEqual([3]);
    const after = await a!.fetch(`/api/matches/${id}`, { headers: { "if-none-match": etag } });
    expect(after.status).toBe(304);
    expect(((await (await a!.fetch(`/api/matches/${id}`)).json()) as MatchResource).seq).toBe(seq);
    expect(socket.messages.filter((m) => m.type === "match")).toHaveLength(1); // only the first, on connect
    socket.close();
  });

  it("lets spectators read public and unlisted chats, never write, and hides private ones", async () => {
    const watcher = await guest("Watcher");
    for (const visibility of ["public", "unlisted", "private"] as const) {
      const { seats: [a], id } = await started(visibility);
      expect((await say(a!, id, `in ${visibility}`)).status).toBe(201);
      for (const c of [watcher, client()]) {
        const r = await read(c, id);
        if (visibility === "private") expectProblem(r, 404);
        else expect(r.body.messages.map((m: ChatMessage) => m.text)).toEqual([`in ${visibility}`]);
      }
      expectProblem(await say(watcher, id, "me too"), visibility === "private" ? 404 : 403);
      expectProblem(await say(client(), id, "anonymous"), 401);
      expect(await lineCount(id)).toBe(1);
    }
  });

  it("gives partners a team channel that never reaches the other team or spectators", async () => {
    const { seats, id } = await started("public", "conspirateurs", 4);
    const watcher = await guest("Watcher");
    const sockets = await Promise.all([...seats.map((s) => openSocket(s, id)), openSocket(watcher, id), openSocket(null, id)]);
    expect((await read(seats[0]!, id)).body.channels).toEqual(["all", "team"]);
    expect((await read(watcher, id)).body.channels).toEqual(["all"]);
    expect((await say(seats[0]!, id, "secret plan: left flank", "team")).status).toBe(201);
    expect((await say(seats[1]!, id, "our own plan", "team")).status).toBe(201);
    expect((await say(seats[3]!, id, "hello all")).status).toBe(201);
    await sockets[2]!.waitFor((m) => m.type === "chat" && m.message.channel === "team");
    await sockets[1]!.waitFor((m) => m.type === "chat" && m.message.channel === "team");
    for (const s of sockets) await s.waitFor((m) => m.type === "chat" && m.message.text === "hello all");
    const heard = sockets.map((s) => s.texts.filter((t) => t.includes('"chat"')).join("\n"));
    expect(heard[0]).toContain("left flank");
    expect(heard[2]).toContain("left flank");
    for (const i of [1, 3, 4, 5]) expect(heard[i], `socket ${i}`).not.toContain("left flank");
    for (const i of [0, 2, 4, 5]) expect(heard[i], `socket ${i}`).not.toContain("our own plan");
    expect((await read(seats[2]!, id, "?channel=team")).body.messages.map((m: ChatMessage) => m.text)).toEqual(["secret plan: left flank"]);
    expect((await read(seats[3]!, id, "?channel=team")).body.messages.map((m: ChatMessage) => m.text)).toEqual(["our own plan"]);
    for (const c of [...seats, watcher]) expect(JSON.stringify((await read(c, id)).body)).not.toMatch(/left flank|our own plan/);
    expectProblem(await read(watcher, id, "?channel=team"), 403);
    expectProblem(await read(client(), id, "?channel=team"), 403);
    // A report names a line of a channel the reporter reads: the other team's line 1 is not theirs.
    expect((await seats[3]!.json(`/api/matches/${id}/chat/report`, { json: { n: 1, channel: "team" } })).body.n).toBe(1);
    const reported = (await env.DB.prepare("SELECT text FROM chat_reports WHERE match_id = ?").bind(id).all()).results;
    expect(reported).toEqual([{ text: "our own plan" }]);
    sockets.forEach((s) => s.close());
  });

  it("allows 10 lines a minute per player, then answers 429 with Retry-After and stores nothing", async () => {
    const { seats: [a, b], id } = await started();
    await inRoom(id, (room) => {
      const t = Date.now();
      room.conversation.budget.clock = () => t;
    });
    for (let i = 0; i < 10; i++) expect((await say(a!, id, `line ${i}`)).status).toBe(201);
    const refused = await say(a!, id, "one too many");
    expectProblem(refused, 429, /10 lines a minute/);
    expect(Number(refused.res.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await say(b!, id, "the other player still may")).status).toBe(201);
    expect(await lineCount(id)).toBe(11);
  });

  it("counts unread lines for My matches, sends one notice an hour (none while watching), mutes and reports", async () => {
    const { seats: [a, b], id } = await started();
    expect((await say(a!, id, "first")).status).toBe(201);
    expect((await say(a!, id, "second")).status).toBe(201);
    expect(await unreadOf(b!, id)).toBe(2);
    expect(await unreadOf(a!, id)).toBe(0);
    const notices = async (c: Client) => (await c.json<any>("/api/me/notifications")).body.items.filter((n: any) => n.kind === "chat" && n.matchId === id);
    await inRoom(id, (room) => room.flushOutbox());
    expect(await notices(b!)).toHaveLength(1);
    expect((await notices(b!))[0].title).toMatch(/P0 wrote in the chat/);
    expect(JSON.stringify(await notices(b!))).not.toMatch(/first|second/);
    expect((await read(b!, id)).status).toBe(200);
    expect(await unreadOf(b!, id)).toBe(0);

    // a watches: a line from b tells a nothing new (no notice, no unread).
    const watching = await openSocket(a!, id);
    expect((await say(b!, id, "answer")).status).toBe(201);
    await watching.waitFor((m) => m.type === "chat");
    await inRoom(id, (room) => room.flushOutbox());
    expect(await notices(a!)).toHaveLength(0);
    expect(await unreadOf(a!, id)).toBe(0);

    // b mutes: no live lines, no unread count.
    const bSocket = await openSocket(b!, id);
    expect((await b!.json(`/api/matches/${id}/chat/mute`, { method: "PUT", json: { muted: true } })).body).toEqual({ muted: true });
    bSocket.close();
    expect((await say(a!, id, "muted line")).status).toBe(201);
    expect(await unreadOf(b!, id)).toBe(0);
    expect((await read(b!, id)).body.muted).toBe(true);
    expect((await b!.json(`/api/matches/${id}/chat/mute`, { method: "PUT", json: { muted: false } })).body).toEqual({ muted: false });

    // Report: the line is kept as it was, once per reporter.
    for (let i = 0; i < 2; i++) expect((await b!.json(`/api/matches/${id}/chat/report`, { json: { n: 1 } })).status).toBe(201);
    const reports = (await env.DB.prepare("SELECT match_id, n, text, author FROM chat_reports WHERE match_id = ?").bind(id).all()).results;
    expect(reports).toEqual([{ match_id: id, n: 1, text: "first", author: "P0" }]);
    expectProblem(await b!.json(`/api/matches/${id}/chat/report`, { json: { n: 99 } }), 404);
    watching.close();
  });

  it("refuses bad input with a problem and stores nothing", async () => {
    const { seats: [a], id } = await started();
    const other = await started();
    const cases: [unknown, number, RegExp][] = [
      [{ text: "" }, 400, /empty/],
      [{ text: "   " }, 400, /empty/],
      [{ text: "x".repeat(501) }, 400, /at most 500/],
      [{ text: "bell \u0007" }, 400, /control/],
      [{ text: "new\nline" }, 400, /control/],
      [{ text: "broken \ud800" }, 400, /unpaired surrogate/],
      [{ text: "hi", channel: "team" }, 403, /partners/],
      [{ text: "hi", channel: "everyone" }, 400, /channel/],
      [{ text: 5 }, 400, /text/],
      [{ text: "hi", extra: 1 }, 400, /does not know/],
    ];
    for (const [body, status, detail] of cases) expectProblem(await a!.json(`/api/matches/${id}/chat`, { json: body }), status, detail);
    expect((await say(a!, id, "x".repeat(500))).status).toBe(201);
    const huge = await a!.json(`/api/matches/${id}/chat`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ text: "x".repeat(10 * 1024 * 1024) }) });
    expectProblem(huge, 413);
    expectProblem(await say(a!, other.id, "not my match"), 403, /Only the players/);
    expectProblem(await a!.json(`/api/matches/${other.id}/notes`), 403, /Only the players/);
    expectProblem(await a!.json(`/api/matches/${other.id}/notes`, { method: "PUT", json: { text: "mine?" } }), 403);
    expectProblem(await a!.json(`/api/matches/${id}/notes`, { method: "PUT", json: { text: "n".repeat(5001) } }), 400, /at most 5,000/);
    expectProblem(await a!.json(`/api/matches/${id}/chat?after=-1`), 400);
    expectProblem(await a!.json(`/api/matches/nope/chat`), 404);
    expect(await lineCount(id)).toBe(1);
    expect(await lineCount(other.id)).toBe(0);

    // A revoked API token writes nothing.
    const token = (await a!.json("/api/me/tokens", { json: { name: "script" } })).body;
    const bearer = { authorization: `Bearer ${token.token}` };
    expect((await client().json(`/api/matches/${id}/chat`, { json: { text: "by token" }, headers: bearer })).status).toBe(201);
    expect((await a!.fetch(`/api/me/tokens/${token.id}`, { method: "DELETE" })).status).toBeLessThan(300);
    expectProblem(await client().json(`/api/matches/${id}/chat`, { json: { text: "revoked" }, headers: bearer }), 401, /revoked/);
    expect(await lineCount(id)).toBe(2);
  });
});

describe("notes", () => {
  it("are private to their writer: every channel of the other player and a spectator is identical with or without them", async () => {
    const { seats: [a, b], id } = await started("public");
    const watcher = await guest("Watcher");
    const channels = async () => {
      const out: string[] = [];
      for (const c of [b!, watcher, client()]) {
        for (const path of [`/api/matches/${id}`, `/api/matches/${id}/log`, `/api/matches/${id}/chat`, `/api/matches/${id}/replay`, `/api/matches/${id}/history?at=2`, `/api/matches/${id}/notes`, "/api/me/matches", "/api/me/notifications", `/embed/${id}`, `/embed/${id}/fragment`]) {
          const res = await c.fetch(path);
          out.push(`${c.name} ${path} ${res.status} ${res.headers.get("etag") ?? ""} ${(await res.text()).replace(/"updatedAt":"[^"]*"/g, "")}`);
        }
        const s = await openSocket(c.cookie ? c : null, id);
        await s.waitFor(() => true);
        out.push(`${c.name} socket ${s.texts[0]}`);
        s.close();
      }
      return out;
    };
    const without = await channels();
    const note = "They hold the 7 of cups; bluff on move 12.\nSecond line.";
    const put = await a!.json(`/api/matches/${id}/notes`, { method: "PUT", json: { text: note } });
    expect(put.status).toBe(200);
    expect(put.body.text).toBe(note);
    expect((await a!.json(`/api/matches/${id}/notes`)).body.text).toBe(note);
    const withNotes = await channels();
    expect(withNotes).toEqual(without);
    expect(withNotes.join("\n")).not.toContain("7 of cups");
    expect((await b!.json(`/api/matches/${id}/notes`)).body).toEqual({ text: "", updatedAt: null });
    // Also after the end.
    expect((await a!.json(`/api/matches/${id}/resign`, { method: "POST" })).status).toBe(200);
    expect((await a!.json(`/api/matches/${id}/notes`)).body.text).toBe(note);
    expect(JSON.stringify((await watcher.json(`/api/matches/${id}/replay`)).body)).not.toContain("7 of cups");
  });
});

describe("chat lines and the end of a match (issue #29, item 7)", () => {
  it("refuses a line of nothing but combining marks or invisible characters, and keeps lines with marks on letters or emoji", async () => {
    const { seats: [a], id } = await started();
    for (const text of ["\u0301\u0301\u0301", " \u0308\u0308 ", "\u200D\u200D", "\u3164\u3164", "\uFE0F\uFE0F", "\u2800", "\u00A0\u2003\u3000", "\u034F\u0301", "\u115F\u1160", "\u{E0041}\u{E0042}"]) {
      expectProblem(await say(a!, id, text), 400, /something to read|control or invisible|empty/);
    }
    for (const text of ["e\u0301", "Z\u0351\u0352\u0353algo", "👍🏽", "👨‍👩‍👧", "…", "?"]) expect((await say(a!, id, text)).status, JSON.stringify(text)).toBe(201);
    expect(await lineCount(id)).toBe(6); // only these
  });

  it("a cancelled match's chat is closed (still readable); after a normal end it stays open", async () => {
    const tag = Math.floor(Math.random() * 1e9);
    const a = await member("Waiting", `abort-${tag}@example.com`);
    const waiting = await createMatch(a, { game: "tiny" });
    expect((await say(a, waiting.id, "anyone?")).status).toBe(201);
    expect((await a.json(`/api/matches/${waiting.id}/abort`, { method: "POST" })).status).toBe(200);
    expectProblem(await say(a, waiting.id, "hello?"), 409, /cancelled.*closed/);
    const page = await read(a, waiting.id);
    expect(page.body.mayWrite).toBe(false);
    expect(page.body.messages.map((m: ChatMessage) => m.text)).toEqual(["anyone?"]);

    const { seats: [p, q], id } = await started();
    expect((await p!.json(`/api/matches/${id}/resign`, { method: "POST" })).body.status).toBe("finished");
    expect((await say(q!, id, "good game")).status).toBe(201);
    expect((await read(p!, id)).body.mayWrite).toBe(true);
  });
});
