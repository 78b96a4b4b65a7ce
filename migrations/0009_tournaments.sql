CREATE TABLE `tournaments` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`game` text NOT NULL,
	`format` text NOT NULL,
	`status` text NOT NULL,
	`visibility` text NOT NULL,
	`players` integer NOT NULL,
	`entrants` integer NOT NULL,
	`max_entrants` integer NOT NULL,
	`organiser_id` text NOT NULL,
	`organiser_name` text NOT NULL,
	`starts_at` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `tournaments_list` ON `tournaments` (`visibility`,`status`,`created_at`);