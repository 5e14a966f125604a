-- Issue 14: a prescription photographed offline is saved at once and its image follows when online, so image_key may be null for a while (SQLite cannot drop NOT NULL in place: the table is rebuilt; nothing refers to it).
PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_saved_prescriptions` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`image_key` text,
	`prescribing_date` text,
	`upload_date` text NOT NULL,
	`doctor_name` text,
	`notes` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
INSERT INTO `__new_saved_prescriptions`("id", "user_id", "image_key", "prescribing_date", "upload_date", "doctor_name", "notes", "created_at", "updated_at") SELECT "id", "user_id", "image_key", "prescribing_date", "upload_date", "doctor_name", "notes", "created_at", "updated_at" FROM `saved_prescriptions`;--> statement-breakpoint
DROP TABLE `saved_prescriptions`;--> statement-breakpoint
ALTER TABLE `__new_saved_prescriptions` RENAME TO `saved_prescriptions`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE INDEX `saved_prescriptions_user_id_idx` ON `saved_prescriptions` (`user_id`);--> statement-breakpoint
CREATE INDEX `saved_prescriptions_user_upload_date_idx` ON `saved_prescriptions` (`user_id`,`upload_date`);