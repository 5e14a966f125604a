ALTER TABLE `medicines` ADD `schedule` text;--> statement-breakpoint
ALTER TABLE `medicines` ADD `max_per_day` integer;--> statement-breakpoint
ALTER TABLE `medicines` ADD `min_gap_hours` integer;