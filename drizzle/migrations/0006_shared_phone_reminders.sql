-- One endpoint (a browser on a shared phone) may serve several accounts: unique per
-- (user, endpoint) instead of per endpoint. saved_accounts.keep_reminders: the account's
-- reminders keep ringing on that device while another account is active (on by default).
DROP INDEX `push_subscriptions_endpoint_unique`;--> statement-breakpoint
CREATE UNIQUE INDEX `push_subscriptions_user_endpoint_unique` ON `push_subscriptions` (`user_id`,`endpoint`);--> statement-breakpoint
CREATE INDEX `push_subscriptions_endpoint_idx` ON `push_subscriptions` (`endpoint`);--> statement-breakpoint
ALTER TABLE `saved_accounts` ADD `keep_reminders` integer DEFAULT true NOT NULL;