-- Issue 27: why a past medicine's course ended (docs/rules/medicines.md, "Past medicines"):
-- stopped, finished or deleted. Its drizzle-kit snapshot is meta/0014_snapshot.json (see 0014).
ALTER TABLE `medicine_history` ADD `end_reason` text;
