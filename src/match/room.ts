/**
 * MatchRoom: one Durable Object per match, wiring the room's parts together:
 * - `access.ts`: who may act (pure); `commands.ts`: what each command decides (pure); `rematch.ts`: a rematch's seats.
 * - `store.ts`: the event log (the truth) and its snapshots; `this.match` is its fold in memory.
 * - `fold.ts`: `step` validates every event and produces the next state.
 * - `bots.ts`: the computer's moves, made by the alarm right after the change that asks for them.
 * - `delivery.ts`: bringing D1 (index, inbox, mail) up to date, with backoff and retry.
 * - `clock.ts`: what is due when (reminders, timeouts, delivery), for the one alarm.
 * - `sockets.ts`: live viewers.
 * Every change goes one way (`perform`): check the viewer, decide the events, commit them with
 * their outbox rows in one synchronous transaction, then announce: arm the alarm when the computer
 * must decide or the delivery waits for the next batch (docs/architecture.md, "Delivery to D1"),
 * send each socket what changed for it (a sealed decision, SP-5: the decider's sockets alone), deliver.
 */
import { DurableObject } from "cloudflare:workers";
import { err, isOk, ok, type Result, type Seat } from "../engine/game";
import { CHACHA20_SEED_PREFIX } from "../engine/rng";
import type { Env } from "../env";
import { publicOrigin } from "../shared/origin";
import { SOCKET_PROTOCOL, SOCKET_RELOAD_CODE, type LogLine, type MatchReplay, type MatchResource, type MatchReview, type ServerMessage } from "../shared/api";
import { announceAlarmAt, dueAt, dueItems, nextDueAt, type Due } from "./clock";
import { moveAsToday } from "./compat";
import { Delivery, WAKE_DELIVERY_MS, type OutboxRow } from "./delivery";
import { creatorSeatOrRefusal, fail, playingSeatOrRefusal, seatOrRefusal, refusalIfHidden, type Reply } from "./access";
import { botSeatChange, budgetRefusal, drawChange, idempotencyKeyOf, joinAccess, joinChange, moveChange, offerChange, rematchRefusal, REPLAYED, unaffectedSince, vacationChange, type Change, type DrawAction } from "./commands";
import type { Level } from "../bot";
import { computerDue, nextBotEvent, timeoutEvent } from "./bots";
import { stepLive } from "./fold";
import { Conversation, type ConversationReply, type ConversationRequest } from "./chat";
import { commitmentOf, replayReply } from "./fairness";
import { createRematch } from "./rematch";
import { logColumns, seatOfferOf, type SeatOffer } from "./seats";
import { noticesFor, reminderNotice } from "./notices";
import { MoveBudget, movesPerMinute } from "./moveBudget";
import { BuiltCache, etagOf } from "./resource";
import { closeQuietly, problemAnswer, readClientMessage, sendQuietly, socketProblem, Sockets } from "./sockets";
import { LiveUpdates } from "./updates";
import { EventStore, rowOf, type EventRow } from "./store";
import { historyReply, Review, type SeenAs } from "./review";
import type { MatchEvent, MatchMeta, MatchState } from "./state";
import { seatOf, seatTakers, sitting, type Viewer } from "./viewer";
import { msg, textIn } from "../shared/i18n";
import { isLocale, type Locale } from "../shared/locale";

export type { Reply } from "./access";
export type { DrawAction } from "./commands";
export { SNAPSHOT_EVERY } from "./store";
export { LIVE_COALESCE_MS, OUTBOX_COALESCE_MS } from "./delivery";

export type CreateInput = Pick<MatchMeta, "id" | "game" | "players" | "options" | "visibility" | "daysPerMove" | "tournament" | "rated" | "reserved"> & {
  seat: Seat;
  creator: Viewer;
  rematchOf?: string | null;
  /** Seats the computer takes at once. */
  bots?: { seat: Seat; level: Level }[];
};

/** The computer's decisions made per alarm at most: a long chain rings the alarm again, so requests interleave. */
const BOT_MOVES_PER_ALARM = 3;

export class MatchRoom extends DurableObject<Env> {
  private sql: SqlStorage;
  private store: EventStore;
  private delivery: Delivery;
  private sockets: Sockets;
  private match: MatchState | null = null;
  private readonly origin: string;
  /** When the alarm is known to be set for (null: not known, or none). */
  private alarmAt: number | null = null;
  private moveBudget: MoveBudget;
  private cache = new BuiltCache();
  private updates = new LiveUpdates(this.cache, (state, you, after, locale) => this.linesOf(state, you, after, locale));
  private conversation: Conversation;
  private review: Review;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    this.sql = ctx.storage.sql;
    this.origin = publicOrigin(env);
    this.store = new EventStore(this.sql);
    this.review = new Review(this.sql, this.store);
    this.sockets = new Sockets(ctx);
    this.delivery = new Delivery(this.sql, env, {
      state: () => this.match,
      lineAt: (seat, at) => this.store.lineAt(seat, at),
      isWatching: (userId) => this.sockets.isWatching(userId),
      origin: this.origin,
    });
    this.moveBudget = new MoveBudget(movesPerMinute(env));
    this.conversation = new Conversation(this.sql, this.sockets, (notices) => (this.delivery.enqueue(notices, Date.now()), void this.flushOutbox()));
    // A request for an id that was never created must not leave storage behind (anyone can guess ids).
    if (this.store.exists()) this.match = this.store.stateAt();
    // A woken room does not know what D1 has: a change of the last minutes may have died before its delivery (no alarm guards one).
    if (this.match && Date.now() - this.match.updatedAt < WAKE_DELIVERY_MS) setTimeout(() => void this.flushOutbox(true), 0);
    if (this.match && !this.match.meta.commitment) void ctx.blockConcurrencyWhile(async () => void (this.match!.meta.commitment = await commitmentOf(this.match!.meta.seed)));
    ctx.setWebSocketAutoResponse(new WebSocketRequestResponsePair('{"type":"ping"}', '{"type":"pong"}'));
  }

  /** For tests and the benchmark: the number of events replayed on wake is bounded by SNAPSHOT_EVERY. */
  eventsSinceSnapshot(): number {
    return this.match ? this.store.eventsSinceSnapshot() : 0;
  }

  // ---- the one way of a change -----------------------------------------------------------

  /**
   * Validates events with `step` and writes them, their log lines, the idempotency key, a due
   * snapshot and their outbox rows in one synchronous transaction (one statement alone needs none). Refused: nothing is written.
   * `urgent`: D1 must hear of it at once (anything but moves within a running match).
   */
  private commit(events: MatchEvent[], idempotencyKey?: string): Result<{ urgent: boolean; sealedBy: Seat[] }> {
    const before = this.match;
    let state = this.match;
    const at = Date.now();
    const rows: EventRow[] = [];
    for (const event of events) {
      const { event: written, next } = stepLive(state, event, at);
      if (!isOk(next)) return next;
      rows.push(rowOf(state, written, next.ok, at));
      state = next.ok;
    }
    if (!state) return err("nothing to write");
    const final = state;
    const notices = noticesFor(before, final, events);
    const writes = this.store.writesFor(rows, final, idempotencyKey);
    const write = () => (this.store.run(writes), notices.forEach((n) => this.delivery.enqueue([n], at)));
    // A move is usually one statement, atomic by itself; more are one transaction.
    if (writes.length + notices.length === 1) write();
    else this.ctx.storage.transactionSync(write);
    this.store.appended(final, before?.seq ?? 0, rows);
    this.match = final;
    for (const userId of seatTakers(before, final)) this.sockets.seatTaken(userId);
    // sealedBy: the deciders of a change that is all sealed (SP-5), who alone hear of it.
    return ok({ sealedBy: rows.every((r) => r.sealed) ? rows.map((r) => r.seat!) : [], urgent: !events.every((e) => e.kind === "move" || e.kind === "timeout") || before?.status !== final.status });
  }

  /**
   * The computer's decisions (bot seats, and seats whose player left a 3–4 player match), one event
   * each, each sent to the sockets as it is made; a sealed one (SP-5) reaches nobody and is not
   * counted, so how many seats decide shows in no timing. Run by the alarm; returns whether it moved.
   */
  private runBots(): boolean {
    let moved = 0;
    for (let guard = 0; moved < BOT_MOVES_PER_ALARM && guard < 64; guard++) {
      const event = nextBotEvent(this.match!);
      const done = event && this.commit([event]);
      if (!done || !isOk(done)) break;
      if (!done.ok.sealedBy.length) moved += (this.broadcast(), 1);
    }
    return moved > 0;
  }

  /** After a change: make sure D1 will hear of it (at once, or with the next batch), then tell every socket. */
  private announce(urgent: boolean, sealedBy: Seat[] = []): void {
    if (urgent) {
      this.broadcast();
      void this.flushOutbox();
      return;
    }
    // Slow play (the usual case) is delivered at once, with no alarm (a failure arms the retry's; a room that dies
    // first delivers when it wakes). A move that waits for the batch, or the computer's turn, needs the alarm: armed
    // before the broadcast, in the event's storage commit, and left as it is while one armed in time is outstanding.
    const now = Date.now(), window = this.delivery.coalesceMs(), startsNow = !computerDue(this.match!) && this.delivery.mayStartNow(now, window);
    const due = announceAlarmAt(this.match!, now, { window, retryAt: this.delivery.retryAt });
    if (!startsNow && (this.alarmAt === null || this.alarmAt > due || this.alarmAt < now)) {
      this.alarmAt = due;
      this.ctx.storage.setAlarm(due).catch(() => (this.alarmAt = null));
    }
    this.broadcast(sealedBy.length ? sealedBy : undefined);
    // After this change's reply has gone out: the delivery's CPU does not delay the mover's answer.
    if (startsNow) setTimeout(() => void this.flushOutbox(), 0);
  }

  /**
   * The path of every command: `check` says which seat the viewer acts as (or why they cannot),
   * `decide` what to write (commands.ts); then the move budget if the change spends it, commit,
   * the announcement (the computer moves after it, by the alarm), and the viewer's resource.
   */
  private perform<S extends Seat | null>(viewer: Viewer | null, check: S | Reply<never>, decide: (seat: S, state: MatchState) => Change | Reply<MatchResource>, locale: Locale = "en"): Reply<MatchResource> {
    if (check !== null && typeof check === "object") return check;
    const change = decide(check, this.match!);
    if (!("events" in change)) return change;
    const overBudget = change.budget && budgetRefusal(this.moveBudget.take(viewer!.userId), change.budget);
    if (overBudget) return overBudget;
    const done = this.commit(change.events, change.idempotencyKey);
    if (!isOk(done)) return fail(change.refused, done.error);
    this.announce(done.ok.urgent, done.ok.sealedBy);
    return { ok: true, ...this.resourceFor(viewer, locale) };
  }

  // ---- commands --------------------------------------------------------------------------

  async create(input: CreateInput, locale: Locale = "en"): Promise<Reply<MatchResource>> {
    const seed = `${CHACHA20_SEED_PREFIX}${crypto.randomUUID()}`;
    if (this.match) return fail(409, msg("roomMatchExists"));
    this.store.createSchema();
    this.delivery.createSchema();
    const meta: MatchMeta = {
      ...{ id: input.id, game: input.game, players: input.players, options: input.options, visibility: input.visibility, daysPerMove: input.daysPerMove },
      seed,
      commitment: await commitmentOf(seed),
      invite: crypto.randomUUID().replace(/-/g, ""),
      createdBy: input.creator.userId,
      createdAt: Date.now(),
      rematchOf: input.rematchOf ?? null,
      ...(input.reserved ? { reserved: input.reserved } : {}), ...(input.tournament ? { tournament: input.tournament } : {}),
      rated: input.rated === true,
    };
    const created = this.commit([{ kind: "created", meta, seat: input.seat, ...sitting(input.creator), bots: input.bots ?? [] }]);
    if (!isOk(created)) return fail(422, created.error);
    this.announce(true);
    // The creator's "my matches" list should show the match at once, so wait for the first index write.
    await this.flushOutbox();
    return { ok: true, ...this.resourceFor(input.creator, locale) };
  }

  async join(viewer: Viewer, invite: string, seat: Seat | undefined, locale: Locale = "en"): Promise<Reply<MatchResource>> {
    // Joining needs no seat (null): the invite decides.
    const { refused, hidden } = joinAccess(this.match, viewer);
    return this.perform(viewer, refused, (_, state) => joinChange(state, viewer, invite, seat, hidden), locale);
  }

  async move(viewer: Viewer | null, seq: number, move: unknown, idempotencyKey?: string | null, locale: Locale = "en"): Promise<Reply<MatchResource>> {
    return this.perform(viewer, playingSeatOrRefusal(this.match, viewer), (seat, state) => {
      const key = idempotencyKeyOf(viewer!.userId, idempotencyKey);
      const decided = moveChange(state, seat, {
        seq,
        move: moveAsToday(move),
        idempotencyKey: key,
        alreadyApplied: !!key && this.store.hasIdempotencyKey(key),
        standsSince: (q) => unaffectedSince(state, seat, q, (s, since) => this.store.eventsTouching(s, since), (at) => this.stateAt(at)),
      });
      return decided === REPLAYED ? { ok: true, replayed: true, ...this.resourceFor(viewer, locale) } : decided;
    }, locale);
  }

  async resign(viewer: Viewer | null, locale: Locale = "en"): Promise<Reply<MatchResource>> {
    return this.perform(viewer, playingSeatOrRefusal(this.match, viewer), (seat) => ({ events: [{ kind: "resign", seat }], refused: 409 }), locale);
  }

  async draw(viewer: Viewer | null, action: DrawAction, locale: Locale = "en"): Promise<Reply<MatchResource>> {
    return this.perform(viewer, playingSeatOrRefusal(this.match, viewer), (seat, state) => drawChange(state, seat, action), locale);
  }

  async abort(viewer: Viewer | null, locale: Locale = "en"): Promise<Reply<MatchResource>> {
    return this.perform(viewer, creatorSeatOrRefusal(this.match, viewer), (seat) => ({ events: [{ kind: "abort", seat }], refused: 409 }), locale);
  }

  /** The creator gives a free seat to the computer while the match waits for players (`botSeatChange`). */
  async addBot(viewer: Viewer | null, seat: Seat, level: Level, locale: Locale = "en"): Promise<Reply<MatchResource>> {
    return this.perform(viewer, playingSeatOrRefusal(this.match, viewer), (_, state) => botSeatChange(state, viewer!, seat, level), locale);
  }

  /** A player offers a seat the computer plays for a leaver to a newcomer (seats.ts); again: the same invite. */
  async offerSeat(viewer: Viewer | null, seat: Seat): Promise<Reply<SeatOffer>> {
    const by = playingSeatOrRefusal(this.match, viewer);
    const done = typeof by !== "number" || this.match!.seatOffers?.[String(seat)] ? by : this.perform(viewer, by, (_, state) => offerChange(state, by, seat));
    return typeof done === "object" && !done.ok ? done : { ok: true, body: seatOfferOf(this.match!, seat, this.origin) };
  }

  async rematch(viewer: Viewer | null, newId: string, locale: Locale = "en"): Promise<Reply<MatchResource>> {
    const seat = seatOrRefusal(this.match, viewer, msg("roomOnlyPlayersRematch"));
    if (typeof seat !== "number") return seat;
    const state = this.match!;
    if (state.rematch) return { ok: true, ...this.resourceFor(viewer, locale) };
    const refused = rematchRefusal(state);
    if (refused) return refused;
    const invite = await createRematch(this.env.MATCH_ROOM.get(this.env.MATCH_ROOM.idFromName(newId)) as unknown as Pick<MatchRoom, "create">, state, viewer!, seat, newId);
    if (typeof invite !== "string") return invite;
    return this.perform(viewer, seat, () => ({ events: [{ kind: "rematch", seat, id: newId, invite }], refused: 409 }), locale);
  }

  /** The player of these seats is away: their clocks stop from `from` to `until`. */
  async setVacation(userId: string, from: number, until: number): Promise<Reply<null>> {
    const state = this.match;
    if (!state) return fail(404, msg("roomNoMatchHere"));
    const change = vacationChange(state, userId, from, until);
    if (!change) return { ok: true, body: null };
    const done = this.perform(null, null, () => change);
    return done.ok ? { ok: true, body: null } : done;
  }

  // ---- delivery and the clock ------------------------------------------------------------

  /** Delivers what is due to D1, then sets the alarm for whatever is due next. */
  async flushOutbox(wake = false): Promise<void> {
    if (!this.match) return;
    await this.delivery.run(wake);
    await this.scheduleAlarm();
  }

  /** Pending outbox rows, for tests and diagnostics. */
  outboxState(): OutboxRow[] { return this.delivery.pending(this.alarmAt); }

  private dueItems(now: number, withDelivery = true): Due[] {
    return dueItems(this.match, {
      reminded: (seat, since) => this.store.reminded(seat, since),
      deliveryAt: withDelivery && this.match ? this.delivery.dueAt(now) : null,
      reviewPending: this.review.pending(this.match),
    });
  }

  /** Sets the one alarm for the next thing due, or clears it when nothing is. */
  private async scheduleAlarm(): Promise<void> {
    const now = Date.now();
    const due = nextDueAt(this.dueItems(now));
    const current = this.alarmAt ?? (await this.ctx.storage.getAlarm());
    if (due === null) {
      if (current !== null) await this.ctx.storage.deleteAlarm();
      this.alarmAt = null;
      return;
    }
    const at = Math.max(due, now + 10);
    if (current !== at) await this.ctx.storage.setAlarm(at);
    this.alarmAt = at;
  }

  /**
   * Alarms may be delivered more than once; `tick` is idempotent: a reminder is remembered per
   * decision, and a timeout is an event that `step` refuses once the seat is no longer deciding.
   */
  override async alarm(): Promise<void> {
    this.alarmAt = null;
    if (!this.match) return;
    await this.tick(Date.now());
  }

  /** Does what is due at `now`: reminders, the timeout rule for late decisions, the review's next slice, delivery. */
  async tick(now: number): Promise<void> {
    const state = this.match;
    if (state) {
      const notices = dueAt(this.dueItems(now, false), now).reminders.flatMap((r) => {
        this.store.remember(r.seat, state.decisionSince[String(r.seat)], now);
        const notice = reminderNotice(state, r.seat, r.deadline, now);
        return notice ? [notice] : [];
      });
      if (notices.length) this.delivery.enqueue(notices, Date.now(), `notify:reminder:${state.seq}:${now}`);
      let changed = false;
      for (let guard = 0; guard < 100; guard++) {
        const { late } = dueAt(this.dueItems(now, false), now);
        if (late === null) break;
        if (!isOk(this.commit([timeoutEvent(this.match!, late)]))) break;
        changed = true;
      }
      if (this.runBots() || changed) this.broadcast();
      if (this.match?.status === "finished") this.review.slice(this.match);
    }
    await this.flushOutbox();
  }

  // ---- reading ---------------------------------------------------------------------------

  /** The resource this viewer may see, in the reader's language (its ETag names the language). */
  private resourceFor(viewer: Viewer | null, locale: Locale): { body: MatchResource; etag: string } {
    const state = this.match!;
    const you = seatOf(state, viewer);
    return { body: this.cache.resource(state, you, this.origin, locale), etag: etagOf(state, you, locale) };
  }

  async get(viewer: Viewer | null, ifNoneMatch?: string | null, locale: Locale = "en"): Promise<Reply<MatchResource | null>> {
    const hidden = refusalIfHidden(this.match, viewer);
    if (hidden) return hidden;
    const etag = etagOf(this.match!, seatOf(this.match!, viewer), locale);
    if (ifNoneMatch && ifNoneMatch.split(",").some((t) => t.trim().replace(/^W\//, "") === etag)) return { ok: true, body: null, etag };
    return { ok: true, ...this.resourceFor(viewer, locale) };
  }

  async log(viewer: Viewer | null, after: number, locale: Locale = "en"): Promise<Reply<LogLine[]>> {
    return refusalIfHidden(this.match, viewer) ?? { ok: true, body: this.linesOf(this.match!, seatOf(this.match!, viewer), after, locale) };
  }

  /** The log lines after `after` as the viewer at `you` reads them, in their language. */
  private linesOf(state: MatchState, you: Seat | null, after: number, locale: Locale): LogLine[] {
    return this.store.log(after, logColumns(state, you), locale);
  }

  /** The position after event `at`, as this viewer was allowed to see it then (after the end: as any seat saw it, or face up). */
  async history(viewer: Viewer | null, at: number, as?: SeenAs, locale: Locale = "en"): Promise<Reply<{ seq: number; view: unknown; status: string }>> {
    return historyReply(this.match, viewer, at, as, (seq) => this.stateAt(seq), locale);
  }
  /** Once the match is over: every position with nothing hidden, and how the chances moved (src/match/review.ts). */
  async reviewOf(viewer: Viewer | null, locale: Locale = "en"): Promise<Reply<MatchReview>> { return this.review.reply(this.match, viewer, locale); }

  /** Once the match is over: everything needed to replay it from the seed (src/match/fairness.ts). */
  async replay(viewer: Viewer | null, locale: Locale = "en"): Promise<Reply<MatchReplay>> {
    return replayReply(this.match, viewer, () => this.store.events(), locale);
  }

  /** Chat and notes (src/match/chat.ts): beside the log, never in it. */
  async converse(viewer: Viewer | null, request: ConversationRequest): Promise<Reply<ConversationReply>> {
    return this.conversation.handle(this.match, viewer, request);
  }

  /** The match as it was after event `seq` (the current state from memory). */
  private stateAt(seq: number): MatchState {
    return seq === this.match!.seq ? this.match! : this.store.stateAt(seq)!;
  }

  // ---- sockets ---------------------------------------------------------------------------

  override async fetch(request: Request): Promise<Response> {
    // The reader's language: the Worker's choice for the request that opens the socket (kept with the socket).
    const wanted = request.headers.get("x-dd-locale"), locale: Locale = isLocale(wanted) ? wanted : "en";
    if (!new URL(request.url).pathname.endsWith("/socket")) return problemAnswer(404, msg("roomNothingHere"), locale);
    if (request.headers.get("Upgrade")?.toLowerCase() !== "websocket") return problemAnswer(426, msg("roomConnectWebSocket"), locale);
    const viewerHeader = request.headers.get("x-dd-viewer");
    const viewer: Viewer | null = viewerHeader ? JSON.parse(viewerHeader) : null;
    const hidden = refusalIfHidden(this.match, viewer);
    if (hidden && !hidden.ok) return problemAnswer(404, hidden.detail, locale);
    if (request.headers.get("x-dd-protocol") !== String(SOCKET_PROTOCOL)) return this.sockets.refuse(JSON.stringify({ type: "reload", detail: textIn(locale, msg("roomReload")) } satisfies ServerMessage), SOCKET_RELOAD_CODE);
    const seat = seatOf(this.match!, viewer), first = this.updates.whole(this.match!, seat, this.origin, locale);
    return this.sockets.accept(viewer, first.text, first.held, locale, request.headers.get("x-dd-credential"));
  }

  /** Sends every socket (or only those of the seats `only`: a sealed decision's) what changed for its viewer (updates.ts); built once per seat, language and base. */
  private broadcast(only?: Seat[]): void {
    const state = this.match!;
    const round = this.updates.round(state, this.origin);
    this.sockets.broadcast((who, held) => round.updateFor(seatOf(state, who), held, who?.locale ?? "en"), only && ((who) => only.includes(seatOf(state, who) ?? -1)));
    round.finish();
  }

  /** Closes the sockets opened with this user's identity (`credential`: with that one only): their sign-in ended. */
  async disconnect(userId: string, credential?: string): Promise<Reply<null>> {
    this.sockets.disconnect(userId, { credential });
    return { ok: true, body: null };
  }

  override async webSocketMessage(ws: WebSocket, message: string | ArrayBuffer): Promise<void> {
    const send = (m: ServerMessage) => sendQuietly(ws, JSON.stringify(m));
    const a = this.sockets.attachmentOf(ws), locale = a?.locale ?? "en";
    const read = readClientMessage(message, locale);
    if ("error" in read) return send(read.error);
    const incoming = read.message;
    if (incoming.type === "ping") return send({ type: "pong" });
    if (!a?.userId || !this.match) return send(socketProblem(403, msg("roomSpectatorsCannotMove"), incoming.requestId, locale));
    const name = this.match.seats.find((s) => s.userId === a.userId)?.name ?? "";
    const result = await this.move({ userId: a.userId, name }, incoming.seq, incoming.move, undefined, locale);
    if (!result.ok) send(socketProblem(result.status, result.detail, incoming.requestId, locale));
  }

  override async webSocketClose(ws: WebSocket, code: number, reason: string): Promise<void> {
    closeQuietly(ws, code === 1005 || code === 1006 ? 1000 : code, reason);
  }

  override async webSocketError(): Promise<void> {}
}
