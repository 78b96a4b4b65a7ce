import type { MatchRoom } from "./match/room";

export interface Env {
  DB: D1Database;
  MATCH_ROOM: DurableObjectNamespace<MatchRoom>;
  ASSETS?: Fetcher;
  EMAIL?: SendEmail;
  /** "development" (local default), "test", or "production". */
  ENVIRONMENT: string;
  MAIL_FROM: string;
  /** Public origin used in emails when a request's own origin is not known (alarms, cron). */
  PUBLIC_ORIGIN?: string;
  /** Moves one player may send to one match per minute (default 120; see src/match/moveBudget.ts). */
  MOVES_PER_MINUTE?: string;
  /** "1" in development or test: count billed operations (src/meter.ts, GET /api/dev/meter). */
  METER?: string;
}
