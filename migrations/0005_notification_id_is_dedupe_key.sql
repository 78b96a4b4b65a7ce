-- A notice's id becomes its dedupe key (one unique index instead of two): repeated deliveries of a notice written before this still find it.
UPDATE `notifications` SET `id` = `dedupe_key`;--> statement-breakpoint
DROP INDEX `notifications_dedupe_key_unique`;--> statement-breakpoint
ALTER TABLE `notifications` DROP COLUMN `dedupe_key`;