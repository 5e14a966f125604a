CREATE TABLE `achievements` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`achievement_name` text NOT NULL,
	`earned_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `achievements_user_id_idx` ON `achievements` (`user_id`);--> statement-breakpoint
CREATE INDEX `achievements_user_earned_at_idx` ON `achievements` (`user_id`,`earned_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `achievements_user_name_unique` ON `achievements` (`user_id`,`achievement_name`);--> statement-breakpoint
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
	FOREIGN KEY (`medicine_id`) REFERENCES `medicines`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `adherence_logs_user_id_idx` ON `adherence_logs` (`user_id`);--> statement-breakpoint
CREATE INDEX `adherence_logs_user_taken_at_idx` ON `adherence_logs` (`user_id`,`taken_at`);--> statement-breakpoint
CREATE INDEX `adherence_logs_medicine_day_idx` ON `adherence_logs` (`medicine_id`,`scheduled_date`,`scheduled_time`);--> statement-breakpoint
CREATE UNIQUE INDEX `adherence_logs_dose_unique` ON `adherence_logs` (`user_id`,`medicine_id`,`scheduled_time`,`scheduled_date`);--> statement-breakpoint
CREATE TABLE `cloud_backups` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`object_key` text NOT NULL,
	`size` integer NOT NULL,
	`counts` text NOT NULL,
	`reason` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `cloud_backups_user_id_idx` ON `cloud_backups` (`user_id`,`created_at`);--> statement-breakpoint
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
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `doctor_appointments_user_id_idx` ON `doctor_appointments` (`user_id`);--> statement-breakpoint
CREATE INDEX `doctor_appointments_user_date_idx` ON `doctor_appointments` (`user_id`,`appointment_date`);--> statement-breakpoint
CREATE TABLE `doctor_favorites` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`kind` text NOT NULL,
	`target_id` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `doctor_favorites_user_target_idx` ON `doctor_favorites` (`user_id`,`kind`,`target_id`);--> statement-breakpoint
CREATE TABLE `education_bookmarks` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`group_id` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `education_bookmarks_user_group_idx` ON `education_bookmarks` (`user_id`,`group_id`);--> statement-breakpoint
CREATE TABLE `exercise_logs` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`exercise_type` text NOT NULL,
	`duration_minutes` integer NOT NULL,
	`intensity` text,
	`notes` text,
	`recorded_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
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
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `health_metrics_user_id_idx` ON `health_metrics` (`user_id`);--> statement-breakpoint
CREATE INDEX `health_metrics_user_type_recorded_at_idx` ON `health_metrics` (`user_id`,`metric_type`,`recorded_at`);--> statement-breakpoint
CREATE TABLE `lab_reports` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`title` text NOT NULL,
	`lab_name` text,
	`doctor_name` text,
	`report_date` text,
	`file_key` text,
	`file_type` text,
	`notes` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
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
	FOREIGN KEY (`lab_report_id`) REFERENCES `lab_reports`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `lab_trends_user_id_idx` ON `lab_trends` (`user_id`);--> statement-breakpoint
CREATE INDEX `lab_trends_user_metric_date_idx` ON `lab_trends` (`user_id`,`metric_name`,`recorded_date`);--> statement-breakpoint
CREATE INDEX `lab_trends_lab_report_id_idx` ON `lab_trends` (`lab_report_id`);--> statement-breakpoint
CREATE TABLE `medical_history` (
	`user_id` text PRIMARY KEY NOT NULL,
	`comorbidities` text DEFAULT '[]' NOT NULL,
	`allergies` text DEFAULT '[]' NOT NULL,
	`past_surgeries` text DEFAULT '[]' NOT NULL,
	`genetic_info` text,
	`blood_group` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);
--> statement-breakpoint
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
	`end_reason` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
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
	`pill_shape` text,
	`pill_colors` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	CONSTRAINT "medicines_stock_quantity_check" CHECK(stock_quantity >= 0)
);
--> statement-breakpoint
CREATE INDEX `medicines_user_id_idx` ON `medicines` (`user_id`);--> statement-breakpoint
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
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `saved_prescriptions` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`image_key` text,
	`prescribing_date` text,
	`upload_date` text NOT NULL,
	`doctor_name` text,
	`notes` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `saved_prescriptions_user_id_idx` ON `saved_prescriptions` (`user_id`);--> statement-breakpoint
CREATE INDEX `saved_prescriptions_user_upload_date_idx` ON `saved_prescriptions` (`user_id`,`upload_date`);--> statement-breakpoint
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
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `step_logs_user_id_idx` ON `step_logs` (`user_id`);--> statement-breakpoint
CREATE INDEX `step_logs_user_log_date_idx` ON `step_logs` (`user_id`,`log_date`);--> statement-breakpoint
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
	`open_count` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `summary_shares_token_hash_unique` ON `summary_shares` (`token_hash`);--> statement-breakpoint
CREATE INDEX `summary_shares_user_id_idx` ON `summary_shares` (`user_id`,`created_at`);--> statement-breakpoint
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
	CONSTRAINT "symptom_logs_severity_check" CHECK(severity between 1 and 10)
);
--> statement-breakpoint
CREATE INDEX `symptom_logs_user_id_idx` ON `symptom_logs` (`user_id`);--> statement-breakpoint
CREATE INDEX `symptom_logs_user_recorded_at_idx` ON `symptom_logs` (`user_id`,`recorded_at`);--> statement-breakpoint
CREATE TABLE `sync_ops` (
	`op_id` text NOT NULL,
	`user_id` text NOT NULL,
	`device_id` text NOT NULL,
	`table_name` text NOT NULL,
	`op_type` text NOT NULL,
	`row_id` text NOT NULL,
	`status` text NOT NULL,
	`error` text,
	`client_time` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	PRIMARY KEY(`user_id`, `op_id`)
);
--> statement-breakpoint
CREATE INDEX `sync_ops_user_device_idx` ON `sync_ops` (`user_id`,`device_id`);--> statement-breakpoint
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
	`meal_morning` text DEFAULT '08:00' NOT NULL,
	`meal_noon` text DEFAULT '14:00' NOT NULL,
	`meal_evening` text DEFAULT '18:00' NOT NULL,
	`meal_night` text DEFAULT '21:00' NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);
