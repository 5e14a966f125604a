-- Issue 27: wording fixes to the education content of 0013 (drizzle/seed/education-corrections.json). Written by scripts/education-sql.mjs: do not edit by hand.
--> statement-breakpoint
UPDATE educational_content SET title = replace(title, 'ইনসুলিন বা কিছু ডায়াবেটিসের ট্যাবলেট খেলে', 'ইনসুলিন নিলে বা কিছু ডায়াবেটিসের ট্যাবলেট খেলে'), summary = replace(summary, 'ইনসুলিন বা কিছু ডায়াবেটিসের ট্যাবলেট খেলে', 'ইনসুলিন নিলে বা কিছু ডায়াবেটিসের ট্যাবলেট খেলে'), body = replace(body, 'ইনসুলিন বা কিছু ডায়াবেটিসের ট্যাবলেট খেলে', 'ইনসুলিন নিলে বা কিছু ডায়াবেটিসের ট্যাবলেট খেলে'), note = replace(note, 'ইনসুলিন বা কিছু ডায়াবেটিসের ট্যাবলেট খেলে', 'ইনসুলিন নিলে বা কিছু ডায়াবেটিসের ট্যাবলেট খেলে') WHERE id = 'low-blood-sugar-hypo-bn';
--> statement-breakpoint
UPDATE educational_content SET title = replace(title, 'ইনসুলিন বা সালফোনাইলইউরিয়া খেলে', 'ইনসুলিন নিলে বা সালফোনাইলইউরিয়া ট্যাবলেট খেলে'), summary = replace(summary, 'ইনসুলিন বা সালফোনাইলইউরিয়া খেলে', 'ইনসুলিন নিলে বা সালফোনাইলইউরিয়া ট্যাবলেট খেলে'), body = replace(body, 'ইনসুলিন বা সালফোনাইলইউরিয়া খেলে', 'ইনসুলিন নিলে বা সালফোনাইলইউরিয়া ট্যাবলেট খেলে'), note = replace(note, 'ইনসুলিন বা সালফোনাইলইউরিয়া খেলে', 'ইনসুলিন নিলে বা সালফোনাইলইউরিয়া ট্যাবলেট খেলে') WHERE id = 'low-blood-sugar-hypo-bn';
--> statement-breakpoint
UPDATE educational_content SET title = replace(title, 'ভালো লাগলে একটি রুটি', 'একটু সুস্থ বোধ করলে একটি রুটি'), summary = replace(summary, 'ভালো লাগলে একটি রুটি', 'একটু সুস্থ বোধ করলে একটি রুটি'), body = replace(body, 'ভালো লাগলে একটি রুটি', 'একটু সুস্থ বোধ করলে একটি রুটি'), note = replace(note, 'ভালো লাগলে একটি রুটি', 'একটু সুস্থ বোধ করলে একটি রুটি') WHERE id = 'low-blood-sugar-hypo-bn';
--> statement-breakpoint
UPDATE educational_content SET title = replace(title, 'ইনসুলিন বা সালফোনাইলইউরিয়া ট্যাবলেট খেলে', 'ইনসুলিন নিলে বা সালফোনাইলইউরিয়া ট্যাবলেট খেলে'), summary = replace(summary, 'ইনসুলিন বা সালফোনাইলইউরিয়া ট্যাবলেট খেলে', 'ইনসুলিন নিলে বা সালফোনাইলইউরিয়া ট্যাবলেট খেলে'), body = replace(body, 'ইনসুলিন বা সালফোনাইলইউরিয়া ট্যাবলেট খেলে', 'ইনসুলিন নিলে বা সালফোনাইলইউরিয়া ট্যাবলেট খেলে'), note = replace(note, 'ইনসুলিন বা সালফোনাইলইউরিয়া ট্যাবলেট খেলে', 'ইনসুলিন নিলে বা সালফোনাইলইউরিয়া ট্যাবলেট খেলে') WHERE id = 'rice-and-diabetes-bn';
--> statement-breakpoint
UPDATE educational_content SET title = replace(title, 'ইনসুলিন বা সালফোনাইলইউরিয়া ট্যাবলেট খেলে', 'ইনসুলিন নিলে বা সালফোনাইলইউরিয়া ট্যাবলেট খেলে'), summary = replace(summary, 'ইনসুলিন বা সালফোনাইলইউরিয়া ট্যাবলেট খেলে', 'ইনসুলিন নিলে বা সালফোনাইলইউরিয়া ট্যাবলেট খেলে'), body = replace(body, 'ইনসুলিন বা সালফোনাইলইউরিয়া ট্যাবলেট খেলে', 'ইনসুলিন নিলে বা সালফোনাইলইউরিয়া ট্যাবলেট খেলে'), note = replace(note, 'ইনসুলিন বা সালফোনাইলইউরিয়া ট্যাবলেট খেলে', 'ইনসুলিন নিলে বা সালফোনাইলইউরিয়া ট্যাবলেট খেলে') WHERE id = 'story-habibur-khulna-exercise-bn';
--> statement-breakpoint
UPDATE educational_content SET title = replace(title, '“খাওয়া হয়েছে” চাপেন', '“খেয়েছি” চাপেন'), summary = replace(summary, '“খাওয়া হয়েছে” চাপেন', '“খেয়েছি” চাপেন'), body = replace(body, '“খাওয়া হয়েছে” চাপেন', '“খেয়েছি” চাপেন'), note = replace(note, '“খাওয়া হয়েছে” চাপেন', '“খেয়েছি” চাপেন') WHERE id = 'story-nurjahan-sylhet-diabetes-bn';
--> statement-breakpoint
UPDATE educational_content SET title = replace(title, 'আর যে ডাক্তারই দেখান তাঁকে দেখান', 'আর যে ডাক্তারের কাছেই যান, তালিকাটি দেখান'), summary = replace(summary, 'আর যে ডাক্তারই দেখান তাঁকে দেখান', 'আর যে ডাক্তারের কাছেই যান, তালিকাটি দেখান'), body = replace(body, 'আর যে ডাক্তারই দেখান তাঁকে দেখান', 'আর যে ডাক্তারের কাছেই যান, তালিকাটি দেখান'), note = replace(note, 'আর যে ডাক্তারই দেখান তাঁকে দেখান', 'আর যে ডাক্তারের কাছেই যান, তালিকাটি দেখান') WHERE id = 'taking-several-medicines-bn';
--> statement-breakpoint
UPDATE educational_content SET title = replace(title, 'নিকটস্থ হাসপাতালে', 'কাছের হাসপাতালে'), summary = replace(summary, 'নিকটস্থ হাসপাতালে', 'কাছের হাসপাতালে'), body = replace(body, 'নিকটস্থ হাসপাতালে', 'কাছের হাসপাতালে'), note = replace(note, 'নিকটস্থ হাসপাতালে', 'কাছের হাসপাতালে') WHERE id = 'taking-medicines-right-bn';
--> statement-breakpoint
UPDATE educational_content SET title = replace(title, 'নিকটস্থ হাসপাতালে', 'কাছের হাসপাতালে'), summary = replace(summary, 'নিকটস্থ হাসপাতালে', 'কাছের হাসপাতালে'), body = replace(body, 'নিকটস্থ হাসপাতালে', 'কাছের হাসপাতালে'), note = replace(note, 'নিকটস্থ হাসপাতালে', 'কাছের হাসপাতালে') WHERE id = 'storing-medicines-safely-bn';
--> statement-breakpoint
UPDATE educational_content SET title = replace(title, 'বিষণ্নতার', 'বিষণ্ণতার'), summary = replace(summary, 'বিষণ্নতার', 'বিষণ্ণতার'), body = replace(body, 'বিষণ্নতার', 'বিষণ্ণতার'), note = replace(note, 'বিষণ্নতার', 'বিষণ্ণতার') WHERE id = 'dont-stop-medicines-early-bn';
--> statement-breakpoint
UPDATE daily_tips SET tip_text = replace(tip_text, 'আর যে ডাক্তারই দেখান তাঁকে দেখান', 'আর যে ডাক্তারের কাছেই যান, তালিকাটি দেখান') WHERE id = 'tip2-bn-1';
--> statement-breakpoint
UPDATE daily_tips SET tip_text = replace(tip_text, 'চলে গেলেও সঙ্গে সঙ্গে', 'উপসর্গ চলে গেলেও সঙ্গে সঙ্গে') WHERE id = 'tip2-bn-5';
--> statement-breakpoint
UPDATE daily_tips SET tip_text = replace(tip_text, 'ইনসুলিন বা সুগার কমানোর ট্যাবলেট খেলে', 'ইনসুলিন নিলে বা সুগার কমানোর ট্যাবলেট খেলে') WHERE id = 'tip2-bn-7';
