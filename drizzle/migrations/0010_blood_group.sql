-- Issue 15: the patient summary names the blood group; it is kept with the medical history (null: not known).
ALTER TABLE `medical_history` ADD `blood_group` text;