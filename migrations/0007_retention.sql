-- Indexes on each row's age, so that the cron's prune (src/db/retention.ts) seeks instead of scanning.
-- The inbox's leaves the "your move" out: it is rewritten by every decision, and would then write an index entry each time.
CREATE INDEX `email_replies_age` ON `email_replies` (`received_at`);--> statement-breakpoint
CREATE INDEX `login_tokens_expiry` ON `login_tokens` (`expires_at`);--> statement-breakpoint
CREATE INDEX `notifications_age` ON `notifications` (`created_at`) WHERE "kind" <> 'turn';--> statement-breakpoint
CREATE INDEX `rate_limits_window` ON `rate_limits` (`window_start`);--> statement-breakpoint
CREATE INDEX `reply_tokens_age` ON `reply_tokens` (`created_at`);--> statement-breakpoint
CREATE INDEX `sessions_expiry` ON `sessions` (`expires_at`);