CREATE TABLE `chat_reports` (
	`id` text PRIMARY KEY NOT NULL,
	`match_id` text NOT NULL,
	`n` integer NOT NULL,
	`seat` integer NOT NULL,
	`author` text NOT NULL,
	`text` text NOT NULL,
	`reporter_id` text NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `chat_reports_match` ON `chat_reports` (`match_id`,`n`);--> statement-breakpoint
ALTER TABLE `match_seats` ADD `chat_unread` integer DEFAULT 0 NOT NULL;