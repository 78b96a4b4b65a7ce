/**
 * TournamentRoom: one Durable Object per tournament, the authority over its entrants, rounds and
 * standings. Its state is one stored value changed only by the pure functions of lifecycle.ts; after
 * each change `settle` does what the change asks of the world, each part idempotent and retried by
 * the alarm until done: the D1 list row, the rounds' matches (created in their rooms with every
 * seat taken), the "started / next round" notices, the withdrawn players' resignations. The alarm
 * also starts the tournament at `startsAt` and, while it runs, asks its matches how they stand, so
 * a result whose report was lost is caught up.
 */
import { DurableObject } from "cloudflare:workers";
import { isOk, validateOptions } from "../engine/game";
import { getGame } from "../engine/registry";
import type { Env } from "../env";
import type { MatchRoom } from "../match/room";
import { upsertTournament } from "../db/tournaments";
import { deliverNotices } from "../notify/inbox";
import type { Notice } from "../notify/notice";
import { randomId } from "../shared/crypto";
import { publicOrigin } from "../shared/origin";
import type { MatchReport, TournamentResource } from "../shared/tournament";
import * as life from "./lifecycle";
import { tournamentResource, summaryRow } from "./resource";
import { isOver } from "../shared/status";
import { msg, type Text } from "../shared/i18n";

export type TournamentReply<T> = { ok: true; body: T } | { ok: false; status: number; detail: Text };

type Rooms = Pick<MatchRoom, "create" | "join" | "get" | "resign">;

/** While a tournament runs, how often its alarm asks its unfinished matches how they stand. */
export const CATCH_UP_MS = 6 * 3_600_000;
const RETRY_MS = [2_000, 10_000, 60_000, 600_000];

export class TournamentRoom extends DurableObject<Env> {
  private state: life.TournamentState | null = null;
  private settling: Promise<void> | null = null;
  private again = false;
  private failures = 0;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    void ctx.blockConcurrencyWhile(async () => void (this.state = (await ctx.storage.get<life.TournamentState>("state")) ?? null));
  }

  // ---- commands ----------------------------------------------------------------------------

  async create(config: life.TournamentConfig): Promise<TournamentReply<TournamentResource>> {
    if (this.state) return { ok: false, status: 409, detail: msg("tournamentExists") };
    await this.change(life.newTournament(config));
    return this.get();
  }

  async get(): Promise<TournamentReply<TournamentResource>> {
    if (!this.state) return { ok: false, status: 404, detail: msg("tournamentNone") };
    return { ok: true, body: tournamentResource(this.state, publicOrigin(this.env)) };
  }

  async join(who: life.Person): Promise<TournamentReply<TournamentResource>> {
    return this.apply((s) => {
      const joined = life.join(s, who);
      if (!("ok" in joined) || !life.isFull(joined.ok)) return joined;
      return life.start(joined.ok, Date.now(), newMatchId);
    });
  }

  async leave(who: life.Person): Promise<TournamentReply<TournamentResource>> {
    return this.apply((s) => life.leave(s, who, newMatchId));
  }

  async start(who: life.Person): Promise<TournamentReply<TournamentResource>> {
    return this.apply((s) => (s.config.organiser.userId === who.userId ? life.start(s, Date.now(), newMatchId) : { refused: { status: 403, detail: msg("tournamentOrganiserStarts") } }));
  }

  /** A match room reports its end; a second report of the same match changes nothing. */
  async report(report: MatchReport): Promise<void> {
    if (!this.state) return;
    const next = life.record(this.state, report, newMatchId);
    if (next) await this.change(next);
  }

  override async alarm(): Promise<void> {
    const s = this.state;
    if (!s) return;
    if (s.status === "open" && s.config.startsAt !== null && s.config.startsAt <= Date.now()) {
      const started = life.start(s, Date.now(), newMatchId);
      // Too few entrants at the hour: it stays open for the organiser to start or wait.
      if ("ok" in started) await this.change(started.ok);
    }
    if (this.state?.status === "running") await this.catchUp();
    await this.settle();
  }

  // ---- the one way of a change ---------------------------------------------------------------

  private async apply(decide: (s: life.TournamentState) => life.Outcome): Promise<TournamentReply<TournamentResource>> {
    if (!this.state) return { ok: false, status: 404, detail: msg("tournamentNone") };
    const outcome = decide(this.state);
    if ("refused" in outcome) return { ok: false, ...outcome.refused };
    await this.change(outcome.ok);
    return this.get();
  }

  private async change(next: life.TournamentState): Promise<void> {
    this.state = next;
    await this.ctx.storage.put("state", next);
    await this.settle();
  }

  /** One settling at a time; a change during one asks for one more. */
  private settle(): Promise<void> {
    if (this.settling) {
      this.again = true;
      return this.settling;
    }
    this.settling = (async () => {
      do {
        this.again = false;
        await this.settleOnce();
      } while (this.again);
    })().finally(() => (this.settling = null));
    return this.settling;
  }

  private async settleOnce(): Promise<void> {
    let failed = false;
    const attempt = async (what: string, work: () => Promise<void>) => {
      try {
        await work();
      } catch (e) {
        failed = true;
        console.error(`tournament ${this.state?.config.id}: ${what} failed: ${e instanceof Error ? e.message : String(e)}`);
      }
    };
    await attempt("match creation", () => this.createMatches());
    await attempt("round notices", () => this.announceRounds());
    await attempt("withdrawals", () => this.resignWithdrawn());
    await attempt("list row", () => upsertTournament(this.env.DB, summaryRow(this.state!)));
    this.failures = failed ? this.failures + 1 : 0;
    await this.scheduleAlarm(failed);
  }

  private async scheduleAlarm(failed: boolean): Promise<void> {
    const s = this.state!;
    const now = Date.now();
    const times: number[] = [];
    if (failed) times.push(now + RETRY_MS[Math.min(this.failures - 1, RETRY_MS.length - 1)]!);
    if (s.status === "open" && s.config.startsAt !== null) times.push(Math.max(s.config.startsAt, now + 10));
    if (s.status === "running") times.push(now + CATCH_UP_MS);
    if (times.length === 0) await this.ctx.storage.deleteAlarm();
    else await this.ctx.storage.setAlarm(Math.min(...times));
  }

  // ---- what a change asks of the world ------------------------------------------------------

  private room(id: string): Rooms {
    return this.env.MATCH_ROOM.get(this.env.MATCH_ROOM.idFromName(id)) as unknown as Rooms;
  }

  private person(userId: string): life.Person {
    const e = this.state!.entrants.find((x) => x.userId === userId);
    return { userId, name: e?.name ?? "?" };
  }

  /** Creates each planned match in its room with every seat taken (the creator at seat 0, the others join by the invite). */
  private async createMatches(): Promise<void> {
    const { config } = this.state!;
    const game = getGame(config.game)!;
    const options = validateOptions(game.options, undefined);
    for (const match of this.state!.rounds.flatMap((r) => r.matches.filter((m) => !m.created))) {
      const room = this.room(match.id);
      const seats = match.seats.map((u) => this.person(u));
      const made = await room.create({
        id: match.id,
        game: config.game,
        players: seats.length,
        options: isOk(options) ? options.ok : {},
        visibility: config.visibility,
        daysPerMove: config.daysPerMove,
        seat: 0,
        creator: seats[0]!,
        reserved: seats,
        tournament: config.id,
        // Rated as any match is: D1 leaves it unrated when a guest holds a seat (src/db/ratings.ts).
        rated: true,
      });
      const resource = made.ok || made.status !== 409 ? made : await room.get(seats[0]!);
      if (!resource.ok) throw new Error(`match ${match.id}: ${resource.detail}`);
      const invite = new URL(resource.body?.urls.invite ?? "http://x/").searchParams.get("invite") ?? "";
      for (const [seat, who] of seats.entries()) {
        if (seat === 0 || resource.body?.seats[seat]?.kind !== "free") continue;
        const joined = await room.join(who, invite, seat);
        if (!joined.ok) throw new Error(`match ${match.id}, seat ${seat}: ${joined.detail}`);
      }
      await this.mark((m) => m.id === match.id, (m) => ({ ...m, created: true }));
    }
  }

  private async mark(which: (m: life.PlannedMatch) => boolean, change: (m: life.PlannedMatch) => life.PlannedMatch): Promise<void> {
    const s = this.state!;
    this.state = { ...s, rounds: s.rounds.map((r) => ({ ...r, matches: r.matches.map((m) => (which(m) ? change(m) : m)) })) };
    await this.ctx.storage.put("state", this.state);
  }

  /**
   * "Your tournament has started" / "round n", once per round and person (the inbox dedupes a
   * repeat). A round-robin's rounds are all announced at its start, in one notice per person.
   */
  private async announceRounds(): Promise<void> {
    const fresh = this.state!.rounds.filter((r) => !r.announced);
    if (fresh.length === 0 || fresh.some((r) => r.matches.some((m) => !m.created))) return;
    await deliverNotices(this.env, publicOrigin(this.env), roundNotices(this.state!, fresh));
    const told = new Set(fresh.map((r) => r.n));
    this.state = { ...this.state!, rounds: this.state!.rounds.map((r) => (told.has(r.n) ? { ...r, announced: true } : r)) };
    await this.ctx.storage.put("state", this.state);
  }

  /** A withdrawn player's unfinished matches are resigned (forfeited); a repeat is refused by the room and changes nothing. */
  private async resignWithdrawn(): Promise<void> {
    const s = this.state!;
    for (const e of s.entrants.filter((x) => x.withdrawn)) {
      for (const m of life.unfinishedOf(s, e.userId).filter((x) => x.created)) await this.room(m.id).resign({ userId: e.userId, name: e.name });
    }
  }

  /** Asks each unfinished match how it stands and records those that have ended (a lost report). */
  private async catchUp(): Promise<void> {
    for (const m of this.state!.rounds.flatMap((r) => r.matches.filter((x) => x.created && !x.result))) {
      const got = await this.room(m.id).get(this.person(m.seats[0]!));
      const match = got.ok ? got.body : null;
      if (!match || !isOver(match)) continue;
      await this.report({
        matchId: m.id,
        status: match.status,
        winners: match.outcome?.winners ?? [],
        draw: match.outcome?.draw ?? false,
        left: match.seats.flatMap((x) => (x.resigned ? [x.seat] : [])),
      });
    }
  }
}

function newMatchId(): string {
  return randomId(10);
}

function roundNotices(s: life.TournamentState, rounds: life.RoundState[]): Notice[] {
  const { config } = s;
  const first = rounds[0]!.n;
  const title = first === 1 ? msg("tournamentStarted", { name: config.name }) : msg("tournamentRound", { n: first, name: config.name });
  const name = (u: string) => s.entrants.find((e) => e.userId === u)?.name ?? "?";
  const told = new Map<string, { notice: Omit<Notice, "body">; rounds: { n: number; others: string[] | null }[] }>();
  // Filed under the tournament, not one of its matches: the inbox groups a match's notices (and
  // reading one marks the others read), which would have hidden that match's "your move".
  const tell = (userId: string, seat: number, round: { n: number; others: string[] | null }) => {
    const known = told.get(userId);
    if (known) known.rounds.push(round);
    else told.set(userId, { notice: { userId, seat, kind: "tournament", dedupeKey: `tournament:${config.id}:${first}:${userId}`, title, matchId: config.id, path: `/t/${config.id}` }, rounds: [round] });
  };
  for (const round of rounds) {
    for (const m of round.matches) m.seats.forEach((u, seat) => tell(u, seat, { n: round.n, others: m.seats.filter((o) => o !== u).map(name) }));
    for (const u of round.byes) tell(u, 0, { n: round.n, others: null });
  }
  return [...told.values()].map(({ notice, rounds }) => ({ ...notice, body: msg("tournamentRounds", { rounds }) }));
}
