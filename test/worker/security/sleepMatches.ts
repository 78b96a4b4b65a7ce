/**
 * Sleep matches for the SP-5 suites (sp5.test.ts, sealed.test.ts): three guests at one table, the
 * room's state swapped and delivered, real decisions played, and everything a seat and an
 * anonymous visitor receive about the match at one moment.
 */
import { expect } from "vitest";
import { sleep, type State } from "../../../src/engine/sleep";
import type { MatchResource } from "../../../src/shared/api";
import { inviteOf, type Client } from "../helpers";
import { client, getMatch, guest, inRoom, openSocket } from "./support";

export const NAMES = ["Ana", "Ben", "Cy"];

/** A 3-player Sleep match with every seat taken (and a time control, if given); the clients by seat. */
export async function sleepMatch(timeControl?: { daysPerMove: number }): Promise<{ id: string; seats: Client[] }> {
  const seats = await Promise.all(NAMES.map((n) => guest(n)));
  const created = await seats[0]!.json<MatchResource>("/api/matches", { json: { game: "sleep", players: 3, seat: 0, ...(timeControl ? { timeControl } : {}) } });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const id = created.body.id;
  for (const [i, c] of seats.entries()) {
    if (i === 0) continue;
    const r = await c.fetch(`/api/matches/${id}/join`, { json: { invite: inviteOf(created.body), seat: i } });
    expect(r.status, await r.clone().text()).toBe(200);
  }
  return { id, seats };
}

/** Puts `game` in the room and delivers the index and notices derived from it to D1 at once. */
export async function setStateAndDeliver(id: string, game: State): Promise<void> {
  await inRoom(id, async (room) => {
    // Every seat deciding in the new state has a decision since (as the fold's trackDecisions keeps it), so
    // a later change does not start one: the twins then differ only in what the test makes them differ in.
    const since = (seat: number) => room.match.decisionSince[String(seat)] ?? room.match.updatedAt;
    room.match = { ...room.match, game, decisionSince: Object.fromEntries(sleep.actors(game).map((seat) => [String(seat), since(seat)])) };
    room.cache.forget();
    room.delivery.deliveredVersion = null;
    await room.delivery.run();
  });
}

/** Plays real decisions (a card where one may be played) until `ready` holds for the room's state. */
export async function playUntil(id: string, seats: Client[], ready: (s: State) => boolean): Promise<State> {
  for (let i = 0; i < 80; i++) {
    const s: State = await inRoom(id, (room) => JSON.parse(JSON.stringify(room.match.game)));
    if (ready(s)) return s;
    const seat = sleep.actors(s)[0]!;
    const legal = sleep.legalMoves(s, seat);
    const move = legal.find((m) => m.kind !== "pass") ?? legal[0];
    const seq = (await getMatch(seats[seat]!, id)).body.seq;
    const r = await seats[seat]!.fetch(`/api/matches/${id}/moves`, { json: { seq, move } });
    expect(r.status, await r.clone().text()).toBe(200);
  }
  throw new Error("no such position within 80 decisions");
}

/** Everything the viewer (seat 0) and an anonymous visitor receive about the match now. */
export async function everything(id: string, viewer: Client): Promise<string[]> {
  const out: string[] = [];
  out.push((await getMatch(viewer, id)).text);
  const socket = await openSocket(viewer, id);
  await socket.waitFor(() => true);
  out.push(socket.texts[0]!);
  socket.close();
  const mine = await viewer.json<any[]>("/api/me/matches");
  out.push(JSON.stringify(mine.body.find((m) => m.id === id)));
  out.push(JSON.stringify((await viewer.json<any[]>("/api/me/notifications")).body));
  out.push(JSON.stringify((await viewer.json<any[]>(`/api/matches/${id}/log`)).body));
  const anon = client();
  for (const path of [`/embed/${id}`, `/embed/${id}/fragment`, `/api/matches/${id}/board.svg`, `/m/${id}`, `/oembed?url=${encodeURIComponent(`http://localhost/m/${id}`)}`]) {
    const res = await anon.fetch(path);
    out.push(`${path} ${res.status} ${await res.text()}`);
  }
  const png = await anon.fetch(`/api/matches/${id}/board.png`);
  out.push(`board.png ${png.status} ${[...new Uint8Array(await png.arrayBuffer())].join(",")}`);
  return out;
}

/**
 * An inbox (`/api/me/notifications`'s text) listed by id, other texts as they are: the inbox's order
 * is by creation time, which differs between twins made at different moments (a notice written in
 * the same millisecond as another in one twin and the next in the other).
 */
export function inboxById(text: string): string {
  if (!text.startsWith('{"unread"')) return text;
  const inbox = JSON.parse(text) as { items: { id: string }[] };
  return JSON.stringify({ ...inbox, items: [...inbox.items].sort((a, b) => a.id.localeCompare(b.id)) });
}
