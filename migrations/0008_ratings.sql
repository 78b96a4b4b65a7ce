CREATE TABLE `match_results` (
	`match_id` text NOT NULL,
	`seat` integer NOT NULL,
	`user_id` text NOT NULL,
	`game` text NOT NULL,
	`class` text NOT NULL,
	`place` integer NOT NULL,
	`result` text NOT NULL,
	`timed_out` integer NOT NULL,
	`rated` integer NOT NULL,
	`rating_change` integer,
	`finished_at` integer NOT NULL,
	PRIMARY KEY(`match_id`, `seat`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `match_results_player` ON `match_results` (`user_id`,`finished_at`);--> statement-breakpoint
CREATE TABLE `player_ratings` (
	`user_id` text NOT NULL,
	`game` text NOT NULL,
	`class` text NOT NULL,
	`mu` real NOT NULL,
	`sigma` real NOT NULL,
	`rating` integer NOT NULL,
	`deviation` integer NOT NULL,
	`matches` integer NOT NULL,
	`updated_at` integer NOT NULL,
	PRIMARY KEY(`user_id`, `game`, `class`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `player_ratings_board` ON `player_ratings` (`game`,`class`,`rating`);--> statement-breakpoint
CREATE TABLE `rating_history` (
	`user_id` text NOT NULL,
	`game` text NOT NULL,
	`class` text NOT NULL,
	`n` integer NOT NULL,
	`match_id` text NOT NULL,
	`at` integer NOT NULL,
	`rating` integer NOT NULL,
	`deviation` integer NOT NULL,
	PRIMARY KEY(`user_id`, `game`, `class`, `n`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
