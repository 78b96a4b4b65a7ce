/**
 * Hidden information through the transport: random matches of every hidden-information game,
 * played through the HTTP API and the WebSocket as real clients play (each seat picks a random
 * entry of its own `legal`), while every seat, a signed-in spectator and an anonymous visitor
 * record everything they receive: match resources, socket messages, log lines, history, error
 * responses, their match lists and inboxes, emails, Web Push payloads (decrypted as the player's
 * browser would), and (for the anonymous visitor) the embed page,
 * its fragment, the board image and oEmbed. The seat that is emailed its turns plays every third
 * of its decisions by replying to its newest email (reply to play), some of them after replies
 * that must be refused; every answer the service mails back is scanned too.
 *
 * The engines' own no-leak properties prove that `view`, `legalMoves` and `describe` depend only
 * on what a viewer may know. This suite proves that the transport adds nothing to that:
 *
 * 1. Structure. Every resource a viewer receives carries exactly `game.view(state, seat)` of the
 *    room's real state at that seq, `legal` only when the viewer is an actor (and then exactly
 *    its own legal moves: the number of another seat's options is never sent), the seed only
 *    once the match is over, the invite never to a non-player. Every socket message equals the
 *    HTTP resource of the same seat at the same seq. Every log line a viewer reads is
 *    `game.describe(before, seat, move, after, viewer)` for that viewer.
 * 2. Non-interference. At sampled positions, the room's game state is replaced by a "twin" that
 *    looks the same to one viewer but differs in everything hidden from it (the engines' own
 *    perturbations: other hands, bags, deck order, face-down values, other seats' pending
 *    decisions, the rng state). The viewer's resource, the error answers to illegal probe moves
 *    (including other seats' real moves), the emailed answers to refused replies (the same reply to
 *    the same address), and for spectators the embed, fragment and board image,
 *    must then be byte-identical. This catches leaks by content, order and size alike.
 * 3. Tokens. Nothing a viewer receives contains the seed or an rng word before the end, the
 *    invite (non-players), any session cookie, another player's reply-to-play address, or (Sleep)
 *    the code, label or name of a card that viewer has never legitimately seen (outside the public
 *    catalog and its own requests).
 *
 * Secrets checked, per game (docs/security.md):
 * - Sleepers: face-down agents (the opponent's, and one's own unless ownerSeesSleepers), the
 *   opponent's hand, both bags and their order, sleepers killed face-down, the rng.
 * - Sleep: other hands, the deck and its order, other seats' pending (unrevealed) decisions,
 *   never-seen cards by name, label and code, the rng.
 * - Sub Rosa: faces of face-down cards the viewer has not seen or looked at, other hands, the rng.
 * - All: the seed and the invite token.
 */
import { env } from "cloudflare:test";
import { describe, expect, inject, it } from "vitest";
import { isOk, visibleActors, type Game, type Seat } from "../../../src/engine/game";
import { allGames, getGame } from "../../../src/engine/registry";
import { Rng, seedRng } from "../../../src/engine/rng";
import { CARDS, isCode, label, nameOf } from "../../../src/engine/sleep/cards";
import { botAcceptsDraw, botMove } from "../../../src/match/bots";
import { namedText, type MatchState } from "../../../src/match/state";
import { SENT_NOTE as SENT_MSG } from "../../../src/match/resource";

const SENT_NOTE = textIn("en", SENT_MSG);
import { verifyReplay } from "../../../src/match/fairness";
import { sha256 } from "../../../src/shared/crypto";
import type { MatchReplay, MatchResource } from "../../../src/shared/api";
import { sleepKit, sleepersKit, subrosaKit } from "../../engine/helpers";
import { decryptPush, newSubscriber, type Subscriber } from "../../support/webPushReceiver";
import { inviteOf, type Client } from "../helpers";
import { newestReplyAddress, refusedReplies, replyAndAnswer, sentBy } from "./replies";
import {
  client,
  escapeRegExp,
  findTokens,
  getMatch,
  mailText,
  member,
  inRoom,
  numberToken,
  openSocket,
  roomMatch,
  roomSettled,
  tinyMatch,
  withGameState,
  type Socket,
} from "./support";
import { textIn, writtenIn } from "../../../src/shared/i18n";

interface GameCase {
  game: string;
  players: number;
  options?: Record<string, unknown>;
  /** Moves before the test stops (the games end well before: see test/engine/*). */
  maxMoves: number;
  /** A state that looks the same to `viewer`, with what is hidden from it changed; null if none found. */
  twin(state: any, viewer: Seat | null, rng: Rng): any | null;
}

const CASES: GameCase[] = [
  { game: "sleepers", players: 2, options: { ownerSeesSleepers: false }, maxMoves: 400, twin: (s, v, r) => sleepersKit.scramble(s, v, r) },
  { game: "sleepers", players: 2, options: { ownerSeesSleepers: true, couriers: 2 }, maxMoves: 50, twin: (s, v, r) => sleepersKit.scramble(s, v, r) },
  // SP-5: every other twin also changes whether the others have a choice and have decided.
  { game: "sleep", players: 3, maxMoves: 400, twin: (s, v, r) => (r.int(2) === 0 ? sleepKit.perturb(s, v, r) : sleepKit.perturbChoices(s, v, r) ?? sleepKit.perturb(s, v, r)) },
  { game: "subrosa", players: 3, maxMoves: 200, twin: (s, v, r) => subrosaKit.reshuffler(s, v, r)(s) },
  { game: "subrosa", players: 2, maxMoves: 200, twin: (s, v, r) => subrosaKit.reshuffler(s, v, r)(s) },
];

const HIDDEN_GAMES = new Set(CASES.map((c) => c.game));

interface Viewer {
  label: string;
  client: Client;
  seat: Seat | null;
  email: string | null;
  socket: Socket | null;
}

interface Received {
  viewer: Viewer;
  /** The match's seq when it was received, and whether the match was over then. */
  seq: number;
  finished: boolean;
  channel: string;
  text: string;
  /** What the viewer itself sent, when this is the answer to its own request (echoes are not leaks). */
  sent?: string;
}

const CATALOG_JSON = JSON.stringify(CARDS.map((c) => ({ code: c.code, name: c.name, type: c.type })));

/** Drops the public Sleep catalog (the 53 card names, the same for everyone) before scanning. */
function withoutCatalog(text: string): string {
  if (!text.includes('"catalog"')) return text;
  try {
    const strip = (x: any): any => {
      if (Array.isArray(x)) return x.map(strip);
      if (x && typeof x === "object") {
        const out: any = {};
        for (const [k, v] of Object.entries(x)) {
          if (k === "catalog" && JSON.stringify(v) === CATALOG_JSON) continue;
          out[k] = strip(v);
        }
        return out;
      }
      return x;
    };
    return JSON.stringify(strip(JSON.parse(text)));
  } catch {
    return text;
  }
}

const SLEEP_NAME = new Map(CARDS.map((c) => [c.code, new RegExp(`(?<![\\w-])${escapeRegExp(c.name)}(?![\\w-])`)]));

function sleepCodesIn(json: string): string[] {
  return [...json.matchAll(/"([FSRWZ]\d{1,2})"/g)].map((m) => m[1]!).filter(isCode);
}

/** 429 answers met (and waited out) by the HTTP clients; scanned like everything else. */
const rateLimited: { viewer: Viewer; seq: number; text: string }[] = [];

async function sendMove(v: Viewer, id: string, seq: number, move: unknown, via: "http" | "socket", n: number): Promise<{ ok: boolean; status: number; text: string }> {
  if (via === "http" || !v.socket) {
    for (;;) {
      const res = await v.client.fetch(`/api/matches/${id}/moves`, { json: { seq, move } });
      const text = await res.text();
      // A bot this fast meets the per-player move limit: it waits as told, as a good client does.
      if (res.status === 429) {
        rateLimited.push({ viewer: v, seq, text });
        await new Promise((r) => setTimeout(r, 1000 * Number(res.headers.get("retry-after") ?? "1")));
        continue;
      }
      return { ok: res.status === 200, status: res.status, text };
    }
  }
  const requestId = `r${n}`;
  const from = v.socket.messages.length;
  v.socket.ws.send(JSON.stringify({ type: "move", seq, move, requestId }));
  const sent = (x: any) => (x.match.forYou ?? []).includes(SENT_NOTE);
  const m = await v.socket.waitFor((x) => (x.type === "error" && x.requestId === requestId) || (x.type === "match" && (x.match.seq > seq || sent(x))), from);
  return { ok: m.type === "match", status: m.type === "match" ? 200 : m.status, text: JSON.stringify(m) };
}

async function playAndWatch(gc: GameCase, seedText: string) {
  const game = getGame(gc.game) as Game;
  expect(game, `game ${gc.game} is registered`).toBeTruthy();
  const rng = new Rng(seedRng(seedText));
  const tag = `${gc.game}-${seedText}-${Math.floor(Math.random() * 1e9)}`.toLowerCase().replace(/[^a-z0-9-]+/g, "-");
  const seats: Viewer[] = [];
  for (let i = 0; i < gc.players; i++) {
    const email = `p${i}-${tag}@example.com`;
    seats.push({ label: `seat ${i}`, client: await member(`Seat${i} ${gc.game}`, email), seat: i, email, socket: null });
  }
  // Every seat's browser takes Web Push: whoever is not watching is pushed its turns.
  const pushService = inject("pushService");
  const devices = new Map<Viewer, { name: string; subscriber: Subscriber; seen: number }>();
  for (const v of seats) {
    const subscriber = await newSubscriber();
    const name = `hidden-${tag}-${v.seat}`;
    const r = await v.client.json("/api/me/push", { json: { endpoint: `${pushService}/push/${name}`, keys: { p256dh: subscriber.p256dh, auth: subscriber.auth }, label: "Hidden suite" } });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    devices.set(v, { name, subscriber, seen: 0 });
  }
  const watcherEmail = `watch-${tag}@example.com`;
  const watcher: Viewer = { label: "spectator", client: await member("Watcher", watcherEmail), seat: null, email: watcherEmail, socket: null };
  const anon: Viewer = { label: "anonymous", client: client(), seat: null, email: null, socket: null };
  const viewers = [...seats, watcher, anon];
  const received: Received[] = [];
  rateLimited.length = 0;
  const record = (viewer: Viewer, seq: number, finished: boolean, channel: string, text: string, sent?: string) =>
    received.push({ viewer, seq, finished, channel, text, ...(sent === undefined ? {} : { sent }) });

  // Create and fill the match; each answer is what that player received.
  const created = await seats[0]!.client.json<MatchResource>("/api/matches", {
    json: { game: gc.game, players: gc.players, options: gc.options ?? {}, visibility: "unlisted", timeControl: { daysPerMove: 3 } },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const id = created.body.id;
  record(seats[0]!, 1, false, "create", JSON.stringify(created.body));
  for (const v of seats.slice(1)) {
    const r = await v.client.fetch(`/api/matches/${id}/join`, { json: { invite: inviteOf(created.body) } });
    const text = await r.text();
    expect(r.status, text).toBe(200);
    record(v, JSON.parse(text).seq, false, "join", text);
  }

  // `states`: the public position at each seq (as the event left it); `during`: every state the room
  // held at that seq, sealed decisions (SP-5, sealed.test.ts) included, the last one last.
  const states = new Map<number, MatchState>();
  const during = new Map<number, MatchState[]>();
  /** Sealed decisions per seat and seq ("seat:seq"): each may send its own seat one more message at that seq. */
  const sealedAt = new Map<string, number>();
  let S = await roomMatch(id);
  states.set(S.seq, S);
  during.set(S.seq, [S]);
  const commitment = await sha256(S.meta.seed);
  expect(S.status).toBe("active");
  // The last seat plays without a socket (a polling client): it is not "watching", so the
  // service emails it its turns.
  const poller = seats[seats.length - 1]!;
  poller.label += " (no socket)";
  for (const v of viewers) if (v !== poller) v.socket = await openSocket(v.client.cookie ? v.client : null, id);
  const moves = new Map<number, { seat: Seat; move: unknown }>();
  const emails = viewers.flatMap((v) => (v.email ? [v.email] : []));
  const mailSeen = new Set<string>();
  const counts = { moves: 0, http: 0, socket: 0, email: 0, twins: 0, twinSkipped: 0, probes: 0, resources: 0, lines: 0, mails: 0, mailLines: 0, embeds: 0, pushes: 0, replies: 0, refusedReplies: 0, replyTwins: 0 };
  const embedsServed = { embed: false, svg: false };

  /** Everything each viewer fetches at a position (and the structural checks on it). */
  const observe = async (full: boolean, embeds: boolean) => {
    const finished = S.status !== "active";
    // Sockets carry every viewer's resource at every seq (checked below); HTTP is read by one
    // viewer in turn at each position, and by all of them at the sampled ones.
    for (const v of full ? viewers : [...new Set([viewers[S.seq % viewers.length]!, poller])]) {
      const r = await getMatch(v.client, id);
      expect(r.status).toBe(200);
      record(v, S.seq, finished, "GET match", r.text);
      checkResource(v, r.body, S);
      counts.resources++;
      if (!full) continue;
      const log = await v.client.fetch(`/api/matches/${id}/log?after=${Math.max(0, S.seq - 3)}`);
      record(v, S.seq, finished, "GET log", await log.text());
      const at = 1 + rng.int(S.seq);
      const h = await v.client.json(`/api/matches/${id}/history?at=${at}`);
      expect(h.status).toBe(200);
      const then = at === S.seq ? S : states.get(at);
      if (then?.game) expect(JSON.stringify(h.body.view), `history at ${at} for ${v.label}`).toBe(JSON.stringify(writtenIn("en", game.view(then.game, v.seat))));
      record(v, S.seq, finished, "GET history", JSON.stringify(h.body));
      const replay = await v.client.fetch(`/api/matches/${id}/replay`);
      if (!finished) expect(replay.status, `the replay before the end, for ${v.label}`).toBe(409);
      record(v, S.seq, finished, "GET replay", await replay.text());
      if (v.email) {
        for (const path of ["/api/me/matches", "/api/me/notifications"]) {
          const res = await v.client.fetch(path);
          if (res.status !== 404) record(v, S.seq, finished, `GET ${path}`, await res.text());
        }
      }
    }
    if (embeds) {
      for (const path of [`/embed/${id}`, `/embed/${id}/fragment`, `/api/matches/${id}/board.svg`, `/oembed?url=${encodeURIComponent(`http://localhost/m/${id}`)}`]) {
        const res = await anon.client.fetch(path);
        const text = await res.text();
        if (res.status === 404 && /nothing at GET/.test(text)) continue; // the route does not exist (yet)
        expect(res.status, `${path}: ${text.slice(0, 200)}`).toBeLessThan(500);
        if (path.startsWith("/embed/") && res.status === 200) embedsServed.embed = true;
        if (path.endsWith("board.svg") && res.status === 200) embedsServed.svg = true;
        record(anon, S.seq, finished, `GET ${path}`, text);
        counts.embeds++;
      }
    }
    // Emails queued since the last look (the outbox that GET /api/dev/mail lists), attributed to
    // the position they were seen at.
    const mail = await env.DB.prepare(`SELECT id, to_addr AS "to", subject, raw FROM mail_outbox WHERE to_addr IN (${emails.map(() => "?").join(", ")})`)
      .bind(...emails)
      .all<{ id: string; to: string; subject: string; raw: string }>();
    for (const m of mail.results) {
      if (mailSeen.has(m.id)) continue;
      mailSeen.add(m.id);
      const to = viewers.find((v) => v.email === m.to)!;
      record(to, S.seq, finished, `email "${m.subject}"`, mailText(m.raw));
      counts.mails++;
    }
    // Pushes received since the last look, as the player's browser decrypts them.
    for (const [v, device] of devices) {
      const got = await (await fetch(`${pushService}/received/${device.name}`)).json<{ body: string }[]>();
      for (const push of got.slice(device.seen)) {
        record(v, S.seq, finished, "push", await decryptPush(Uint8Array.from(atob(push.body), (ch) => ch.charCodeAt(0)), device.subscriber));
        counts.pushes++;
      }
      device.seen = got.length;
    }
  };

  const checkResource = (v: Viewer, r: MatchResource, st: MatchState) => {
    const where = `${gc.game} seq ${st.seq} for ${v.label}`;
    expect(r.seq, where).toBe(st.seq);
    expect(r.you, where).toBe(v.seat);
    expect(JSON.stringify(r.view), `view ${where}`).toBe(JSON.stringify(st.game === null ? null : writtenIn("en", game.view(st.game, v.seat))));
    const actors = st.status === "active" ? game.actors(st.game) : [];
    // SP-5: the resource lists only the actors this viewer may know of (Game.visibleActors).
    expect(r.actors, where).toEqual(st.status === "active" ? visibleActors(game, st.game, v.seat) : []);
    if (v.seat !== null && actors.includes(v.seat)) expect(JSON.stringify(r.legal), `legal ${where}`).toBe(JSON.stringify(game.legalMoves(st.game, v.seat)));
    else expect(r.legal, `no legal list for a viewer who is not deciding (${where})`).toBeUndefined();
    if (st.status === "active") expect((r as any).seed, where).toBeUndefined();
    if (st.status === "active") expect(r.fairness.seed, `fairness.seed ${where}`).toBeNull();
    expect(r.fairness.commitment, `fairness.commitment ${where}`).toBe(commitment);
    if (v.seat === null) expect(r.urls.invite, where).toBeUndefined();
  };

  /** A reply by email from `v` to one of its reply-to-play addresses; the answer is recorded with what `v` sent (echoes are not leaks). */
  const replyByEmail = async (v: Viewer, address: string, text: string, seq: number, channel: string) => {
    const answer = await replyAndAnswer(v.email!, address, text, (limited) => {
      mailSeen.add(limited.mailId);
      record(v, S.seq, false, "reply answer (move limit)", mailText(limited.raw), sentBy(game, text));
    });
    mailSeen.add(answer.mailId);
    record(v, seq, S.status !== "active", channel, mailText(answer.raw), sentBy(game, text));
    counts.replies++;
    if (!answer.played) counts.refusedReplies++;
    return answer;
  };

  /** The twin check at the current position, for one viewer. */
  const twinCheck = async (v: Viewer) => {
    const t = gc.twin(S.game, v.seat, rng);
    if (!t || JSON.stringify(game.view(t, v.seat)) !== JSON.stringify(game.view(S.game, v.seat))) {
      counts.twinSkipped++;
      return;
    }
    const actors = game.actors(S.game);
    const mine = new Set(v.seat !== null ? game.legalMoves(S.game, v.seat).map((m) => JSON.stringify(m)) : []);
    // Probes: other seats' real options (they name hidden cards and places), and garbage.
    const probes: unknown[] = [];
    for (const a of actors) if (a !== v.seat) probes.push(...game.legalMoves(S.game, a).slice(0, 40).filter(() => rng.int(4) === 0).slice(0, 3));
    probes.push({ type: "nothing" }, "garbage");
    // A few per look (the seat without a socket probes over HTTP, where moves are rate limited).
    const safe = probes.filter((p) => !mine.has(JSON.stringify(p))).slice(0, v.socket ? 4 : 2);
    // A seat that is emailed its turns also replies with what must be refused, to the same address in both.
    const address = v.email && !v.socket && v.seat !== null ? await newestReplyAddress(v.email) : null;
    const replies = address ? refusedReplies(game, S.game, v.seat!, rng, 2) : [];
    const look = async (real: boolean) => {
      const out: string[] = [(await getMatch(v.client, id)).text];
      if (v.seat !== null) {
        for (const p of safe) {
          const r = await sendMove(v, id, S.seq, p, v.socket ? "socket" : "http", rng.int(1e9));
          expect(r.ok, `probe ${JSON.stringify(p)} by ${v.label} must be refused`).toBe(false);
          out.push(r.text.replace(/"requestId":"r\d+"/, ""));
          counts.probes++;
        }
      }
      for (const text of replies) {
        const answer = real ? await replyByEmail(v, address!, text, S.seq, "reply answer (probe)") : await replyAndAnswer(v.email!, address!, text);
        mailSeen.add(answer.mailId);
        expect(answer.played, `the reply ${JSON.stringify(text)} by ${v.label} must be refused`).toBe(false);
        out.push(answer.body);
      }
      if (v === anon) {
        for (const path of [`/embed/${id}?log=off`, `/embed/${id}/fragment?log=off`, `/api/matches/${id}/board.svg`]) {
          const res = await anon.client.fetch(path);
          out.push(`${res.status} ${await res.text()}`);
        }
      }
      return out;
    };
    const real = await look(true);
    const twin = await withGameState(id, t, () => look(false));
    for (let i = 0; i < real.length; i++) expect(twin[i], `${gc.game} seq ${S.seq}, ${v.label}: item ${i} differs when only hidden information differs`).toBe(real[i]);
    counts.twins++;
    if (replies.length) counts.replyTwins++;
  };

  /**
   * Plays `move` by replying to the actor's newest email, now and then after a reply that must be
   * refused (its answer brings a fresh address). A reply to an email whose position has passed is
   * refused; the player then replies to that answer, as a person would.
   */
  const playByEmail = async (v: Viewer, move: unknown) => {
    await inRoom(id, (room) => room.flushOutbox()); // the turn email goes out now, not with the next batch
    let address = await newestReplyAddress(v.email!);
    expect(address, `${v.label} was emailed an address to reply to`).toBeTruthy();
    for (const text of refusedReplies(game, S.game, v.seat!, rng, rng.int(2))) {
      const answer = await replyByEmail(v, address!, text, S.seq, "reply answer (refused)");
      expect(answer.played, `the reply ${JSON.stringify(text)} by ${v.label} must be refused`).toBe(false);
      address = answer.replyTo ?? address;
    }
    const text = game.formatMove(move);
    const parsed = game.parseMove(text);
    expect("ok" in parsed && JSON.stringify(parsed.ok), `${gc.game}: ${text} reads back as the move it was written from`).toBe(JSON.stringify(move));
    let answer = await replyByEmail(v, address!, text, S.seq + 1, "reply answer");
    if (!answer.played && answer.replyTo) answer = await replyByEmail(v, answer.replyTo, text, S.seq + 1, "reply answer");
    expect(answer.played, `${gc.game}: ${text} by email from ${v.label}: ${answer.body.slice(0, 400)}`).toBe(true);
  };

  await observe(true, true);
  let n = 0;
  let twinTurn = 0;
  // Every third decision of each seat that is emailed its turns is played by replying to its newest email.
  const decisionsOf = new Map<Viewer, number>();
  const emailPhase = new Map(seats.map((v) => [v, rng.int(3)]));
  while (S.status === "active" && counts.moves < gc.maxMoves) {
    const actors = game.actors(S.game);
    const seat = actors[rng.int(actors.length)]!;
    const actor = seats[seat]!;
    const latest = actor.socket ? (await actor.socket.waitFor((m) => m.type === "match" && m.match.seq === S.seq)).match : (await getMatch(actor.client, id)).body;
    const legal = latest.legal as unknown[];
    expect(legal.length, `${gc.game}: an actor has moves`).toBeGreaterThan(0);
    const move = legal[rng.int(legal.length)];
    // Probes first: a player who is not deciding sends the actor's move (another player's seat).
    const idle = seats.filter((s) => !actors.includes(s.seat!));
    if (idle.length && rng.int(3) === 0) {
      const who = idle[rng.int(idle.length)]!;
      const address = who.email && !who.socket && rng.int(2) ? await newestReplyAddress(who.email) : null;
      if (address) {
        const answer = await replyByEmail(who, address, game.formatMove(move), S.seq, "reply answer (probe)");
        expect(answer.played, `${who.label} replied with ${game.formatMove(move)}, not its decision`).toBe(false);
        counts.probes++;
      }
      const r = await sendMove(who, id, S.seq, move, rng.int(2) ? "http" : "socket", ++n);
      expect(r.ok).toBe(false);
      expect([403, 409]).toContain(r.status);
      record(who, S.seq, false, "probe answer", r.text, JSON.stringify(move));
      counts.probes++;
    }
    if (counts.moves % 6 === 1) {
      // Two viewers per sampled position, in turn, so that every viewer is covered.
      for (let k = 0; k < 2; k++) await twinCheck(viewers[(twinTurn++) % viewers.length]!);
      // Short matches sample the emailed seat rarely: until one of its twin checks carried replies, it is also checked here.
      if (counts.replyTwins === 0) for (const v of seats) if (v.email && !v.socket) await twinCheck(v);
    }
    const decision = decisionsOf.get(actor) ?? 0;
    decisionsOf.set(actor, decision + 1);
    if (actor.email && !actor.socket && decision % 3 === emailPhase.get(actor)) {
      await playByEmail(actor, move);
      counts.email++;
    } else {
      const via = actor.socket && rng.int(2) ? "socket" : "http";
      const r = await sendMove(actor, id, S.seq, move, via, ++n);
      expect(r.ok, `${gc.game} move ${JSON.stringify(move)} by seat ${seat}: ${r.text.slice(0, 300)}`).toBe(true);
      record(actor, S.seq + 1, false, `${via} move answer`, r.text, JSON.stringify(move));
      counts[via]++;
    }
    counts.moves++;
    const prev = S;
    S = await roomMatch(id);
    const sealed = S.seq === prev.seq;
    if (sealed) {
      // SP-5: a decision that leaves the phase waiting is sealed: no new position, only its seat hears of it.
      expect(S.sealed?.length, "a sealed decision is kept by the room").toBe((prev.sealed?.length ?? 0) + 1);
      sealedAt.set(`${seat}:${S.seq}`, (sealedAt.get(`${seat}:${S.seq}`) ?? 0) + 1);
      during.get(S.seq)!.push(S);
      await actor.socket?.waitFor((m) => m.type === "match" && m.match.seq === S.seq && (m.match.forYou ?? []).includes(SENT_NOTE));
    } else {
      expect(S.seq, "one public move, one event").toBe(prev.seq + 1);
      moves.set(S.seq, { seat, move });
      states.set(S.seq, S);
      during.set(S.seq, [S]);
      // Every socket hears about it.
      for (const v of viewers) await v.socket?.waitFor((m) => m.type === "match" && m.match.seq >= S.seq);
    }
    await observe(counts.moves % 5 === 0 || S.status !== "active", counts.moves % 10 === 0 || S.status !== "active");
  }

  // Sockets: every message equals the HTTP resource that seat got at that seq (when fetched), and
  // seqs never go back.
  for (const v of viewers) {
    if (!v.socket) continue;
    const byHttp = new Map(received.filter((x) => x.viewer === v && x.channel === "GET match").map((x) => [JSON.parse(x.text).seq as number, x.text]));
    let last = 0;
    const perSeq = new Map<number, string[]>();
    // The patch channel too: `messages` holds each patch applied to the resource before it (support.ts), `texts` what was sent.
    for (const [i, text] of v.socket!.texts.entries()) {
      const m = v.socket!.messages[i];
      if (m.type !== "match") continue;
      expect(m.match.seq).toBeGreaterThanOrEqual(last);
      last = m.match.seq;
      perSeq.set(last, [...(perSeq.get(last) ?? []), JSON.stringify(m.match)]);
      // The state it was sent from: the public one, or one after a sealed decision of this seat.
      // Compared as values: a view rebuilt from patches has the same keys, maybe in another order.
      const canon = (x: unknown) => JSON.stringify(x, (_k, val) => (val && typeof val === "object" && !Array.isArray(val) ? Object.fromEntries(Object.entries(val).sort(([a], [b]) => (a < b ? -1 : 1))) : val));
      const views = (during.get(last) ?? []).filter((st) => canon(m.match.view) === canon(st.game === null ? null : writtenIn("en", game.view(st.game, v.seat))));
      if (during.has(last)) expect(views.length, `socket message at ${last} for ${v.label} is a view the room had`).toBeGreaterThan(0);
      if (views.length) checkResource(v, m.match, views.at(-1)!);
      received.push({ viewer: v, seq: m.match.seq, finished: m.match.status !== "active", channel: m.patch ? "socket patch" : "socket", text });
    }
    const first = perSeq.keys().next().value;
    for (const [seq, texts] of perSeq) {
      // SP-5 in aggregate: one message per position (and the one on opening), plus one per sealed decision of this seat.
      const own = v.seat === null ? 0 : (sealedAt.get(`${v.seat}:${seq}`) ?? 0);
      expect(texts.length, `${v.label} heard ${texts.length} messages at ${seq}`).toBeLessThanOrEqual(1 + own + (seq === first ? 1 : 0));
      const http = byHttp.get(seq);
      if (http) expect(texts.map((t) => JSON.parse(t)), `socket vs HTTP at ${seq} for ${v.label}`).toContainEqual(JSON.parse(http));
    }
    v.socket!.close();
  }

  // Log lines: every line each viewer reads is the engine's line for that viewer (people named).
  for (const v of viewers) {
    const log = await v.client.json<any[]>(`/api/matches/${id}/log`);
    expect(log.status).toBe(200);
    record(v, S.seq, S.status !== "active", "GET full log", JSON.stringify(log.body));
    for (const line of log.body) {
      const m = moves.get(line.seq);
      if (!m || line.kind !== "move") continue;
      const before = during.get(line.seq - 1)!.at(-1)!.game; // with the sealed decisions it revealed
      const after = states.get(line.seq)!.game;
      // The engine's line, with numbered seats ("Player 2") named by their players (issue #23, item 9).
      expect(line.text, `log line ${line.seq} for ${v.label}`).toBe(textIn("en", namedText(states.get(line.seq)!, game.describe(before, m.seat, m.move, after, v.seat))));
      // SP-5: whose decision it was, only to those who could know that seat was deciding.
      const known = v.seat === m.seat || visibleActors(game, before, v.seat).includes(m.seat);
      expect(line.seat, `log line ${line.seq}'s seat for ${v.label}`).toBe(known ? m.seat : null);
      counts.lines++;
    }
  }

  // Emails: the line a turn email quotes is the recipient's own log line, never another seat's.
  const linesOf = new Map<Viewer, Set<string>>();
  for (const item of received) {
    if (item.channel !== "GET full log") continue;
    linesOf.set(item.viewer, new Set((JSON.parse(item.text) as { text: string }[]).map((l) => l.text)));
  }
  for (const item of received) {
    if (!item.channel.startsWith("email") || !/^email "Your move/.test(item.channel)) continue;
    const body = /\n\n([\s\S]*?)\n\nOpen the match:/.exec(item.text)?.[1];
    if (!body || body === "It is your decision now.") continue;
    expect(linesOf.get(item.viewer)!.has(body), `email to ${item.viewer.label} quotes "${body}", not one of its own log lines`).toBe(true);
    counts.mailLines++;
  }

  const waits = rateLimited.length;
  for (const r of rateLimited.splice(0)) received.push({ ...r, finished: false, channel: "429 answer" });

  // Tokens.
  const seed = S.meta.seed;
  const rngWords = new Set<number>();
  for (const st of states.values()) for (const w of ((st.game as any)?.rng ?? []) as number[]) if (w >= 1_000_000) rngWords.add(w);
  const cookies = viewers.map((v) => v.client.cookie.replace(/^dd_session=/, "")).filter(Boolean);
  const invite = S.meta.invite;
  // Reply-to-play addresses, by the player they were mailed to: each speaks for that player alone.
  const replyAddressOf = new Map<string, Viewer>();
  for (const item of received) {
    if (!item.channel.startsWith("email") && !item.channel.startsWith("reply answer")) continue;
    for (const m of item.text.matchAll(/^Reply-To: (move\+\S+)$/gim)) replyAddressOf.set(m[1]!, item.viewer);
  }
  // Sleep: the cards each viewer had legitimately seen by each seq.
  const seenBy = new Map<Viewer, Map<number, Set<string>>>();
  if (gc.game === "sleep") {
    for (const v of viewers) {
      const acc = new Set<string>();
      const bySeq = new Map<number, Set<string>>();
      for (const seq of [...states.keys()].sort((a, b) => a - b)) {
        const st = states.get(seq)!;
        if (st.game) for (const c of sleepCodesIn(withoutCatalog(JSON.stringify({ v: game.view(st.game, v.seat) })))) acc.add(c);
        bySeq.set(seq, new Set(acc));
      }
      seenBy.set(v, bySeq);
    }
  }
  const leaks: string[] = [];
  for (const item of received) {
    const text = withoutCatalog(item.text);
    const tokens: (string | RegExp)[] = [...cookies];
    const over = item.finished || (states.get(item.seq)?.status ?? "active") !== "active";
    if (!over) tokens.push(seed, ...[...rngWords].map(numberToken));
    if (item.viewer.seat === null) tokens.push(invite);
    for (const [address, owner] of replyAddressOf) if (owner !== item.viewer) tokens.push(address.replace(/@.*/, ""));
    if (gc.game === "sleep" && !over) {
      const seen = seenBy.get(item.viewer)!.get(Math.min(item.seq, S.seq)) ?? new Set();
      for (const c of CARDS) {
        if (seen.has(c.code)) continue;
        if (item.sent && (item.sent.includes(`"${c.code}"`) || item.sent.includes(nameOf(c.code)))) continue;
        tokens.push(`"${c.code}"`, label(c.code), SLEEP_NAME.get(c.code)!);
      }
    }
    const found = findTokens(text, tokens);
    if (found.length) leaks.push(`${item.viewer.label} via ${item.channel} at seq ${item.seq}: ${found.slice(0, 5).join(", ")} in ${text.slice(0, 400)}`);
  }
  expect(leaks, leaks.slice(0, 5).join("\n\n")).toEqual([]);
  if (S.status === "finished") {
    // Over: the published replay reaches the same final position from the seed.
    const replay = await anon.client.json<MatchReplay>(`/api/matches/${id}/replay`);
    expect(await verifyReplay(replay.body, getGame)).toEqual({ ok: true, moves: replay.body.moves.length });
  }
  console.log(
    `${gc.game} ${gc.players}p ${JSON.stringify(gc.options ?? {})}: ${counts.moves} moves (${counts.http} HTTP, ${counts.socket} socket, ${counts.email} email), status ${S.status}; ` +
      `${received.length} items scanned, ${counts.resources} resources checked, ${counts.lines} log lines, ${counts.twins} twin checks ` +
      `(${counts.twinSkipped} skipped, ${counts.replyTwins} with replies), ${counts.probes} probes, ${counts.replies} email replies answered (${counts.refusedReplies} refused), ${counts.mails} emails (${counts.mailLines} quoted lines checked), ${counts.pushes} pushes, ${counts.embeds} embed responses, ${waits} waits for the move limit` +
      (embedsServed.embed ? "" : "; NO embed page served") +
      (embedsServed.svg ? "" : "; NO board.svg served"),
  );
  return { counts, embedsServed, status: S.status, mails: counts.mails };
}

describe("hidden information never reaches anyone it is hidden from", () => {
  it("covers every registered game that has hidden information", () => {
    // A game whose views differ between seats has secrets: it must be in CASES.
    for (const g of allGames()) {
      if (g.id === "tiny") continue;
      const s = g.setup(g.players.max, Object.fromEntries(Object.entries(g.options).map(([k, o]) => [k, o.default])), "coverage");
      const views = new Set(Array.from({ length: g.players.max }, (_, seat) => JSON.stringify({ ...g.view(s, seat), you: null })));
      const hidden = views.size > 1 || JSON.stringify({ ...g.view(s, 0), you: null }) !== JSON.stringify({ ...g.view(s, null), you: null });
      if (hidden) expect(HIDDEN_GAMES.has(g.id), `${g.id} hides information: add it to this suite`).toBe(true);
    }
  });

  for (const gc of CASES) {
    it(`${gc.game}, ${gc.players} players ${JSON.stringify(gc.options ?? {})}: responses, sockets, logs, errors, emails, replies by email, pushes and embeds`, async () => {
      const result = await playAndWatch(gc, `hidden-${gc.game}-${gc.players}-${JSON.stringify(gc.options ?? {})}`);
      expect(result.counts.twins).toBeGreaterThan(3);
      expect(result.counts.lines).toBeGreaterThan(10);
      expect(result.counts.pushes, "the seat without a socket was pushed its turns").toBeGreaterThan(0);
      expect(result.counts.email, "the seat without a socket played by replying to its emails").toBeGreaterThan(0);
      expect(result.counts.refusedReplies, "replies that must be refused were answered").toBeGreaterThan(0);
      expect(result.counts.replyTwins, "refused replies were answered the same in a twin").toBeGreaterThan(0);
    }, 600_000);
  }
});

describe("the computer is no way out of the room", () => {
  // A bot's decisions (its moves, its answers to draw offers) are a new channel: what it decides must not depend on what its seat cannot
  // see, and what a human receives must not depend on the bots' secrets (DESIGN "Computer opponents").
  for (const gc of CASES) {
    it(`${gc.game}, ${gc.players} players against the computer: the human's channels and the bots' decisions depend only on what each may see`, async () => {
      const game = getGame(gc.game) as Game;
      const rng = new Rng(seedRng(`bots-${gc.game}-${gc.players}-${JSON.stringify(gc.options ?? {})}`));
      const tag = `${Math.floor(Math.random() * 1e9)}`;
      const human = await member(`Solo ${gc.game}`, `solo-${gc.game}-${tag}@example.com`);
      const bots = Array.from({ length: gc.players - 1 }, (_, i) => ({ seat: i + 1, level: "normal" }));
      const created = await human.json<MatchResource>("/api/matches", { json: { game: gc.game, players: gc.players, options: gc.options ?? {}, bots } });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      const id = created.body.id;
      const socket = await openSocket(human, id);
      const resources = new Map<number, string>();
      const counts = { twins: 0, decisions: 0, socket: 0 };
      let drawAnswers = 0;
      let checkedSeq = 0;
      for (let i = 0; i < gc.maxMoves; i++) {
        const S = await roomSettled(id);
        // Every position the computer decided at since the last look: the same decision in a twin
        // that differs in what the bot's seat cannot see (the human's hand, the deck, the rng...).
        const compared = await inRoom(id, (room) => {
          let n = 0;
          for (let k = Math.max(1, checkedSeq); k < S.seq; k++) {
            const then: MatchState = room.store.stateAt(k);
            if (then.status !== "active") continue;
            for (const b of game.actors(then.game).filter((seat) => seat !== 0)) {
              const twin = gc.twin(then.game, b, rng);
              if (!twin) continue;
              const real = JSON.stringify(botMove(then, b, "normal", "bot"));
              expect(JSON.stringify(botMove({ ...then, game: twin }, b, "normal", "bot")), `${gc.game} seq ${k}, seat ${b}`).toBe(real);
              n++;
            }
            // Its answer to a draw offer, judged at every fourth position by each of its seats, deciding or not.
            if (k % 4 !== 0) continue;
            for (const b of bots.map((x) => x.seat)) {
              const twin = gc.twin(then.game, b, rng);
              if (!twin) continue;
              expect(botAcceptsDraw({ ...then, game: twin }, b), `${gc.game} seq ${k}, seat ${b}: the draw answer depends on what it cannot see`).toBe(botAcceptsDraw(then, b));
              drawAnswers++;
            }
          }
          return n;
        });
        counts.decisions += compared;
        checkedSeq = S.seq;
        const look = async () => [(await getMatch(human, id)).text, JSON.stringify((await human.json(`/api/matches/${id}/log`)).body)];
        const real = await look();
        resources.set(S.seq, real[0]!);
        if (S.status !== "active") break;
        // The human's resource and log lines are the same when the bots' secrets differ.
        const twin = i % 2 === 0 ? gc.twin(S.game, 0, rng) : null;
        if (twin) {
          expect(await withGameState(id, twin, look), `${gc.game} seq ${S.seq}: the human's view depends on a bot's secret`).toEqual(real);
          counts.twins++;
        }
        const m = JSON.parse(real[0]!) as MatchResource;
        expect(m.legal?.length, `the computer has moved: the human decides at seq ${m.seq}`).toBeGreaterThan(0);
        const r = await human.json(`/api/matches/${id}/moves`, { json: { seq: m.seq, move: m.legal![rng.int(m.legal!.length)] } });
        expect(r.status, JSON.stringify(r.body)).toBe(200);
      }
      // Every socket message the human got at a position we also read over HTTP is that resource, byte for byte.
      for (const msg of socket.messages) {
        if (msg.type !== "match" || !resources.has(msg.match.seq)) continue;
        expect(msg.match, `socket at seq ${msg.match.seq}`).toEqual(JSON.parse(resources.get(msg.match.seq)!));
        counts.socket++;
      }
      socket.close();
      console.log(`${gc.game} ${gc.players}p vs the computer: ${counts.decisions} bot decisions and ${drawAnswers} draw answers compared with twins, ${counts.twins} human twins, ${counts.socket} socket messages`);
      expect(counts.decisions).toBeGreaterThan(3);
      expect(drawAnswers, "the computer's draw answers were compared with twins").toBeGreaterThan(0);
      expect(counts.twins).toBeGreaterThan(1);
      expect(counts.socket).toBeGreaterThan(1);
    }, 600_000);
  }
});

describe("the checks themselves", () => {
  it("the twin swap is live: changing a seat's own secret changes what it receives, changing the other's does not", async () => {
    const { a, b, id } = await tinyMatch();
    const real = await roomMatch(id);
    const game = real.game as { secrets: number[] };
    const before = [(await getMatch(a, id)).text, (await getMatch(b, id)).text];
    const otherChanged = await withGameState(id, { ...game, secrets: [game.secrets[0], game.secrets[1]! + 1] }, async () => [(await getMatch(a, id)).text, (await getMatch(b, id)).text]);
    expect(otherChanged[0]).toBe(before[0]);
    expect(otherChanged[1]).not.toBe(before[1]);
    expect((await getMatch(b, id)).text).toBe(before[1]); // put back
  });

  it("the token scan finds a seed, an rng word and a card label wherever they hide", () => {
    const text = withoutCatalog(JSON.stringify({ view: { catalog: JSON.parse(CATALOG_JSON), note: "dealt Nod Off (F2) from 12345678901 with seed abc-123" } }));
    expect(findTokens(text, ["abc-123", numberToken(12345678901), label("F2"), SLEEP_NAME.get("F2")!])).toHaveLength(4);
    expect(findTokens(withoutCatalog(JSON.stringify({ catalog: JSON.parse(CATALOG_JSON) })), [label("F2"), SLEEP_NAME.get("F2")!, '"F2"'])).toEqual([]);
    expect(findTokens("total 123456789012", [numberToken(12345678901)])).toEqual([]);
  });
});

describe("the engines' legal lists are what the transport trusts", () => {
  it("a move outside the actor's legal list is always refused (the probes above rely on it)", () => {
    for (const gc of CASES) {
      const game = getGame(gc.game) as Game;
      const s = game.setup(gc.players, (gc.options ?? {}) as never, "probe-contract");
      const actor = game.actors(s)[0]!;
      for (const other of Array.from({ length: gc.players }, (_, i) => i).filter((i) => i !== actor)) {
        const mine = new Set(game.legalMoves(s, actor).map((m) => JSON.stringify(m)));
        for (const m of game.legalMoves(s, other).slice(0, 50)) {
          if (mine.has(JSON.stringify(m))) continue;
          expect(isOk(game.apply(s, actor, m)), `${gc.game}: ${JSON.stringify(m)}`).toBe(false);
        }
      }
    }
  });
});
