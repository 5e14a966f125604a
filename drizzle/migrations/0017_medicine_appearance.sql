-- Issue 17: what a medicine looks like (docs/rules/medicines.md, "Appearance"), both optional:
-- a shape (round, oval, capsule, liquid, injection, inhaler, drops) and a JSON array of one or
-- two palette colours. Written by hand: 0013–0016 come from other branches.
ALTER TABLE `medicines` ADD `pill_shape` text;--> statement-breakpoint
ALTER TABLE `medicines` ADD `pill_colors` text;
