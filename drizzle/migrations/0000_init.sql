CREATE TABLE `account` (
	`id` text PRIMARY KEY NOT NULL,
	`account_id` text NOT NULL,
	`provider_id` text NOT NULL,
	`user_id` text NOT NULL,
	`access_token` text,
	`refresh_token` text,
	`id_token` text,
	`access_token_expires_at` integer,
	`refresh_token_expires_at` integer,
	`scope` text,
	`password` text,
	`created_at` integer DEFAULT (cast((julianday('now') - 2440587.5) * 86400000 as integer)) NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `account_user_id_idx` ON `account` (`user_id`);--> statement-breakpoint
CREATE TABLE `rate_limit` (
	`id` text PRIMARY KEY NOT NULL,
	`key` text NOT NULL,
	`count` integer NOT NULL,
	`last_request` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `rate_limit_key_unique` ON `rate_limit` (`key`);--> statement-breakpoint
CREATE TABLE `session` (
	`id` text PRIMARY KEY NOT NULL,
	`expires_at` integer NOT NULL,
	`token` text NOT NULL,
	`created_at` integer DEFAULT (cast((julianday('now') - 2440587.5) * 86400000 as integer)) NOT NULL,
	`updated_at` integer NOT NULL,
	`ip_address` text,
	`user_agent` text,
	`user_id` text NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `session_token_unique` ON `session` (`token`);--> statement-breakpoint
CREATE INDEX `session_user_id_idx` ON `session` (`user_id`);--> statement-breakpoint
CREATE TABLE `user` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`email` text NOT NULL,
	`email_verified` integer DEFAULT false NOT NULL,
	`image` text,
	`created_at` integer DEFAULT (cast((julianday('now') - 2440587.5) * 86400000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast((julianday('now') - 2440587.5) * 86400000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `user_email_unique` ON `user` (`email`);--> statement-breakpoint
CREATE TABLE `verification` (
	`id` text PRIMARY KEY NOT NULL,
	`identifier` text NOT NULL,
	`value` text NOT NULL,
	`expires_at` integer NOT NULL,
	`created_at` integer DEFAULT (cast((julianday('now') - 2440587.5) * 86400000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast((julianday('now') - 2440587.5) * 86400000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `verification_identifier_idx` ON `verification` (`identifier`);--> statement-breakpoint
CREATE TABLE `medical_history` (
	`user_id` text PRIMARY KEY NOT NULL,
	`comorbidities` text DEFAULT '[]' NOT NULL,
	`allergies` text DEFAULT '[]' NOT NULL,
	`past_surgeries` text DEFAULT '[]' NOT NULL,
	`genetic_info` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `profiles` (
	`user_id` text PRIMARY KEY NOT NULL,
	`full_name` text,
	`first_name` text,
	`last_name` text,
	`date_of_birth` text,
	`gender` text,
	`avatar_url` text,
	`age` integer,
	`has_completed_onboarding` integer DEFAULT false NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `push_subscriptions` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`endpoint` text NOT NULL,
	`p256dh` text NOT NULL,
	`auth` text NOT NULL,
	`user_agent` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `push_subscriptions_endpoint_unique` ON `push_subscriptions` (`endpoint`);--> statement-breakpoint
CREATE INDEX `push_subscriptions_user_id_idx` ON `push_subscriptions` (`user_id`);--> statement-breakpoint
CREATE TABLE `user_settings` (
	`user_id` text PRIMARY KEY NOT NULL,
	`notifications_enabled` integer DEFAULT true NOT NULL,
	`medication_reminders` integer DEFAULT true NOT NULL,
	`health_tips` integer DEFAULT true NOT NULL,
	`lab_alerts` integer DEFAULT true NOT NULL,
	`privacy_share_data` integer DEFAULT false NOT NULL,
	`privacy_analytics` integer DEFAULT true NOT NULL,
	`theme` text DEFAULT 'system' NOT NULL,
	`font_size` text DEFAULT 'medium' NOT NULL,
	`language` text DEFAULT 'en' NOT NULL,
	`sleep_bedtime_reminder` text,
	`sleep_wakeup_reminder` text,
	`timezone` text DEFAULT 'Asia/Dhaka' NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `achievements` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`achievement_name` text NOT NULL,
	`earned_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `achievements_user_id_idx` ON `achievements` (`user_id`);--> statement-breakpoint
CREATE INDEX `achievements_user_earned_at_idx` ON `achievements` (`user_id`,`earned_at`);--> statement-breakpoint
CREATE TABLE `adherence_logs` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`medicine_id` text NOT NULL,
	`status` text NOT NULL,
	`taken_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`scheduled_time` text,
	`scheduled_date` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`medicine_id`) REFERENCES `medicines`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `adherence_logs_user_id_idx` ON `adherence_logs` (`user_id`);--> statement-breakpoint
CREATE INDEX `adherence_logs_user_taken_at_idx` ON `adherence_logs` (`user_id`,`taken_at`);--> statement-breakpoint
CREATE INDEX `adherence_logs_medicine_day_idx` ON `adherence_logs` (`medicine_id`,`scheduled_date`,`scheduled_time`);--> statement-breakpoint
CREATE TABLE `medicine_history` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`medicine_id` text,
	`medicine_name` text,
	`dosage` text,
	`is_active` integer DEFAULT true NOT NULL,
	`start_date` text,
	`end_date` text,
	`last_taken_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`medicine_id`) REFERENCES `medicines`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `medicine_history_user_id_idx` ON `medicine_history` (`user_id`);--> statement-breakpoint
CREATE INDEX `medicine_history_medicine_id_idx` ON `medicine_history` (`medicine_id`);--> statement-breakpoint
CREATE TABLE `medicine_refills` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`medicine_id` text NOT NULL,
	`refill_date` text NOT NULL,
	`quantity` integer NOT NULL,
	`cost` real,
	`pharmacy_name` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`medicine_id`) REFERENCES `medicines`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `medicine_refills_user_id_idx` ON `medicine_refills` (`user_id`);--> statement-breakpoint
CREATE INDEX `medicine_refills_medicine_id_idx` ON `medicine_refills` (`medicine_id`);--> statement-breakpoint
CREATE TABLE `medicine_reminders` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`medicine_id` text NOT NULL,
	`reminder_time` text NOT NULL,
	`enabled` integer DEFAULT true NOT NULL,
	`is_critical` integer DEFAULT false NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`medicine_id`) REFERENCES `medicines`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `medicine_reminders_user_id_idx` ON `medicine_reminders` (`user_id`);--> statement-breakpoint
CREATE INDEX `medicine_reminders_medicine_id_idx` ON `medicine_reminders` (`medicine_id`);--> statement-breakpoint
CREATE TABLE `medicines` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`name` text NOT NULL,
	`dosage` text,
	`timing` text,
	`frequency` text DEFAULT 'once-daily' NOT NULL,
	`category` text DEFAULT 'long-term' NOT NULL,
	`stock_quantity` integer,
	`duration` text,
	`notes` text,
	`image_url` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "medicines_stock_quantity_check" CHECK(stock_quantity >= 0)
);
--> statement-breakpoint
CREATE INDEX `medicines_user_id_idx` ON `medicines` (`user_id`);--> statement-breakpoint
CREATE TABLE `exercise_logs` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`exercise_type` text NOT NULL,
	`duration_minutes` integer NOT NULL,
	`intensity` text,
	`notes` text,
	`recorded_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `exercise_logs_user_id_idx` ON `exercise_logs` (`user_id`);--> statement-breakpoint
CREATE INDEX `exercise_logs_user_recorded_at_idx` ON `exercise_logs` (`user_id`,`recorded_at`);--> statement-breakpoint
CREATE TABLE `health_metrics` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`metric_type` text NOT NULL,
	`systolic` integer,
	`diastolic` integer,
	`pulse` integer,
	`glucose_mmol` real,
	`glucose_context` text,
	`weight_kg` real,
	`value_json` text,
	`notes` text,
	`recorded_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `health_metrics_user_id_idx` ON `health_metrics` (`user_id`);--> statement-breakpoint
CREATE INDEX `health_metrics_user_type_recorded_at_idx` ON `health_metrics` (`user_id`,`metric_type`,`recorded_at`);--> statement-breakpoint
CREATE TABLE `sleep_logs` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`sleep_start` text NOT NULL,
	`sleep_end` text,
	`duration_minutes` integer,
	`quality_rating` integer,
	`notes` text,
	`sleep_type` text DEFAULT 'manual' NOT NULL,
	`recorded_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "sleep_logs_quality_rating_check" CHECK(quality_rating between 1 and 5)
);
--> statement-breakpoint
CREATE INDEX `sleep_logs_user_id_idx` ON `sleep_logs` (`user_id`);--> statement-breakpoint
CREATE INDEX `sleep_logs_user_sleep_start_idx` ON `sleep_logs` (`user_id`,`sleep_start`);--> statement-breakpoint
CREATE TABLE `step_logs` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`steps` integer NOT NULL,
	`log_date` text NOT NULL,
	`recorded_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `step_logs_user_id_idx` ON `step_logs` (`user_id`);--> statement-breakpoint
CREATE INDEX `step_logs_user_log_date_idx` ON `step_logs` (`user_id`,`log_date`);--> statement-breakpoint
CREATE TABLE `symptom_logs` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`symptom_type` text NOT NULL,
	`severity` integer DEFAULT 5 NOT NULL,
	`duration` text,
	`notes` text,
	`recorded_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "symptom_logs_severity_check" CHECK(severity between 1 and 10)
);
--> statement-breakpoint
CREATE INDEX `symptom_logs_user_id_idx` ON `symptom_logs` (`user_id`);--> statement-breakpoint
CREATE INDEX `symptom_logs_user_recorded_at_idx` ON `symptom_logs` (`user_id`,`recorded_at`);--> statement-breakpoint
CREATE TABLE `doctor_appointments` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`doctor_name` text NOT NULL,
	`appointment_date` text NOT NULL,
	`appointment_time` text NOT NULL,
	`notes` text,
	`reminder_enabled` integer DEFAULT true NOT NULL,
	`reminders` text DEFAULT '[]' NOT NULL,
	`status` text DEFAULT 'scheduled' NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `doctor_appointments_user_id_idx` ON `doctor_appointments` (`user_id`);--> statement-breakpoint
CREATE INDEX `doctor_appointments_user_date_idx` ON `doctor_appointments` (`user_id`,`appointment_date`);--> statement-breakpoint
CREATE TABLE `lab_reports` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`title` text NOT NULL,
	`lab_name` text,
	`report_date` text,
	`file_key` text,
	`file_type` text,
	`notes` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `lab_reports_user_id_idx` ON `lab_reports` (`user_id`);--> statement-breakpoint
CREATE INDEX `lab_reports_user_report_date_idx` ON `lab_reports` (`user_id`,`report_date`);--> statement-breakpoint
CREATE TABLE `lab_trends` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`lab_report_id` text,
	`metric_name` text NOT NULL,
	`value` real NOT NULL,
	`unit` text,
	`reference_min` real,
	`reference_max` real,
	`recorded_date` text NOT NULL,
	`notes` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`lab_report_id`) REFERENCES `lab_reports`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `lab_trends_user_id_idx` ON `lab_trends` (`user_id`);--> statement-breakpoint
CREATE INDEX `lab_trends_user_metric_date_idx` ON `lab_trends` (`user_id`,`metric_name`,`recorded_date`);--> statement-breakpoint
CREATE INDEX `lab_trends_lab_report_id_idx` ON `lab_trends` (`lab_report_id`);--> statement-breakpoint
CREATE TABLE `saved_prescriptions` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`image_key` text NOT NULL,
	`prescribing_date` text,
	`upload_date` text NOT NULL,
	`doctor_name` text,
	`notes` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `saved_prescriptions_user_id_idx` ON `saved_prescriptions` (`user_id`);--> statement-breakpoint
CREATE INDEX `saved_prescriptions_user_upload_date_idx` ON `saved_prescriptions` (`user_id`,`upload_date`);--> statement-breakpoint
CREATE TABLE `daily_tips` (
	`id` text PRIMARY KEY NOT NULL,
	`tip_text` text NOT NULL,
	`language` text NOT NULL,
	`is_active` integer DEFAULT true NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `daily_tips_language_active_idx` ON `daily_tips` (`language`,`is_active`);--> statement-breakpoint
CREATE TABLE `educational_content` (
	`id` text PRIMARY KEY NOT NULL,
	`title` text NOT NULL,
	`summary` text,
	`body` text,
	`category` text,
	`content_type` text,
	`image_url` text,
	`read_time_minutes` integer,
	`language` text NOT NULL,
	`author` text,
	`content_category` text DEFAULT 'article' NOT NULL,
	`published_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `educational_content_lang_cat_published_idx` ON `educational_content` (`language`,`content_category`,`published_at`);--> statement-breakpoint
CREATE TABLE `account_switch_logs` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`device_id` text NOT NULL,
	`from_user_id` text,
	`to_user_id` text NOT NULL,
	`switch_status` text DEFAULT 'initiated' NOT NULL,
	`error_message` text,
	`data_synced` integer DEFAULT false NOT NULL,
	`backup_created` integer DEFAULT false NOT NULL,
	`switched_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `account_switch_logs_user_id_idx` ON `account_switch_logs` (`user_id`);--> statement-breakpoint
CREATE INDEX `account_switch_logs_device_switched_idx` ON `account_switch_logs` (`device_id`,`switched_at`);--> statement-breakpoint
CREATE TABLE `saved_accounts` (
	`id` text PRIMARY KEY NOT NULL,
	`device_id` text NOT NULL,
	`user_id` text NOT NULL,
	`account_email` text NOT NULL,
	`account_name` text,
	`avatar_url` text,
	`last_accessed_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`is_active` integer DEFAULT false NOT NULL,
	`is_switching` integer DEFAULT false NOT NULL,
	`has_unsynced_data` integer DEFAULT false NOT NULL,
	`last_sync_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `saved_accounts_user_id_idx` ON `saved_accounts` (`user_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `saved_accounts_device_user_idx` ON `saved_accounts` (`device_id`,`user_id`);--> statement-breakpoint
CREATE INDEX `saved_accounts_device_accessed_idx` ON `saved_accounts` (`device_id`,`last_accessed_at`);--> statement-breakpoint
CREATE TABLE `sync_ops` (
	`op_id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`device_id` text NOT NULL,
	`table_name` text NOT NULL,
	`op_type` text NOT NULL,
	`row_id` text NOT NULL,
	`status` text NOT NULL,
	`error` text,
	`client_time` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `sync_ops_user_id_idx` ON `sync_ops` (`user_id`);--> statement-breakpoint
CREATE INDEX `sync_ops_user_device_idx` ON `sync_ops` (`user_id`,`device_id`);