DROP INDEX `notifications_user`;--> statement-breakpoint
ALTER TABLE `notifications` ADD `decision` integer;--> statement-breakpoint
-- "Your move" becomes one row per player and match: the newest one of each is kept, the older (all read) go.
DELETE FROM `notifications` WHERE `kind` = 'turn' AND EXISTS (SELECT 1 FROM `notifications` `n` WHERE `n`.`kind` = 'turn' AND `n`.`user_id` = `notifications`.`user_id` AND `n`.`match_id` IS `notifications`.`match_id` AND (`n`.`created_at` > `notifications`.`created_at` OR (`n`.`created_at` = `notifications`.`created_at` AND `n`.`rowid` > `notifications`.`rowid`)));--> statement-breakpoint
-- Its id `match:turn:decision:seat` becomes `match:turn:seat`, the decision a column of its own.
UPDATE `notifications` SET
  `decision` = CAST(substr(`id`, length(`match_id`) + 7, instr(substr(`id`, length(`match_id`) + 7), ':') - 1) AS INTEGER),
  `id` = `match_id` || ':turn:' || substr(substr(`id`, length(`match_id`) + 7), instr(substr(`id`, length(`match_id`) + 7), ':') + 1)
  WHERE `kind` = 'turn' AND `id` LIKE `match_id` || ':turn:%:%';--> statement-breakpoint
CREATE INDEX `notifications_user` ON `notifications` (`user_id`);
