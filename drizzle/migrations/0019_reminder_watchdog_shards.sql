-- The watchdog list holds each hub once, in its shard, instead of its next alarm instant
-- (issue 28: no D1 write per alarm). Rows are listed again by each hub's next alarm or
-- by the cron's poke of subscribers without a row (durable-objects/reminders/watchdog.ts).
DROP INDEX IF EXISTS `reminder_hubs_next_at_idx`;--> statement-breakpoint
DELETE FROM `reminder_hubs`;--> statement-breakpoint
ALTER TABLE `reminder_hubs` DROP COLUMN `next_at`;--> statement-breakpoint
ALTER TABLE `reminder_hubs` ADD `shard` integer NOT NULL DEFAULT 0;--> statement-breakpoint
CREATE INDEX `reminder_hubs_shard_idx` ON `reminder_hubs` (`shard`);
