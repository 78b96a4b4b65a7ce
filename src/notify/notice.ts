/** A notice as the inbox and email deliver it; src/match/notices.ts decides who is told what. */
import type { Seat } from "../shared/api";
import type { Text } from "../shared/i18n/index";

export type NoticeKind = "turn" | "reminder" | "result" | "invitation" | "draw" | "joined" | "cancelled" | "chat" | "tournament";

export interface Notice {
  userId: string;
  seat: Seat;
  kind: NoticeKind;
  /**
   * Unique per real-world event: delivering the same notice twice inserts it once. A "turn" is
   * keyed per player and match and told apart by its `decision`: a newer one rewrites the entry.
   */
  dedupeKey: string;
  /** Written in the player's language when delivered (src/notify/inbox.ts). */
  title: Text;
  body: Text;
  matchId: string;
  /** Path of the match page, made absolute with the service's origin at delivery. */
  path: string;
  /** For "turn": the decision it announces (the seat's `decisionSince`); only a greater one rewrites the inbox entry. */
  decision?: number;
}
