-- Issue 15: doctor links to the patient summary (summary_shares), and the encrypted daily cloud backup (cloud_backups lists the R2 objects; backup_keys holds each user's wrapped data key).
CREATE TABLE `summary_shares` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`token_hash` text NOT NULL,
	`lang` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`expires_at` text NOT NULL,
	`revoked_at` text,
	`first_opened_at` text,
	`last_opened_at` text,
	`open_count` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `summary_shares_token_hash_unique` ON `summary_shares` (`token_hash`);--> statement-breakpoint
CREATE INDEX `summary_shares_user_id_idx` ON `summary_shares` (`user_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `backup_keys` (
	`user_id` text PRIMARY KEY NOT NULL,
	`wrapped_key` text NOT NULL,
	`key_id` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `cloud_backups` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`object_key` text NOT NULL,
	`size` integer NOT NULL,
	`counts` text NOT NULL,
	`reason` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `cloud_backups_user_id_idx` ON `cloud_backups` (`user_id`,`created_at`);