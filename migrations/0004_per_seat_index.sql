DROP INDEX `matches_lobby`;--> statement-breakpoint
ALTER TABLE `matches` ADD `deciding` text DEFAULT '[]' NOT NULL;--> statement-breakpoint
ALTER TABLE `matches` ADD `seat_deadlines` text DEFAULT '[]' NOT NULL;--> statement-breakpoint
CREATE INDEX `matches_lobby_open` ON `matches` (`visibility`,`updated_at`) WHERE "status" = 'open';--> statement-breakpoint
-- Who decides now moves from the seat rows to the match row: carried over before the column goes.
UPDATE `matches` SET `deciding` = (SELECT json_group_array(`seat`) FROM (SELECT `seat` FROM `match_seats` WHERE `match_seats`.`match_id` = `matches`.`id` AND `is_actor` = 1 ORDER BY `seat`));--> statement-breakpoint
ALTER TABLE `match_seats` DROP COLUMN `is_actor`;