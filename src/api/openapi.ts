/**
 * The OpenAPI 3.1 document of the HTTP API (GET /api/openapi.json), built from a route table.
 *
 * Request bodies are the zod schemas the routes validate with (exported from src/api/routes), so
 * the document cannot describe a body the API would refuse or the other way round; answers are
 * the schemas of src/api/openapiSchemas.ts (checked against the shared TypeScript types). Each
 * is turned into JSON Schema by zod 4's `z.toJSONSchema`. Query parameters are read by hand in
 * the routes; their schemas here say what those routes accept. test/worker/openapi.test.ts walks
 * the Hono app's routes to keep this table and the router in step, validates the document, and
 * plays a match with a client that takes every path from it.
 */
import { z } from "zod";
import { allGames } from "../engine/registry";
import * as s from "./openapiSchemas";
import { guestSchema, loginSchema } from "./routes/auth";
import { signInFormSchema } from "./routes/signInLink";
import { chatLineSchema, chatMuteSchema, chatReportSchema, notesSchema } from "./routes/chat";
import { addBotSchema, createSchema, drawSchema, joinSchema, moveSchema } from "./routes/matches";
import { newTokenSchema, patchMeSchema } from "./routes/me";
import { muteSchema, readNotificationsSchema, vacationSchema } from "./routes/notifications";
import { LEADERBOARD_LIMIT } from "./routes/players";
import { preferencesSchema, subscribeSchema, unsubscribeSchema } from "./routes/push";
import { TOURNAMENT_ROUTES } from "./openapiTournaments";

type Auth = "none" | "optional" | "required";

/** What the document says that the deployment configures (wrangler.toml's vars). */
export interface DocumentConfig {
  /** Each player's move budget per match (MOVES_PER_MINUTE, src/match/moveBudget.ts). */
  movesPerMinute: number;
}
type Method = "get" | "post" | "put" | "patch" | "delete";

interface Answer {
  status: number;
  description: string;
  /** A JSON body described by this schema. */
  schema?: z.ZodType;
  /** Another media type (an image, a page), or none (204, 303). */
  media?: string;
  example?: unknown;
  headers?: Record<string, string>;
}

export interface RouteDoc {
  operationId: string;
  method: Method;
  /** The Hono path, with `:param` segments. */
  path: string;
  tag: "Games" | "Identity" | "Me" | "Push" | "Matches" | "Tournaments" | "Players" | "Sharing" | "Email" | "Development" | "Reference";
  summary: string;
  /** A function of the service's configuration where the words depend on it (the move budget). */
  description?: string | ((config: DocumentConfig) => string);
  auth: Auth;
  /** `media`: the body's media type when it is not JSON (a page's form). */
  body?: { schema: z.ZodType; optional?: boolean; example?: unknown; media?: string };
  query?: Record<string, { schema: z.ZodType; description: string; required?: boolean }>;
  headers?: Record<string, string>;
  ok: Answer;
  /** Statuses answered with problem+json besides the usual ones (400/413/415 for a body, 401 when signed in, 404 for an :id). */
  errors?: number[];
}

const MATCH_EXAMPLE_ID = "k3m9x2p7qa";
const noBody = z.object({}).strict();
const seqQuery = (what: string) => ({ schema: z.number().int().min(0), description: what });
const imageQuery = {
  theme: { schema: z.enum(["light", "dark"]), description: "Colours (default light)." },
  at: { schema: z.number().int().min(1), description: "A fixed position (seq); default the current one." },
  review: { schema: z.enum(["on", "off"]), description: "`on`: the review of a finished match, the position face up with nothing hidden (409 while the match runs)." },
};
const matchAnswer = (description: string, status = 200): Answer => ({ status, description, schema: s.matchSchema, example: MATCH_EXAMPLE, headers: { etag: "The resource's version, for If-None-Match." } });

const MATCH_EXAMPLE = {
  id: MATCH_EXAMPLE_ID,
  game: "sleep",
  status: "active",
  players: 2,
  options: {},
  visibility: "unlisted",
  rated: true,
  timeControl: { daysPerMove: 3 },
  seats: [
    { seat: 0, label: "Player 1", name: "Ada", kind: "human" },
    { seat: 1, label: "Player 2", name: "Bea", kind: "human" },
  ],
  you: 0,
  seq: 4,
  actors: [0],
  view: { note: "the game's view for seat 0" },
  legal: [{ kind: "pass" }],
  outcome: null,
  deadline: "2026-12-04T10:00:00.000Z",
  drawOffer: [],
  createdAt: "2026-12-01T10:00:00.000Z",
  updatedAt: "2026-12-01T10:05:00.000Z",
  urls: { match: `https://deaddrop.example/m/${MATCH_EXAMPLE_ID}`, embed: `https://deaddrop.example/embed/${MATCH_EXAMPLE_ID}`, invite: `https://deaddrop.example/m/${MATCH_EXAMPLE_ID}?invite=…` },
  fairness: { commitment: "5f2b0c1e9a7d4c3b8e6f1a2d0c9b8a7e6d5c4b3a2f1e0d9c8b7a6f5e4d3c2b1a", seed: null },
};

const PUSH_EXAMPLE = {
  endpoint: "https://push.example/send/abc123",
  expirationTime: null,
  keys: { p256dh: "BI1c5jFQdQ-SJpvgsGoZaUEi6WTfX1a0bH2McXE598Z58po8rydIFDU_YpUsaEI2JU4fZY77xerElM9JEj4y4OY", auth: "3N7Ruqv3QyfySLJ2gnYlZA" },
  label: "Chromium on Linux",
};
const PUSH_DEVICE_EXAMPLE = { id: "p7x2m9k3qa4b5c", label: "Chromium on Linux", endpointOrigin: "https://push.example", createdAt: "2026-12-01T10:00:00.000Z", lastPushAt: null };

/** Every route of the API, in the order the reference shows them. */
export const ROUTES: RouteDoc[] = [
  { operationId: "listGames", method: "get", path: "/api/games", tag: "Games", summary: "The games one can play", auth: "none", ok: { status: 200, description: "Every game with its players and options (with defaults).", schema: z.array(s.gameSchema) } },

  { operationId: "createGuest", method: "post", path: "/api/auth/guest", tag: "Identity", summary: "Play as a guest", description: "A guest identity and its session cookie, for playing from a link. Limited per network.", auth: "none", body: { schema: guestSchema, example: { name: "Ada" } }, ok: { status: 201, description: "The new user; the session cookie is set.", schema: s.userSchema, headers: { "set-cookie": "dd_session=…; HttpOnly; SameSite=Lax; Secure" } }, errors: [429] },
  { operationId: "requestSignInLink", method: "post", path: "/api/auth/login", tag: "Identity", summary: "Email a one-time sign-in link", description: "The link works once, for 15 minutes. A guest who asks keeps their matches.", auth: "optional", body: { schema: loginSchema, example: { email: "ada@example.com", next: "/matches" } }, ok: { status: 202, description: "Accepted; the link is on its way.", schema: s.detailSchema }, errors: [429] },
  { operationId: "signInLinkPage", method: "get", path: "/auth/verify", tag: "Identity", summary: "Open a sign-in link (asks only)", description: "Changes nothing (mail scanners and link previews fetch links): a page naming the address the link signs in, with a button that POSTs the token. A guest who holds seats in matches not over, opening a link to another account, gets a page saying so (409) and stays the guest. An unknown, used or expired link redirects to `/signin?error=link`.", auth: "optional", query: { token: { schema: z.string().max(200), description: "The token from the email.", required: true }, next: { schema: z.string(), description: "Where to go after signing in." } }, ok: { status: 200, description: "A page with one button.", media: "text/html" }, errors: [409] },
  { operationId: "useSignInLink", method: "post", path: "/auth/verify", tag: "Identity", summary: "Use a sign-in link", description: "The sign-in page's form, from our own origin only (Origin is required, cookie or not). Uses the link up, starts a fresh session and redirects to `next` (same-site paths only). The guest who asked for the link becomes the member (same id, seats kept). An unknown, used or expired link redirects to `/signin?error=link`.", auth: "optional", body: { schema: signInFormSchema, media: "application/x-www-form-urlencoded", example: { token: "the token from the email", next: "/matches" } }, ok: { status: 303, description: "Redirect with a new session cookie.", headers: { location: "Where to go." } }, errors: [403, 409] },
  { operationId: "signOut", method: "post", path: "/api/auth/logout", tag: "Identity", summary: "End this session", auth: "optional", ok: { status: 204, description: "Signed out." } },
  { operationId: "signOutEverywhere", method: "post", path: "/api/auth/logout-everywhere", tag: "Identity", summary: "End every session and close every socket", auth: "required", ok: { status: 204, description: "Signed out everywhere." } },

  { operationId: "getSession", method: "get", path: "/api/session", tag: "Identity", summary: "Who the visitor is, signed in or not", description: "200 with `user: null` when signed out: the page asks this on every visit without logging an error.", auth: "optional", ok: { status: 200, description: "The user, or null.", schema: z.object({ user: s.userSchema.nullable() }) } },
  { operationId: "getMe", method: "get", path: "/api/me", tag: "Me", summary: "The caller, with settings and reliability", auth: "required", ok: { status: 200, description: "The user.", schema: s.meSchema } },
  { operationId: "updateMe", method: "patch", path: "/api/me", tag: "Me", summary: "Change name, language or notification settings", description: "`locale`: `en` or `fr`, the language of the app, emails, pushes and problem details (without it, the browser's Accept-Language; emails in English). `notify.email`: `each` (an email per turn), `digest` (at most one email a day, at `digestHour` in `timeZone`, listing every match waiting for you; no per-move email) or `off`. `emailMode` is the older spelling (every, digest, none).", auth: "required", body: { schema: patchMeSchema, example: { notify: { email: "digest", digestHour: 8, timeZone: "Europe/Paris" } } }, ok: { status: 200, description: "The user.", schema: s.meSchema } },
  { operationId: "createToken", method: "post", path: "/api/me/tokens", tag: "Me", summary: "A new API token for bots and scripts", description: "The token is shown once. Send it as `Authorization: Bearer dd_…`; requests with it need no Origin header.", auth: "required", body: { schema: newTokenSchema, optional: true, example: { name: "my bot" } }, ok: { status: 201, description: "The token, shown once.", schema: s.newTokenAnswerSchema } },
  { operationId: "listTokens", method: "get", path: "/api/me/tokens", tag: "Me", summary: "The caller's API tokens (never the secrets)", auth: "required", ok: { status: 200, description: "Tokens.", schema: z.array(s.tokenSchema) } },
  { operationId: "revokeToken", method: "delete", path: "/api/me/tokens/:tokenId", tag: "Me", summary: "Revoke an API token", auth: "required", ok: { status: 204, description: "Revoked." }, errors: [404] },
  { operationId: "listMyMatches", method: "get", path: "/api/me/matches", tag: "Me", summary: "The caller's matches, their decisions first", auth: "required", ok: { status: 200, description: "Their decision first, then in progress, open, finished.", schema: z.array(s.myMatchSchema) } },
  { operationId: "listNotifications", method: "get", path: "/api/me/notifications", tag: "Me", summary: "The inbox", auth: "required", query: { limit: { schema: z.number().int().min(1).max(100), description: "How many (default 50)." } }, ok: { status: 200, description: "Unread count and items, newest first.", schema: s.notificationsSchema } },
  { operationId: "markNotificationsRead", method: "post", path: "/api/me/notifications/read", tag: "Me", summary: "Mark notices read (all without ids; `matchId`: a match's notices)", auth: "required", body: { schema: readNotificationsSchema, optional: true, example: { ids: ["n1x2c3v4b5"] } }, ok: { status: 200, description: "The inbox.", schema: s.notificationsSchema } },
  { operationId: "startVacation", method: "post", path: "/api/me/vacation", tag: "Me", summary: "Stop your clocks for some days", description: "14 days a year; every running match gets a vacation event.", auth: "required", body: { schema: vacationSchema, example: { days: 3 } }, ok: { status: 200, description: "The user.", schema: s.userSchema }, errors: [409] },
  { operationId: "endVacation", method: "delete", path: "/api/me/vacation", tag: "Me", summary: "End a vacation early (unused days come back)", auth: "required", ok: { status: 200, description: "The user.", schema: s.userSchema }, errors: [409] },

  { operationId: "pushKey", method: "get", path: "/api/push/key", tag: "Push", summary: "The server's VAPID public key", description: "The `applicationServerKey` for `PushManager.subscribe`. 503 when this server has no VAPID key pair.", auth: "none", ok: { status: 200, description: "The key (cacheable for an hour).", schema: s.pushKeySchema, example: { publicKey: PUSH_EXAMPLE.keys.p256dh } }, errors: [503] },
  { operationId: "getPushSettings", method: "get", path: "/api/me/push", tag: "Push", summary: "The caller's push devices and what is pushed", auth: "required", ok: { status: 200, description: "Devices, oldest first, and the preferences.", schema: s.pushSettingsSchema, example: { devices: [PUSH_DEVICE_EXAMPLE], preferences: { turn: true, result: true, chat: false } } } },
  { operationId: "subscribePush", method: "post", path: "/api/me/push", tag: "Push", summary: "Get notifications on this device", description: "The body is the browser's `PushSubscription.toJSON()`, with an optional label. `https:` endpoints on public host names only, in production only the browsers' push services (docs/security.md; plain `http:` on loopback outside production). An endpoint already another user's moves only with its own keys (a shared browser), else 409. At most 20 devices.", auth: "required", body: { schema: subscribeSchema, example: PUSH_EXAMPLE }, ok: { status: 201, description: "The new entry of the device list.", schema: s.newDeviceSchema, example: { id: PUSH_DEVICE_EXAMPLE.id, label: PUSH_DEVICE_EXAMPLE.label, createdAt: PUSH_DEVICE_EXAMPLE.createdAt } }, errors: [409] },
  { operationId: "unsubscribePush", method: "delete", path: "/api/me/push", tag: "Push", summary: "Stop notifications on this device (by endpoint)", auth: "required", body: { schema: unsubscribeSchema, example: { endpoint: PUSH_EXAMPLE.endpoint } }, ok: { status: 204, description: "Removed." }, errors: [404] },
  { operationId: "removePushDevice", method: "delete", path: "/api/me/push/:id", tag: "Push", summary: "Remove a device from the list (by id)", auth: "required", ok: { status: 204, description: "Removed." }, errors: [404] },
  { operationId: "setPushPreferences", method: "put", path: "/api/me/push/preferences", tag: "Push", summary: "Choose what is pushed", description: "Fields left out keep their value; all are on by default.", auth: "required", body: { schema: preferencesSchema, example: { chat: false } }, ok: { status: 200, description: "The preferences now.", schema: s.pushPreferencesAnswerSchema, example: { preferences: { turn: true, result: true, chat: false } } } },
  { operationId: "revokeReplyAddresses", method: "post", path: "/api/me/reply-addresses/revoke", tag: "Push", summary: "Revoke every reply-to-play address", description: "Replying to a turn email plays a move; this makes the reply addresses in every past email do nothing. New turn emails carry new ones.", auth: "required", ok: { status: 200, description: "Done.", schema: s.detailSchema } },

  { operationId: "listLobby", method: "get", path: "/api/matches", tag: "Matches", summary: "The lobby: public matches waiting for players", auth: "optional", query: { game: { schema: z.string(), description: "Only this game." } }, ok: { status: 200, description: "Newest first, at most 50.", schema: z.array(s.lobbyEntrySchema) } },
  { operationId: "createMatch", method: "post", path: "/api/matches", tag: "Matches", summary: "Create a match (the creator is seated)", auth: "required", body: { schema: createSchema, example: { game: "sleep", players: 3, timeControl: { daysPerMove: 3 }, visibility: "unlisted", bots: [{ seat: 2, level: "normal" }] } }, ok: matchAnswer("The new match; `urls.invite` is the link for the other players.", 201) },
  { operationId: "addBot", method: "post", path: "/api/matches/:id/bots", tag: "Matches", summary: "Give a free seat to the computer", description: "Only the match's creator, while it waits for players; `level` is easy, normal (the default) or strong. When every seat is taken the match starts.", auth: "required", body: { schema: addBotSchema, example: { seat: 1, level: "strong" } }, ok: matchAnswer("The match; the seat is the computer's."), errors: [403, 409] },
  { operationId: "getMatch", method: "get", path: "/api/matches/:id", tag: "Matches", summary: "A match as the caller may see it", description: "Send `If-None-Match` with the last ETag to get 304 while nothing changed.", auth: "optional", headers: { "if-none-match": "The ETag you have." }, ok: matchAnswer("The match.") },
  { operationId: "joinMatch", method: "post", path: "/api/matches/:id/join", tag: "Matches", summary: "Take a free seat with the invite token", description: "When every seat is taken the match starts. With the invite of an offered seat (POST /api/matches/:id/seats/:seat/offer), a newcomer takes that seat over from the computer in a running match.", auth: "required", body: { schema: joinSchema, example: { invite: "the token from urls.invite", seat: 1 } }, ok: matchAnswer("The match; `you` is the new seat."), errors: [403, 409] },
  { operationId: "playMove", method: "post", path: "/api/matches/:id/moves", tag: "Matches", summary: "Play a move", description: ({ movesPerMinute }) => "`move` is one entry of the resource's `legal` list, verbatim (its `kind` says what it is; `type` in its place, as older Sleepers and Sub Rosa clients sent, is read as `kind`); `seq` is the resource's `seq`. The same `Idempotency-Key` twice applies once. At most " + movesPerMinute + " moves a minute per player and match.", auth: "required", headers: { "idempotency-key": "1 to 200 characters: a retry with the same key applies once." }, body: { schema: moveSchema, example: { seq: 4, move: { kind: "pass" } } }, ok: matchAnswer("The match after the move."), errors: [403, 409, 422, 429] },
  { operationId: "getLog", method: "get", path: "/api/matches/:id/log", tag: "Matches", summary: "Log lines as the caller may read them", auth: "optional", query: { after: seqQuery("Only lines after this seq (default 0).") }, ok: { status: 200, description: "Oldest first.", schema: z.array(s.logLineSchema) } },
  { operationId: "getPosition", method: "get", path: "/api/matches/:id/history", tag: "Matches", summary: "An earlier position", auth: "optional", query: { at: { ...seqQuery("The position (seq) to show."), required: true }, as: { schema: z.union([z.number().int().min(0).max(9), z.enum(["spectator", "all"])]), description: "Once the match is over (409 before): the position as that seat saw it, as a spectator saw it, or face up (`all`: nothing hidden). Default: as the caller could see it." } }, ok: { status: 200, description: "The position after event `at`, as the caller could see it then.", schema: s.historySchema }, errors: [409] },
  { operationId: "getReview", method: "get", path: "/api/matches/:id/review", tag: "Matches", summary: "The review of a finished match: every secret revealed, and how the chances moved", description: "Only once the match is over (409 before: it shows every hidden card and piece). `positions` replay the whole log with nothing hidden; `chances` are judged once by the room after the end, a slice at a time: while `pending`, the positions come with the chances judged so far (`progress`) and no moments yet.", auth: "optional", ok: { status: 200, description: "Every position, the chances after each, the moments.", schema: s.reviewSchema }, errors: [409] },
  { operationId: "resign", method: "post", path: "/api/matches/:id/resign", tag: "Matches", summary: "Resign", description: "With 2 players the other wins; with 3–4 the seat is played by the computer.", auth: "required", body: { schema: noBody, optional: true }, ok: matchAnswer("The match."), errors: [403, 409] },
  { operationId: "offerDraw", method: "post", path: "/api/matches/:id/draw", tag: "Matches", summary: "Offer, accept or decline a draw", auth: "required", body: { schema: drawSchema, optional: true, example: { action: "offer" } }, ok: matchAnswer("The match."), errors: [403, 409, 429] },
  { operationId: "abortMatch", method: "post", path: "/api/matches/:id/abort", tag: "Matches", summary: "Cancel a match still waiting for players", auth: "required", body: { schema: noBody, optional: true }, ok: matchAnswer("The match."), errors: [403, 409] },
  { operationId: "rematch", method: "post", path: "/api/matches/:id/rematch", tag: "Matches", summary: "Set up a rematch (seats rotated by one)", auth: "required", body: { schema: noBody, optional: true }, ok: matchAnswer("The new match."), errors: [403, 409] },
  { operationId: "offerSeat", method: "post", path: "/api/matches/:id/seats/:seat/offer", tag: "Matches", summary: "Offer a seat the computer plays for a player who left", description: "Any player still in a running match of three or more may offer a seat the computer took over from a player who left (resigned or ran out of time). Whoever joins with the invite (POST /api/matches/:id/join) plays the seat from then on and sees only its view (not the seat's earlier private log lines or positions); their result is not rated. The player who left stays out. Offering the same seat again answers the same invite. Public matches list offered seats in the lobby.", auth: "required", body: { schema: noBody, optional: true }, ok: { status: 200, description: "The invite that takes the seat over.", schema: s.seatOfferSchema }, errors: [403, 409] },
  { operationId: "getReplay", method: "get", path: "/api/matches/:id/replay", tag: "Matches", summary: "Everything needed to replay a finished match from its seed", description: "Only once the match is over (409 before: it carries the seed). SHA-256 of `seed` equals the `fairness.commitment` the match carried from its creation; replaying `moves` from the seed with the public engine code reaches `final` (scripts/verify-match.mjs does both).", auth: "optional", ok: { status: 200, description: "The seed, the moves and the final position.", schema: s.replaySchema }, errors: [403, 409] },
  { operationId: "readChat", method: "get", path: "/api/matches/:id/chat", tag: "Matches", summary: "A match's chat", description: "Players read; spectators of public and unlisted matches read too (private: players only). Reading clears the caller's unread marker.", auth: "optional", query: { after: { schema: z.number().int().min(0), description: "Only lines after this number (default 0)." }, channel: { schema: z.enum(["all", "team"]), description: '"all" (default) or "team" (partners only).' } }, ok: { status: 200, description: "The lines, oldest first, and what the caller may do.", schema: s.chatPageSchema }, errors: [403] },
  { operationId: "writeChat", method: "post", path: "/api/matches/:id/chat", tag: "Matches", summary: "Write a chat line (players only)", description: "1–500 characters after trimming, one line, no control characters; shown as text (never HTML). At most 10 lines a minute; also sent live on the match's socket as `{type:\"chat\", message}`.", auth: "required", body: { schema: chatLineSchema, example: { text: "Good luck!", channel: "all" } }, ok: { status: 201, description: "The line as stored.", schema: s.chatMessageSchema }, errors: [403, 429] },
  { operationId: "reportChat", method: "post", path: "/api/matches/:id/chat/report", tag: "Matches", summary: "Report a chat line to a moderator", description: "The line and the reporter are kept for a moderator.", auth: "required", body: { schema: chatReportSchema, example: { n: 3, channel: "all" } }, ok: { status: 201, description: "Reported.", schema: s.chatReportedSchema }, errors: [403] },
  { operationId: "muteChat", method: "put", path: "/api/matches/:id/chat/mute", tag: "Matches", summary: "Mute this match's chat for yourself", description: "No chat notices and no unread marker; the lines stay readable.", auth: "required", body: { schema: chatMuteSchema, example: { muted: true } }, ok: { status: 200, description: "The setting.", schema: s.mutedSchema }, errors: [403] },
  { operationId: "getNotes", method: "get", path: "/api/matches/:id/notes", tag: "Matches", summary: "Your private notes on a match", description: "Never shown to anyone else, also after the match ends; not in exports, embeds, emails or the log.", auth: "required", ok: { status: 200, description: "The notes (empty text when none).", schema: s.notesAnswerSchema }, errors: [403] },
  { operationId: "saveNotes", method: "put", path: "/api/matches/:id/notes", tag: "Matches", summary: "Save your private notes on a match", description: "The whole text, at most 5,000 characters (line breaks and tabs allowed).", auth: "required", body: { schema: notesSchema, example: { text: "Bea bluffs on the river." } }, ok: { status: 200, description: "The notes as saved.", schema: s.notesAnswerSchema }, errors: [403] },
  { operationId: "muteMatch", method: "post", path: "/api/matches/:id/mute", tag: "Matches", summary: "No email about this match (the inbox still gets it)", auth: "required", body: { schema: muteSchema, example: { muted: true } }, ok: { status: 200, description: "The setting.", schema: s.mutedSchema } },
  { operationId: "matchSocket", method: "get", path: "/api/matches/:id/socket", tag: "Matches", summary: "WebSocket of a match", description: 'With `?v=3`, the server sends `{type:"match", match, etag}` (the whole resource) on connect, then `{type:"patch", seq, base, etag?, ops, log, legal?}` after each change: the changed fields of the resource named `base` (but `seq` and `legal`; `etag` left out when it is `base` with the number `seq`), the new log lines as the caller reads them (`seq` and `at` left out when they are the resource\'s `seq` and `updatedAt`), and the legal list whole or as a change `{base, drop, add}` of the last one this socket received (a client holding another resource or list fetches the whole one); and `{type:"chat", message}` for each chat line the caller may read. Send `{type:"move", seq, move}` or `{type:"ping"}`. Errors come as `{type:"error", status, title, detail}`. Without `v=3`: `{type:"reload"}`, then the socket closes (4000). `?as=spectator` watches as a spectator.', auth: "optional", query: { as: { schema: z.literal("spectator"), description: "Watch as a spectator whatever the session." }, v: { schema: z.literal("3"), description: "The socket protocol the client speaks (3: patches, legal lists as changes)." } }, headers: { upgrade: "websocket" }, ok: { status: 101, description: "Switching protocols." }, errors: [403, 426] },

  { operationId: "boardSvg", method: "get", path: "/api/matches/:id/board.svg", tag: "Sharing", summary: "The spectator's board as an SVG image", auth: "none", query: imageQuery, ok: { status: 200, description: "A standalone SVG document, 640 wide.", media: "image/svg+xml" } },
  { operationId: "boardPng", method: "get", path: "/api/matches/:id/board.png", tag: "Sharing", summary: "The link-preview picture: a 1200×630 PNG", description: "The match page's og:image. Rendered once per position and kept (`X-DD-Render: rendered` or `cached`).", auth: "none", query: imageQuery, ok: { status: 200, description: "A PNG, 1200×630.", media: "image/png" } },
  ...TOURNAMENT_ROUTES,

  { operationId: "oembed", method: "get", path: "/oembed", tag: "Sharing", summary: "oEmbed for match and embed URLs", auth: "none", query: { url: { schema: z.string(), description: "A /m/:id or /embed/:id address of this site.", required: true }, format: { schema: z.literal("json"), description: "Only json." }, maxwidth: { schema: z.number().int().min(1), description: "Pixels." }, maxheight: { schema: z.number().int().min(1), description: "Pixels." } }, ok: { status: 200, description: "A rich oEmbed response with the iframe.", schema: s.oembedSchema }, errors: [404, 501] },

  { operationId: "unsubscribePage", method: "get", path: "/api/unsubscribe", tag: "Email", summary: "The unsubscribe link of an email (asks only)", auth: "none", query: { u: { schema: z.string(), description: "User id.", required: true }, k: { schema: z.string(), description: "Key.", required: true } }, ok: { status: 200, description: "A page with one button.", media: "text/html" }, errors: [404] },
  { operationId: "unsubscribe", method: "post", path: "/api/unsubscribe", tag: "Email", summary: "One-click unsubscribe (RFC 8058)", auth: "none", query: { u: { schema: z.string(), description: "User id.", required: true }, k: { schema: z.string(), description: "Key.", required: true } }, ok: { status: 200, description: "Done (HTML when asked for).", schema: s.detailSchema }, errors: [404] },

  { operationId: "devMail", method: "get", path: "/api/dev/mail", tag: "Development", summary: "The local outbox (development only, loopback only)", auth: "none", ok: { status: 200, description: "Newest first; `raw` is the whole message.", schema: s.mailSchema }, errors: [404] },
  { operationId: "getPlayer", method: "get", path: "/api/players/:id", tag: "Players", summary: "A member's profile: ratings, record, recent matches", auth: "none", ok: { status: 200, description: "The profile (guests have none: 404).", schema: s.playerSchema } },
  { operationId: "getRatingHistory", method: "get", path: "/api/players/:id/ratings/:game/:class", tag: "Players", summary: "A member's rating history in one game and class", auth: "none", ok: { status: 200, description: "Oldest first; empty when never rated there.", schema: s.ratingHistorySchema } },
  { operationId: "getLeaderboard", method: "get", path: "/api/leaderboards/:game/:class", tag: "Players", summary: "The best established ratings of a game and class", auth: "none", query: { limit: { schema: z.number().int().min(1).max(LEADERBOARD_LIMIT.max), description: `How many (default ${LEADERBOARD_LIMIT.default}).` } }, ok: { status: 200, description: "Best first; provisional players left out.", schema: s.leaderboardSchema }, errors: [404] },
  { operationId: "openapi", method: "get", path: "/api/openapi.json", tag: "Reference", summary: "This document", auth: "none", ok: { status: 200, description: "OpenAPI 3.1.", media: "application/json" } },
];

/** Pages for people, served by the same app but not part of the API. */
export const PAGES = ["/embed/:id", "/embed/:id/fragment", "/m/:id", "/m/:id/review", "/docs/api", "/rules/:game"];

export function openapiPath(path: string): string {
  return path.replace(/:(\w+)/g, "{$1}");
}

function jsonSchema(schema: z.ZodType, io: "input" | "output"): Record<string, unknown> {
  const { $schema: _drop, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: "any", reused: "inline" }) as Record<string, unknown>;
  return rest;
}

const PROBLEM_EXAMPLES: Record<number, string> = {
  400: 'The body is not what this request expects: "seq" should be number.',
  401: "Sign in to play your move.",
  403: "It is not your decision now.",
  404: "There is no match with this id.",
  409: "The match has moved on (seq 5, you sent 4): reload and choose again.",
  413: "The body is 70000 bytes; requests are limited to 64 KB.",
  415: 'Send the body as JSON with "Content-Type: application/json" (got "text/plain").',
  422: "That move is not allowed: the card is not in your hand.",
  426: "Connect with a WebSocket to this address.",
  429: "Too many requests. Try again in 30 seconds.",
  501: 'Only format=json is served, not "xml".',
  503: "Push notifications are not set up on this server (it has no VAPID key pair).",
};

function problemResponses(): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [status, detail] of Object.entries(PROBLEM_EXAMPLES)) {
    out[`Problem${status}`] = {
      description: `Problem details (RFC 9457), status ${status}.`,
      ...(status === "429" ? { headers: { "retry-after": { description: "Seconds to wait.", schema: { type: "integer" } } } } : {}),
      content: { "application/problem+json": { schema: { $ref: "#/components/schemas/Problem" }, example: { type: "about:blank", title: "…", status: Number(status), detail, instance: "/api/matches/k3m9x2p7qa/moves" } } },
    };
  }
  out.ProblemDefault = { description: "Any other error, as problem details.", content: { "application/problem+json": { schema: { $ref: "#/components/schemas/Problem" } } } };
  return out;
}

function security(auth: Auth): Record<string, string[]>[] {
  if (auth === "none") return [];
  const signedIn: Record<string, string[]>[] = [{ cookieAuth: [] }, { bearerAuth: [] }];
  return auth === "required" ? signedIn : [{}, ...signedIn];
}

function operation(r: RouteDoc, config: DocumentConfig) {
  const parameters: unknown[] = [];
  for (const name of r.path.match(/:(\w+)/g) ?? []) {
    const key = name.slice(1);
    const isMatchId = key === "id" && r.path.startsWith("/api/matches/");
    parameters.push({ name: key, in: "path", required: true, schema: isMatchId ? { type: "string", pattern: "^[2-9a-z]{10}$" } : { type: "string" }, ...(isMatchId ? { example: MATCH_EXAMPLE_ID } : {}) });
  }
  for (const [name, q] of Object.entries(r.query ?? {})) parameters.push({ name, in: "query", required: !!q.required, description: q.description, schema: jsonSchema(q.schema, "input") });
  for (const [name, description] of Object.entries(r.headers ?? {})) parameters.push({ name, in: "header", required: false, description, schema: { type: "string" } });
  const errors = new Set(r.errors ?? []);
  if (r.body) [400, 413, 415].forEach((e) => errors.add(e));
  if (r.auth === "required") errors.add(401);
  if (r.path.includes(":id")) errors.add(404);
  if (r.query) errors.add(400);
  const ok: Record<string, unknown> = { description: r.ok.description };
  if (r.ok.headers) ok.headers = Object.fromEntries(Object.entries(r.ok.headers).map(([k, d]) => [k, { description: d, schema: { type: "string" } }]));
  if (r.ok.schema) ok.content = { "application/json": { schema: jsonSchema(r.ok.schema, "output"), ...(r.ok.example ? { example: r.ok.example } : {}) } };
  else if (r.ok.media) ok.content = { [r.ok.media]: { schema: r.ok.media.startsWith("image/png") ? { type: "string", contentMediaType: "image/png" } : { type: "string" } } };
  const responses: Record<string, unknown> = { [String(r.ok.status)]: ok };
  if (r.operationId === "getMatch") responses["304"] = { description: "Not modified since the ETag you sent." };
  for (const e of [...errors].sort()) responses[String(e)] = { $ref: `#/components/responses/Problem${e}` };
  responses.default = { $ref: "#/components/responses/ProblemDefault" };
  return {
    operationId: r.operationId,
    tags: [r.tag],
    summary: r.summary,
    ...(r.description ? { description: typeof r.description === "string" ? r.description : r.description(config) } : {}),
    security: security(r.auth),
    ...(parameters.length ? { parameters } : {}),
    ...(r.body
      ? { requestBody: { required: !r.body.optional, content: { [r.body.media ?? "application/json"]: { schema: jsonSchema(r.body.schema, "input"), ...(r.body.example ? { example: r.body.example } : {}) } } } }
      : {}),
    responses,
  };
}

/** Each game's move shapes (`legal` entries and the `move` of POST …/moves), from its own schema. */
function moveSchemas(): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const game of allGames()) {
    try {
      out[`Move_${game.id}`] = { description: `A move of ${game.name}. Take it from \`legal\` rather than building it.`, ...jsonSchema(game.moveSchema, "input") };
    } catch {
      out[`Move_${game.id}`] = { description: `A move of ${game.name}: one entry of \`legal\`.` };
    }
  }
  return out;
}

export function openapiDocument(origin: string, config: DocumentConfig) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const r of ROUTES) (paths[openapiPath(r.path)] ??= {})[r.method] = operation(r, config);
  return {
    openapi: "3.1.0",
    info: {
      title: "Dead Drop API",
      version: "1",
      summary: "Asynchronous play-by-web for games of secrets.",
      description:
        "JSON over HTTPS. Errors are `application/problem+json` (RFC 9457) with a `detail` meant for people. Identity: the `dd_session` cookie or `Authorization: Bearer dd_…` (an API token from POST /api/me/tokens). A state-changing request with the cookie must carry the site's own `Origin`; token requests need none. A human-readable reference is at /docs/api.",
    },
    servers: [{ url: origin }],
    tags: [...new Set(ROUTES.map((r) => r.tag))].map((name) => ({ name })),
    paths,
    components: {
      securitySchemes: {
        cookieAuth: { type: "apiKey", in: "cookie", name: "dd_session", description: "The session cookie (sign in by email link or as a guest)." },
        bearerAuth: { type: "http", scheme: "bearer", bearerFormat: "dd_…", description: "An API token from POST /api/me/tokens." },
      },
      schemas: { Problem: jsonSchema(s.problemSchema, "output"), Match: jsonSchema(s.matchSchema, "output"), ...moveSchemas() },
      responses: problemResponses(),
    },
  };
}

export type OpenApiDocument = ReturnType<typeof openapiDocument>;
