-- Issue 17: what a medicine looks like (docs/rules/medicines.md, "Appearance"), both optional:
-- a shape (round, oval, capsule, liquid, injection, inhaler, drops) and a JSON array of one or
-- two palette colours. Its drizzle-kit snapshot is meta/0013_snapshot.json: 0013_education_content.sql
-- holds data only, so drizzle-kit does not count it.
ALTER TABLE `medicines` ADD `pill_shape` text;--> statement-breakpoint
ALTER TABLE `medicines` ADD `pill_colors` text;
