CREATE TABLE `seat_departures` (
	`match_id` text NOT NULL,
	`user_id` text NOT NULL,
	`seat` integer NOT NULL,
	`reason` text NOT NULL,
	`at` integer NOT NULL,
	PRIMARY KEY(`match_id`, `user_id`)
);
--> statement-breakpoint
CREATE INDEX `seat_departures_user` ON `seat_departures` (`user_id`);--> statement-breakpoint
ALTER TABLE `matches` ADD `offered_seats` text DEFAULT '[]' NOT NULL;--> statement-breakpoint
CREATE INDEX `matches_lobby_offered` ON `matches` (`updated_at`) WHERE "offered_seats" <> '[]';--> statement-breakpoint
ALTER TABLE `users` ADD `digest_hour` integer DEFAULT 8 NOT NULL;--> statement-breakpoint
ALTER TABLE `users` ADD `time_zone` text DEFAULT 'UTC' NOT NULL;--> statement-breakpoint
ALTER TABLE `users` ADD `last_digest_day` text;