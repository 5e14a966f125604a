-- Issue 15: premium grants (set by an operator, tiers on) and house ads, the only ads there are.
CREATE TABLE `house_ads` (
	`id` text PRIMARY KEY NOT NULL,
	`types` text NOT NULL,
	`title_en` text NOT NULL,
	`title_bn` text NOT NULL,
	`body_en` text NOT NULL,
	`body_bn` text NOT NULL,
	`action_en` text,
	`action_bn` text,
	`link` text,
	`is_active` integer DEFAULT true NOT NULL,
	`sort_order` integer DEFAULT 0 NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	CONSTRAINT "house_ads_link_check" CHECK(link is null or (link like '/%' and link not like '//%'))
);
--> statement-breakpoint
CREATE INDEX `house_ads_active_order_idx` ON `house_ads` (`is_active`,`sort_order`);--> statement-breakpoint
CREATE TABLE `premium_grants` (
	`user_id` text PRIMARY KEY NOT NULL,
	`until` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
-- The first house ads: public-health campaigns written for Sushastho (docs/rules/premium-and-ads.md). Messages, not advice: each sends the reader to a clinic or doctor where it matters.
INSERT INTO `house_ads` (`id`, `types`, `title_en`, `title_bn`, `body_en`, `body_bn`, `action_en`, `action_bn`, `link`, `sort_order`) VALUES
('blood-pressure-check', '["banner","native","interstitial","app_open"]', 'Know your blood pressure', 'আপনার রক্তচাপ (প্রেশার) জানুন', 'High blood pressure often has no symptoms. Have it measured at least once a year: at a pharmacy, a community clinic or by your doctor.', 'উচ্চ রক্তচাপে অনেক সময় কোনো উপসর্গ থাকে না। বছরে অন্তত একবার রক্তচাপ মাপিয়ে নিন: ফার্মেসিতে, কমিউনিটি ক্লিনিকে বা ডাক্তারের কাছে।', 'Log a reading', 'মাপ লিখে রাখুন', '/tracking/blood-pressure', 1),
('antibiotic-full-course', '["banner","native","interstitial","app_open"]', 'Finish the full antibiotic course', 'অ্যান্টিবায়োটিকের পুরো কোর্স শেষ করুন', 'Take antibiotics only when a doctor prescribes them, for as many days as prescribed, even if you feel better. Do not share leftover tablets or keep them for later.', 'অ্যান্টিবায়োটিক খাবেন শুধু ডাক্তার লিখে দিলে, আর যত দিন লিখে দিয়েছেন তত দিন, ভালো লাগলেও মাঝপথে বন্ধ করবেন না। বেঁচে যাওয়া ওষুধ কাউকে দেবেন না, পরের জন্য রেখেও দেবেন না।', 'Set dose reminders', 'ডোজের রিমাইন্ডার দিন', '/medicines/add', 2),
('dengue-standing-water', '["native","interstitial","app_open"]', 'Beat dengue: no standing water', 'ডেঙ্গু ঠেকাতে জমা পানি সরান', 'Aedes mosquitoes breed in clean standing water. Empty flower-pot trays, buckets, old tyres and coconut shells, and keep water stores covered. Sleep under a mosquito net, in the daytime too. See a doctor for a high fever.', 'এডিস মশা জমে থাকা পরিষ্কার পানিতে জন্মায়। ফুলের টবের তলা, বালতি, পুরোনো টায়ার আর ডাবের খোসায় পানি জমতে দেবেন না, পানির পাত্র ঢেকে রাখুন। দিনে ঘুমালেও মশারি টানিয়ে নিন। জ্বর বেশি হলে ডাক্তার দেখান।', NULL, NULL, NULL, 3),
('diabetes-foot-care', '["banner","native","interstitial","app_open"]', 'Diabetes? Check your feet every day', 'ডায়াবেটিস? প্রতিদিন পা দেখুন', 'With diabetes a small cut or blister on the foot can turn serious without hurting. Look at your feet every day, keep them clean and dry, do not walk barefoot, and show any wound to your doctor early.', 'ডায়াবেটিসে পায়ের ছোট কাটা বা ফোসকা ব্যথা ছাড়াই গুরুতর হয়ে উঠতে পারে। প্রতিদিন পা দেখুন, পরিষ্কার ও শুকনো রাখুন, খালি পায়ে হাঁটবেন না, আর কোনো ঘা হলে দেরি না করে ডাক্তার দেখান।', 'Log blood sugar', 'রক্তে শর্করার (সুগার) মাপ লিখুন', '/tracking/blood-glucose', 4),
('diarrhoea-oral-saline', '["native","interstitial","app_open"]', 'Diarrhoea? Drink oral saline', 'ডায়রিয়া হলে খাবার স্যালাইন খান', 'After each loose stool, drink oral saline (ORS) to replace the water and salt the body loses. Mix one packet with clean drinking water exactly as the packet says. See a doctor if there is blood in the stool or the person cannot drink.', 'প্রতিবার পাতলা পায়খানার পর খাবার স্যালাইন খান, এতে শরীর থেকে বেরিয়ে যাওয়া পানি ও লবণ ফিরে আসে। প্যাকেটে যেভাবে লেখা আছে ঠিক সেভাবে পরিষ্কার খাবার পানিতে গুলিয়ে নিন। পায়খানায় রক্ত গেলে বা রোগী কিছু খেতে না পারলে ডাক্তার দেখান।', NULL, NULL, NULL, 5);
