/**
 * The shapes of the API's answers, as zod schemas for the OpenAPI document (src/api/openapi.ts).
 * Requests are described by the very schemas the routes validate with (exported from
 * src/api/routes); answers are built by code, so they are described here, and each schema that
 * has a TypeScript type in src/shared/api.ts (or a function's return type) is checked against
 * it at compile time (`sameShape`), so a field added on one side and not the other fails
 * typecheck. The worker test validates real answers against these schemas too.
 */
import { z } from "zod";
import { BOT_LEVELS } from "../shared/settings";
import type { OEmbedRich } from "../embed/meta";
import type { ChatPage, Notes } from "../match/chat";
import type { ChatMessage, GameInfo, LogLine, MatchReplay, MatchReview, MatchResource, OutcomeInfo, Problem, SeatInfo } from "../shared/api";
import type { leaderboard, playerProfile, ratingHistoryOf } from "../db/ratings";
import type { publicUser } from "./routes/auth";
import type { newDevice, pushSettings } from "./routes/push";

/**
 * Compile-time check that a schema's output and a type are the same shape (both ways), with the
 * same keys: assignability alone would let a type gain an optional field the schema lacks.
 */
type Mutual<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Same<A, B> = Mutual<A, B> extends true ? Mutual<keyof A, keyof B> : false;
export function sameShape<T>() {
  return <S extends z.ZodType>(schema: S, ..._proof: Same<z.output<S>, T> extends true ? [] : [never]): S => schema;
}

/** Several fields of one schema: `fields(z.string(), "a", "b")` is `{ a: z.string(), b: z.string() }`. */
function fields<K extends string, T extends z.ZodType>(schema: T, ...keys: K[]): Record<K, T> {
  return Object.fromEntries(keys.map((key) => [key, schema])) as Record<K, T>;
}

const seat = z.number().int().min(0).meta({ description: "A seat number, 0 to players − 1." });
const isoTime = z.string().meta({ format: "date-time" });

export const problemSchema = sameShape<Problem>()(
  z
    .object({
      type: z.string(),
      title: z.string(),
      status: z.number().int(),
      detail: z.string().meta({ description: "What went wrong, for people." }),
    })
    .catchall(z.unknown())
    .meta({ description: "RFC 9457 problem details (application/problem+json)." }),
);

export const gameSchema = sameShape<GameInfo>()(
  z
    .object({
      id: z.string(),
      name: z.string(),
      pitch: z.string(),
      players: z.object({ min: z.number().int(), max: z.number().int() }),
      options: z.record(z.string(), z.unknown()).meta({ description: "key → {type: boolean|choice|integer, label, default, values?, min?, max?}" }),
      seatNames: z.record(z.string(), z.array(z.string())).meta({ description: "player count → each seat's name in the game, in seat order" }),
    })
    ,
);

export const seatInfoSchema = sameShape<SeatInfo>()(
  z
    .object({
      seat,
      label: z.string().meta({ description: '"Black", "Player 2": the seat\'s name in the game.' }),
      name: z.string().nullable().meta({ description: "The person's display name, null while the seat is free." }),
      kind: z.enum(["human", "bot", "free"]),
      player: z.string().optional().meta({ description: "The id of the member who sits (or sat) there: GET /api/players/:id. Absent for a guest (no profile), the computer and a free seat." }),
      level: z.enum(BOT_LEVELS).optional().meta({ description: "A computer's seat: how strongly it plays (absent for a seat whose player left: the normal level plays it)." }),
      resigned: z.literal(true).optional().meta({ description: "The person left (resigned or ran out of time): the computer plays the seat." }),
      keptFor: z.string().optional().meta({ description: "A free seat of a rematch kept for this player of the last match (their name)." }),
      creator: z.literal(true).optional().meta({ description: "This seat's player created the match (only they may cancel it before it starts)." }),
      offered: z.literal(true).optional().meta({ description: "The computer plays this seat for a player who left, and a player offered it to a newcomer." }),
      takenOver: z.literal(true).optional().meta({ description: "A newcomer took this seat over from the computer (their result is not rated)." }),
    })
    ,
);

export const outcomeSchema = sameShape<OutcomeInfo>()(
  z.object({ winners: z.array(seat), draw: z.boolean(), reason: z.string() }),
);

export const matchSchema = sameShape<MatchResource>()(
  z
    .object({
      id: z.string(),
      game: z.string(),
      status: z.enum(["open", "active", "finished", "aborted"]),
      players: z.number().int(),
      options: z.record(z.string(), z.unknown()),
      visibility: z.enum(["public", "unlisted", "private"]),
      rated: z.boolean().meta({ description: "Does the match count for ratings? A guest's seat still makes it unrated when it ends, as does an abort." }),
      timeControl: z.object({ daysPerMove: z.number().int().nullable() }),
      seats: z.array(seatInfoSchema),
      you: seat.nullable().meta({ description: "The caller's seat, null for a spectator." }),
      seq: z.number().int().min(0).meta({ description: "The number of public events so far (a sealed decision does not count); send it with a move." }),
      actors: z.array(seat).meta({ description: "The seats with a decision to make now." }),
      view: z.unknown().meta({ description: "The game's view for `you` (the spectator's when null); null while the match waits for players." }),
      legal: z.array(z.unknown()).optional().meta({ description: "Only when `you` is an actor: every move you may send, verbatim." }),
      forYou: z
        .array(z.string())
        .optional()
        .meta({ description: "Said to `you` alone: your decision sent and sealed until everyone has decided, phases you were skipped in (Sleep, SP-5)." }),
      outcome: outcomeSchema.nullable(),
      deadline: isoTime.nullable(),
      drawOffer: z.array(seat),
      createdAt: isoTime,
      updatedAt: isoTime,
      urls: z.object({ match: z.string(), embed: z.string(), invite: z.string().optional() }),
      rematch: z.object({ id: z.string(), url: z.string() }).optional(),
      seed: z.string().optional().meta({ description: "Once the match is over: the seed of every shuffle." }),
      fairness: z
        .object({
          commitment: z.string().meta({ description: "The SHA-256 (lowercase hex) of the seed, from the moment the match exists." }),
          seed: z.string().nullable().meta({ description: "The seed itself once the match is over, null before." }),
        })
        .meta({ description: "A shuffle anyone can verify: check SHA-256(seed) = commitment, then replay (GET …/replay)." }),
    })
    .meta({ description: "A match as the caller may see it." }),
);

export const logLineSchema = sameShape<LogLine>()(
  z.object({ seq: z.number().int(), at: isoTime, seat: seat.nullable(), kind: z.string(), text: z.string() }),
);

const matchStatus = z.enum(["open", "active", "finished", "aborted"]);

export const replaySchema = sameShape<MatchReplay>()(
  z
    .object({
      id: z.string(),
      game: z.string(),
      players: z.number().int(),
      options: z.record(z.string(), z.unknown()),
      seed: z.string(),
      commitment: z.string().nullable().meta({ description: "The SHA-256 (hex) of the seed published while the match ran." }),
      moves: z.array(z.object({ seq: z.number().int(), seat, move: z.unknown() })).meta({ description: "Every move that changed the position, in order (players', the computer's, timeouts')." }),
      final: z.object({ seq: z.number().int(), status: matchStatus, view: z.unknown(), outcome: outcomeSchema.nullable() }).meta({ description: "The final position as a spectator sees it." }),
    })
    .meta({ description: "Everything needed to replay a finished match from its seed with the public engine code (scripts/verify-match.mjs)." }),
);

export const reviewSchema = sameShape<MatchReview>()(
  z
    .object({
      game: z.string(),
      players: z.number().int(),
      positions: z
        .array(z.object({ seq: z.number().int(), seat: seat.nullable(), line: z.string(), text: z.string(), state: z.unknown() }))
        .meta({ description: "The start, every change of the game and the end: `state` the game's whole position (nothing hidden), `text` its one-line notation, `line` the event's log line as its seat read it." }),
      chances: z.array(z.object({ seq: z.number().int(), seats: z.array(z.number()) })).meta({ description: "Each seat's chance to win after each position, summing to 1 (judged by the strong computer from the whole position)." }),
      moments: z.array(z.object({ seq: z.number().int(), seat, swing: z.number(), why: z.string() })).meta({ description: "The few moves that changed a seat's chance most (empty while pending)." }),
      progress: z.object({ judged: z.number().int(), positions: z.number().int() }),
      pending: z.boolean().meta({ description: "The chances are still being judged." }),
    })
    .meta({ description: "A finished match with every secret revealed." }),
);

const chatChannel = z.enum(["all", "team"]).meta({ description: '"all": everyone at the match; "team": one\'s partners (partnership games).' });

export const chatMessageSchema = sameShape<ChatMessage>()(
  z.object({ n: z.number().int().min(1).meta({ description: "The line's number in the match's chat, from 1 (across channels)." }), at: isoTime, seat, name: z.string(), text: z.string(), channel: chatChannel }),
);

export const chatPageSchema = sameShape<ChatPage>()(
  z.object({
    channel: chatChannel,
    messages: z.array(chatMessageSchema),
    channels: z.array(chatChannel).meta({ description: "The channels the caller reads." }),
    mayWrite: z.boolean(),
    muted: z.boolean(),
  }),
);

export const chatReportedSchema = z.object({ reported: z.literal(true), n: z.number().int(), channel: chatChannel });

export const notesAnswerSchema = sameShape<Notes>()(
  z.object({ text: z.string(), updatedAt: isoTime.nullable() }).meta({ description: "The caller's private notes on the match; nobody else ever sees them." }),
);

export const historySchema = z
  .object({ seq: z.number().int(), status: z.enum(["open", "active", "finished", "aborted"]), view: z.unknown() })
  .meta({ description: "The position after event `seq`, as the caller could see it then." });

export const userSchema = sameShape<ReturnType<typeof publicUser>>()(
  z
    .object({
      id: z.string(),
      name: z.string(),
      email: z.string().nullable(),
      kind: z.enum(["guest", "member"]),
      settings: z.object({
        emailMode: z.enum(["every", "digest", "none"]),
        vacationDaysLeft: z.number().int(),
        vacationUntil: z.number().int().nullable().meta({ description: "Milliseconds since 1970, while on vacation." }),
      }),
      notify: z.object({
        email: z.enum(["each", "digest", "off"]).meta({ description: "each: an email per turn; digest: one a day; off: none (the inbox and push still work)." }),
        digestHour: z.number().int().meta({ description: "The digest's hour, 0–23, in `timeZone`." }),
        timeZone: z.string().meta({ description: "An IANA time zone name." }),
      }),
      locale: z.enum(["en", "fr"]).nullable().meta({ description: "The language chosen (PATCH /api/me {locale}); null: the browser's Accept-Language, and English in emails." }),
    })
    ,
);

const seatName = z.object({ seat, name: z.string().nullable(), player: z.string().nullable().meta({ description: "The id of the member sitting there: GET /api/players/:id (null: free, the computer, or a guest, who has no profile)." }) });

export const lobbyEntrySchema = z
  .object({
    id: z.string(),
    game: z.string(),
    players: z.number().int(),
    freeSeats: z.number().int(),
    seats: z.array(seatName),
    createdAt: isoTime,
    url: z.string().meta({ description: "The match page; for an offered seat, with the offer's invite." }),
    offeredSeat: seat.optional().meta({ description: "A seat open in a running match: the computer plays it for a player who left, and a player offered it to a newcomer." }),
  })
  ;

export const seatOfferSchema = z.object({
  seat,
  invite: z.string().meta({ description: "Join with it (POST /api/matches/:id/join) to take the seat over." }),
  url: z.string().meta({ description: "The match page that offers the seat." }),
});

export const myMatchSchema = z
  .object({
    id: z.string(),
    game: z.string(),
    status: z.enum(["open", "active", "finished", "aborted"]),
    you: seat,
    yourTurn: z.boolean(),
    actors: z.array(seat),
    players: z.number().int(),
    freeSeats: z.number().int(),
    seats: z.array(seatName),
    outcome: outcomeSchema.nullable(),
    deadline: isoTime.nullable(),
    updatedAt: isoTime,
    url: z.string(),
    unreadChat: z.number().int().min(0).meta({ description: "Chat lines written since you last read the match's chat." }),
  })
  ;

export const notificationsSchema = z
  .object({
    unread: z.number().int(),
    items: z.array(
      z.object({
        ...fields(z.string(), "id", "kind", "title", "body"),
        url: z.string().nullable(),
        matchId: z.string().nullable(),
        createdAt: isoTime,
        readAt: isoTime.nullable(),
      }),
    ),
  })
  ;

export const newTokenAnswerSchema = z
  .object({ token: z.string().meta({ description: "dd_…: shown once; send it as Authorization: Bearer." }), id: z.string(), name: z.string(), createdAt: z.number().int(), detail: z.string() })
  ;

export const tokenSchema = z
  .object({ id: z.string(), name: z.string(), createdAt: z.number().int(), revokedAt: z.number().int().nullable() })
  ;

export const detailSchema = z.object({ detail: z.string() });
export const mutedSchema = z.object({ muted: z.boolean() });
export const mailSchema = z.array(z.object({ id: z.string(), to: z.string(), subject: z.string(), at: isoTime, state: z.string(), raw: z.string() }));

export const oembedSchema = sameShape<OEmbedRich>()(
  z.object({
    version: z.literal("1.0"),
    type: z.literal("rich"),
    ...fields(z.string(), "title", "provider_name", "provider_url", "html", "thumbnail_url"),
    ...fields(z.number().int(), "width", "height", "thumbnail_width", "thumbnail_height", "cache_age"),
  }),
);

export const pushKeySchema = z.object({ publicKey: z.string().meta({ description: "The VAPID public key (base64url) for PushManager.subscribe's applicationServerKey." }) });

type PushSettings = Awaited<ReturnType<typeof pushSettings>>;

export const pushPreferencesSchema = sameShape<PushSettings["preferences"]>()(
  z.object({ turn: z.boolean(), result: z.boolean(), chat: z.boolean() }).meta({ description: "What is pushed: your turn, a match's result, chat lines." }),
);

export const pushSettingsSchema = sameShape<PushSettings>()(
  z.object({
    devices: z.array(
      z.object({
        id: z.string(),
        label: z.string(),
        endpointOrigin: z.string().meta({ description: "The push service's origin, so a page can tell its own browser; never the whole endpoint." }),
        createdAt: isoTime,
        lastPushAt: isoTime.nullable(),
      }),
    ),
    preferences: pushPreferencesSchema,
  }),
);

export const pushPreferencesAnswerSchema = sameShape<{ preferences: PushSettings["preferences"] }>()(z.object({ preferences: pushPreferencesSchema }));

export const newDeviceSchema = sameShape<ReturnType<typeof newDevice>>()(z.object({ id: z.string(), label: z.string(), createdAt: isoTime }));

const reliabilitySchema = z
  .object({ resignations: z.number().int(), timeouts: z.number().int() })
  .meta({ description: "Matches this player left before the end: by resigning, or by running out of time." });

const ratingClass = z.enum(["2p", "multi"]).meta({ description: '"2p": two-player matches; "multi": three or more (4-player Conspirateurs as two partnerships).' });

export const playerSchema = sameShape<NonNullable<Awaited<ReturnType<typeof playerProfile>>>>()(
  z
    .object({
      id: z.string(),
      name: z.string(),
      memberSince: isoTime,
      ratings: z.array(
        z.object({
          game: z.string(),
          class: ratingClass,
          rating: z.number().int(),
          deviation: z.number().int(),
          provisional: z.boolean().meta({ description: 'While the deviation is above 250: shown with "?" and left out of leaderboards.' }),
          matches: z.number().int(),
        }),
      ),
      record: z.object({ ...fields(z.number().int(), "played", "won", "drawn", "lost", "timeouts") }).meta({ description: "Finished matches, rated or not (aborts not counted)." }),
      reliability: reliabilitySchema,
      recent: z
        .array(z.object({ matchId: z.string(), game: z.string(), finishedAt: isoTime, place: z.number().int().min(1), ratingChange: z.number().int().nullable().meta({ description: "null: the match was unrated." }) }))
        .meta({ description: "The last 20 finished matches, newest first." }),
    })
    .meta({ description: "A member's public profile." }),
);

export const ratingHistorySchema = sameShape<NonNullable<Awaited<ReturnType<typeof ratingHistoryOf>>>>()(
  z.array(z.object({ at: isoTime, matchId: z.string(), rating: z.number().int(), deviation: z.number().int() })).meta({ description: "The rating after each rated match, oldest first." }),
);

export const leaderboardSchema = sameShape<Awaited<ReturnType<typeof leaderboard>>>()(
  z
    .array(z.object({ rank: z.number().int().min(1), player: z.object({ id: z.string(), name: z.string() }), rating: z.number().int(), deviation: z.number().int(), matches: z.number().int() }))
    .meta({ description: "Best first; provisional ratings left out." }),
);

export const meSchema = userSchema.extend({ reliability: reliabilitySchema });
