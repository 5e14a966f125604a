-- A caregiver's link to a patient (issue 31): it joins two accounts, so it is in D1
-- (docs/decisions/010-table-homes.md). Written by hand, as drizzle/schema/care.ts says.
CREATE TABLE `care_links` (
	`id` text PRIMARY KEY NOT NULL,
	`patient_id` text NOT NULL,
	`caregiver_id` text,
	`status` text DEFAULT 'pending' NOT NULL,
	`shares` text DEFAULT 'doses' NOT NULL,
	`escalation_minutes` integer DEFAULT 30 NOT NULL,
	`patient_phone` text NOT NULL,
	`caregiver_lang` text DEFAULT 'en' NOT NULL,
	`code_hash` text,
	`code_expires_at` text,
	`invited_email` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`accepted_at` text,
	`ended_at` text,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`patient_id`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`caregiver_id`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE cascade
);--> statement-breakpoint
CREATE UNIQUE INDEX `care_links_code_hash_unique` ON `care_links` (`code_hash`);--> statement-breakpoint
CREATE INDEX `care_links_patient_idx` ON `care_links` (`patient_id`,`status`);--> statement-breakpoint
CREATE INDEX `care_links_caregiver_idx` ON `care_links` (`caregiver_id`,`status`);
