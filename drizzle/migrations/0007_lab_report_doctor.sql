-- Lab reports name the doctor who ordered them (issue 14).
ALTER TABLE `lab_reports` ADD `doctor_name` text;