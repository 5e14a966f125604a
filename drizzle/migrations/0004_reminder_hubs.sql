CREATE TABLE `reminder_hubs` (
	`user_id` text PRIMARY KEY NOT NULL,
	`next_at` integer,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `reminder_hubs_next_at_idx` ON `reminder_hubs` (`next_at`);