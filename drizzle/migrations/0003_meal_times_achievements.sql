ALTER TABLE `user_settings` ADD `meal_morning` text DEFAULT '08:00' NOT NULL;--> statement-breakpoint
ALTER TABLE `user_settings` ADD `meal_noon` text DEFAULT '14:00' NOT NULL;--> statement-breakpoint
ALTER TABLE `user_settings` ADD `meal_evening` text DEFAULT '18:00' NOT NULL;--> statement-breakpoint
ALTER TABLE `user_settings` ADD `meal_night` text DEFAULT '21:00' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX `achievements_user_name_unique` ON `achievements` (`user_id`,`achievement_name`);