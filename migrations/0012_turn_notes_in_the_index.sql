ALTER TABLE `match_seats` ADD `turn_read` integer;--> statement-breakpoint
ALTER TABLE `match_seats` ADD `turn_read_at` integer;--> statement-breakpoint
ALTER TABLE `matches` ADD `turn_notes` text DEFAULT '{}' NOT NULL;--> statement-breakpoint
-- "Your move" moves from the inbox rows to the match index: each player's newest entry becomes their seat's note, read as it was.
-- A note's title and text are JSON (a string here): `|| ''` makes json_quote's JSON a plain string for json_object.
UPDATE `matches` SET `turn_notes` = (
  SELECT json_group_object(CAST(`s`.`seat` AS TEXT), json_object('u', `n`.`user_id`, 'k', `n`.`id`, 'd', `n`.`decision`, 't', json_quote(`n`.`title`) || '', 'b', json_quote(`n`.`body`) || ''))
  FROM `notifications` `n` JOIN `match_seats` `s` ON `s`.`match_id` = `n`.`match_id` AND `s`.`user_id` = `n`.`user_id`
  WHERE `n`.`kind` = 'turn' AND `n`.`decision` IS NOT NULL AND `n`.`match_id` = `matches`.`id`)
  WHERE EXISTS (SELECT 1 FROM `notifications` `n` JOIN `match_seats` `s` ON `s`.`match_id` = `n`.`match_id` AND `s`.`user_id` = `n`.`user_id`
    WHERE `n`.`kind` = 'turn' AND `n`.`decision` IS NOT NULL AND `n`.`match_id` = `matches`.`id`);--> statement-breakpoint
UPDATE `match_seats` SET
  `turn_read` = (SELECT `n`.`decision` FROM `notifications` `n` WHERE `n`.`kind` = 'turn' AND `n`.`match_id` = `match_seats`.`match_id` AND `n`.`user_id` = `match_seats`.`user_id` AND `n`.`read_at` IS NOT NULL),
  `turn_read_at` = (SELECT `n`.`read_at` FROM `notifications` `n` WHERE `n`.`kind` = 'turn' AND `n`.`match_id` = `match_seats`.`match_id` AND `n`.`user_id` = `match_seats`.`user_id` AND `n`.`read_at` IS NOT NULL)
  WHERE EXISTS (SELECT 1 FROM `notifications` `n` WHERE `n`.`kind` = 'turn' AND `n`.`match_id` = `match_seats`.`match_id` AND `n`.`user_id` = `match_seats`.`user_id` AND `n`.`read_at` IS NOT NULL);
