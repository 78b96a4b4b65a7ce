import type { MatchRoom } from "./match/room";
import type { TournamentRoom } from "./tournament/room";

export interface Env {
  DB: D1Database;
  MATCH_ROOM: DurableObjectNamespace<MatchRoom>;
  TOURNAMENT: DurableObjectNamespace<TournamentRoom>;
  ASSETS?: Fetcher;
  EMAIL?: SendEmail;
  /** "development" (local default), "test", or "production". */
  ENVIRONMENT: string;
  MAIL_FROM: string;
  /** The service's origin, of every absolute link it writes (src/shared/origin.ts): configuration only. */
  PUBLIC_ORIGIN?: string;
  /** Moves one player may send to one match per minute (default 120; see src/match/moveBudget.ts). */
  MOVES_PER_MINUTE?: string;
  /** "1" in development or test: count billed operations (src/meter.ts, GET /api/dev/meter). */
  METER?: string;
  /** Web Push (src/notify/push.ts): the VAPID key pair, base64url (a secret in production). */
  VAPID_PUBLIC_KEY?: string;
  VAPID_PRIVATE_KEY?: string;
  /** The VAPID `sub` claim; default mailto: the MAIL_FROM address. */
  VAPID_SUBJECT?: string;
  /** Domain of reply-to-play addresses (move+<token>@…); default the MAIL_FROM domain. */
  REPLY_DOMAIN?: string;
}
