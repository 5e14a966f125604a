-- Issue 16: education (translations share group_id; bookmarks), the directory of doctors and facilities with favourites, and the admin area (better-auth admin plugin columns, invites, audit log).
CREATE TABLE `education_bookmarks` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`group_id` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `education_bookmarks_user_group_idx` ON `education_bookmarks` (`user_id`,`group_id`);--> statement-breakpoint
CREATE TABLE `doctor_favorites` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`kind` text NOT NULL,
	`target_id` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `doctor_favorites_user_target_idx` ON `doctor_favorites` (`user_id`,`kind`,`target_id`);--> statement-breakpoint
CREATE TABLE `doctors` (
	`id` text PRIMARY KEY NOT NULL,
	`name_en` text NOT NULL,
	`name_bn` text NOT NULL,
	`specialty` text NOT NULL,
	`qualifications_en` text DEFAULT '' NOT NULL,
	`qualifications_bn` text DEFAULT '' NOT NULL,
	`phone` text,
	`fee_bdt` integer,
	`facility_id` text,
	`chambers` text DEFAULT '[]' NOT NULL,
	`division` text NOT NULL,
	`district` text NOT NULL,
	`upazila` text,
	`latitude` real,
	`longitude` real,
	`place_id` text,
	`is_sample` integer DEFAULT false NOT NULL,
	`published_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`facility_id`) REFERENCES `facilities`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `doctors_place_id_unique` ON `doctors` (`place_id`);--> statement-breakpoint
CREATE INDEX `doctors_specialty_district_idx` ON `doctors` (`specialty`,`district`,`name_en`);--> statement-breakpoint
CREATE INDEX `doctors_specialty_division_idx` ON `doctors` (`specialty`,`division`,`name_en`);--> statement-breakpoint
CREATE INDEX `doctors_specialty_upazila_idx` ON `doctors` (`specialty`,`upazila`);--> statement-breakpoint
CREATE INDEX `doctors_district_idx` ON `doctors` (`district`,`name_en`);--> statement-breakpoint
CREATE INDEX `doctors_facility_idx` ON `doctors` (`facility_id`);--> statement-breakpoint
CREATE TABLE `facilities` (
	`id` text PRIMARY KEY NOT NULL,
	`kind` text NOT NULL,
	`name_en` text NOT NULL,
	`name_bn` text NOT NULL,
	`address_en` text NOT NULL,
	`address_bn` text NOT NULL,
	`phone` text,
	`departments` text DEFAULT '[]' NOT NULL,
	`division` text NOT NULL,
	`district` text NOT NULL,
	`upazila` text,
	`latitude` real,
	`longitude` real,
	`place_id` text,
	`is_sample` integer DEFAULT false NOT NULL,
	`published_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `facilities_place_id_unique` ON `facilities` (`place_id`);--> statement-breakpoint
CREATE INDEX `facilities_district_kind_idx` ON `facilities` (`district`,`kind`,`name_en`);--> statement-breakpoint
CREATE INDEX `facilities_division_kind_idx` ON `facilities` (`division`,`kind`,`name_en`);--> statement-breakpoint
CREATE INDEX `facilities_upazila_kind_idx` ON `facilities` (`upazila`,`kind`);--> statement-breakpoint
CREATE TABLE `admin_audit_log` (
	`id` text PRIMARY KEY NOT NULL,
	`actor_id` text,
	`actor_email` text NOT NULL,
	`action` text NOT NULL,
	`target_type` text,
	`target_id` text,
	`detail` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `admin_audit_log_created_idx` ON `admin_audit_log` (`created_at`);--> statement-breakpoint
CREATE TABLE `admin_invites` (
	`id` text PRIMARY KEY NOT NULL,
	`email` text NOT NULL,
	`token_hash` text NOT NULL,
	`invited_by` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`expires_at` text NOT NULL,
	`accepted_at` text,
	`accepted_by` text,
	FOREIGN KEY (`invited_by`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`accepted_by`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `admin_invites_token_hash_unique` ON `admin_invites` (`token_hash`);--> statement-breakpoint
CREATE INDEX `admin_invites_email_idx` ON `admin_invites` (`email`);--> statement-breakpoint
ALTER TABLE `session` ADD `impersonated_by` text;--> statement-breakpoint
ALTER TABLE `user` ADD `role` text;--> statement-breakpoint
ALTER TABLE `user` ADD `banned` integer DEFAULT false;--> statement-breakpoint
ALTER TABLE `user` ADD `ban_reason` text;--> statement-breakpoint
ALTER TABLE `user` ADD `ban_expires` integer;--> statement-breakpoint
ALTER TABLE `educational_content` ADD `group_id` text;--> statement-breakpoint
ALTER TABLE `educational_content` ADD `video_url` text;--> statement-breakpoint
ALTER TABLE `educational_content` ADD `sources` text;--> statement-breakpoint
ALTER TABLE `educational_content` ADD `note` text;--> statement-breakpoint
ALTER TABLE `educational_content` ADD `is_featured` integer DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX `educational_content_group_idx` ON `educational_content` (`group_id`);