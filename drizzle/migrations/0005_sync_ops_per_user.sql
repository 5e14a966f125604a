-- The ledger keyed by (user_id, op_id): an op id is chosen by a client, so another
-- user sending the same id must not find it "done". Nothing references sync_ops.
CREATE TABLE `__new_sync_ops` (
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
	PRIMARY KEY(`user_id`, `op_id`),
	FOREIGN KEY (`user_id`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
INSERT INTO `__new_sync_ops`("op_id", "user_id", "device_id", "table_name", "op_type", "row_id", "status", "error", "client_time", "created_at") SELECT "op_id", "user_id", "device_id", "table_name", "op_type", "row_id", "status", "error", "client_time", "created_at" FROM `sync_ops`;--> statement-breakpoint
DROP TABLE `sync_ops`;--> statement-breakpoint
ALTER TABLE `__new_sync_ops` RENAME TO `sync_ops`;--> statement-breakpoint
CREATE INDEX `sync_ops_user_device_idx` ON `sync_ops` (`user_id`,`device_id`);