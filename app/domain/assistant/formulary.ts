// What the medicines of the prescription-matching list (../bd-medicines.ts) are commonly
// used for, in English and Bangla: general information, never advice for one patient.
// Grouped by use so each text is written once; a unit test checks that every generic of
// that list has a use here. Loaded only by the assistant (lazily, with ../bd-medicines).
import { BD_MEDICINES, type BdMedicine } from "../prescriptions/bd-medicines";
import { namePattern } from "./text";

export interface MedicineUse {
  en: string;
  bn: string;
}

// use id → [English, Bangla, "generic|generic|…"].
const USES: Record<string, [string, string, string]> = {
  pain_fever: ["pain and fever", "ব্যথা ও জ্বর", "paracetamol|paracetamol + caffeine"],
  nsaid: [
    "pain and swelling (inflammation), such as joint or muscle pain",
    "ব্যথা ও ফোলা (প্রদাহ), যেমন গিরায় (জয়েন্টে) বা মাংসপেশির ব্যথা",
    "diclofenac|naproxen|ketorolac|etoricoxib|tolfenamic acid|ibuprofen",
  ],
  strong_pain: ["moderate to severe pain", "মাঝারি থেকে বেশি ব্যথা", "tramadol"],
  acid: [
    "acidity, heartburn and stomach ulcers",
    "গ্যাস্ট্রিক (অ্যাসিডিটি), বুক জ্বালা ও পেটের আলসার",
    "omeprazole|esomeprazole|pantoprazole|rabeprazole|lansoprazole|ranitidine|famotidine|aluminium hydroxide + magnesium hydroxide|sucralfate",
  ],
  nausea: ["nausea, vomiting and bloating", "বমি বমি ভাব, বমি ও পেট ফাঁপা", "domperidone|ondansetron|prochlorperazine|itopride|mosapride"],
  cramps: ["stomach cramps and colicky pain", "পেট কামড়ানো (খিঁচ ধরা) ব্যথা", "hyoscine butylbromide|drotaverine|tiemonium"],
  diarrhoea: ["diarrhoea", "ডায়রিয়া (পাতলা পায়খানা)", "loperamide"],
  ors: ["replacing the water and salts lost in diarrhoea or vomiting", "ডায়রিয়া বা বমিতে শরীর থেকে বের হয়ে যাওয়া পানি ও লবণ পূরণে", "oral rehydration salts"],
  constipation: ["constipation", "কোষ্ঠকাঠিন্য", "lactulose"],
  gut_infection: ["stomach and gut infections, such as amoebic dysentery", "পেটের সংক্রমণ, যেমন আমাশয়", "metronidazole|nitazoxanide|rifaximin"],
  allergy: [
    "allergy: sneezing, runny nose, itching and hives",
    "অ্যালার্জি: হাঁচি, নাক দিয়ে পানি পড়া, চুলকানি ও চাকা চাকা হয়ে ফুলে ওঠা",
    "fexofenadine|cetirizine|levocetirizine|loratadine|desloratadine|rupatadine|bilastine|ebastine|ketotifen",
  ],
  allergy_drowsy: [
    "allergy and itching (it can make you sleepy); promethazine also for nausea",
    "অ্যালার্জি ও চুলকানি (ঘুম ঘুম ভাব হতে পারে); প্রোমেথাজিন বমি ভাবেও",
    "chlorphenamine|promethazine",
  ],
  asthma_prevent: [
    "asthma and COPD, to prevent breathing attacks",
    "হাঁপানি (অ্যাজমা) ও ফুসফুসের দীর্ঘদিনের রোগে (সিওপিডি) শ্বাসকষ্ট প্রতিরোধে",
    "montelukast|salmeterol + fluticasone|salmeterol|budesonide|tiotropium|theophylline|doxofylline",
  ],
  asthma_relief: ["quick relief of wheezing and breathlessness in asthma", "হাঁপানিতে হঠাৎ শ্বাসকষ্ট কমাতে", "salbutamol"],
  cough: ["cough with phlegm", "কফসহ কাশি", "ambroxol|adhatoda vasica"],
  nose: ["a blocked or runny nose and nasal allergy", "নাক বন্ধ, নাক দিয়ে পানি পড়া ও নাকের অ্যালার্জি", "fluticasone furoate|xylometazoline|mometasone"],
  antibiotic: [
    "bacterial infections (an antibiotic)",
    "জীবাণু (ব্যাকটেরিয়া) দিয়ে হওয়া সংক্রমণ (অ্যান্টিবায়োটিক)",
    "azithromycin|cefixime|cefuroxime|ceftriaxone|ciprofloxacin|levofloxacin|amoxicillin|amoxicillin + clavulanic acid|flucloxacillin|clarithromycin|cephradine|cefpodoxime|doxycycline|ofloxacin|moxifloxacin|cefadroxil|linezolid",
  ],
  urine_infection: ["urinary tract infections", "প্রস্রাবের সংক্রমণ", "nitrofurantoin"],
  worms: ["worm infections (ivermectin also for scabies)", "কৃমি (আইভারমেকটিন খোস-পাঁচড়াতেও)", "albendazole|mebendazole|ivermectin"],
  fungus: [
    "fungal infections of the skin, nails, mouth or vagina",
    "ত্বক, নখ, মুখ বা যোনিপথের ছত্রাক (ফাঙ্গাস) সংক্রমণ, যেমন দাদ",
    "fluconazole|terbinafine|itraconazole|ketoconazole|clotrimazole",
  ],
  herpes: ["herpes and shingles (virus infections)", "জ্বরঠোসা ও জলবসন্তের মতো ফোসকা (হার্পিস ও হার্পিস জোস্টার, ভাইরাস সংক্রমণ)", "aciclovir"],
  flu: ["influenza (flu)", "ইনফ্লুয়েঞ্জা (ফ্লু)", "oseltamivir"],
  scabies: ["scabies and lice", "খোস-পাঁচড়া (স্ক্যাবিস) ও উকুন", "permethrin"],
  skin_infection: ["skin infections (cream or ointment)", "ত্বকের সংক্রমণ (মলম)", "mupirocin|fusidic acid"],
  blood_pressure: [
    "high blood pressure",
    "উচ্চ রক্তচাপ (হাই প্রেশার)",
    "amlodipine|losartan|losartan + hydrochlorothiazide|amlodipine + olmesartan|valsartan|amlodipine + valsartan|nifedipine|indapamide|olmesartan|telmisartan|hydrochlorothiazide|enalapril|ramipril|lisinopril|captopril|methyldopa|labetalol|prazosin|clonidine|amlodipine + atenolol|bisoprolol + hydrochlorothiazide",
  ],
  heart_rate: [
    "high blood pressure, a fast heartbeat and some heart conditions",
    "উচ্চ রক্তচাপ, বুক ধড়ফড় (দ্রুত হৃদস্পন্দন) ও কিছু হৃদরোগ",
    "atenolol|bisoprolol|metoprolol|propranolol|carvedilol|diltiazem",
  ],
  water: [
    "removing extra water from the body (swollen legs, heart failure) and high blood pressure",
    "শরীরের বাড়তি পানি কমাতে (পা ফোলা, হার্ট ফেইলিউর) ও উচ্চ রক্তচাপে",
    "furosemide|spironolactone",
  ],
  angina: [
    "chest pain from heart disease (angina)",
    "হৃদরোগের কারণে বুকে ব্যথা (অ্যানজাইনা)",
    "isosorbide dinitrate|isosorbide mononitrate|glyceryl trinitrate|trimetazidine|ivabradine|ranolazine",
  ],
  heart_failure: ["heart failure and an irregular heartbeat", "হার্ট ফেইলিউর ও অনিয়মিত হৃদস্পন্দন", "digoxin"],
  cholesterol: [
    "high cholesterol and blood fats, to protect the heart",
    "রক্তে বেশি কোলেস্টেরল ও চর্বি কমাতে, হৃদরোগ প্রতিরোধে",
    "atorvastatin|rosuvastatin|simvastatin|fenofibrate",
  ],
  antiplatelet: ["preventing blood clots, heart attacks and strokes", "রক্ত জমাট বাঁধা, হার্ট অ্যাটাক ও স্ট্রোক প্রতিরোধে", "aspirin|clopidogrel|ticagrelor"],
  blood_thinner: ["thinning the blood to prevent or treat clots", "রক্ত পাতলা রাখতে: রক্ত জমাট বাঁধা প্রতিরোধ ও চিকিৎসায়", "warfarin|rivaroxaban|apixaban"],
  diabetes: [
    "type 2 diabetes (it lowers blood sugar)",
    "টাইপ ২ ডায়াবেটিস (রক্তে শর্করা কমায়)",
    "metformin|glimepiride|gliclazide|sitagliptin|sitagliptin + metformin|linagliptin|vildagliptin|vildagliptin + metformin|empagliflozin|dapagliflozin|glibenclamide|pioglitazone",
  ],
  insulin: [
    "diabetes (insulin lowers blood sugar)",
    "ডায়াবেটিস (ইনসুলিন রক্তে শর্করা কমায়)",
    "biphasic human insulin 30/70|isophane human insulin|soluble human insulin|insulin glargine|insulin aspart|biphasic insulin aspart 30/70|insulin degludec|insulin lispro|insulin",
  ],
  thyroid_low: ["an underactive thyroid (hypothyroidism)", "থাইরয়েড হরমোন কম থাকা (হাইপোথাইরয়েডিজম)", "levothyroxine"],
  thyroid_high: ["an overactive thyroid (hyperthyroidism)", "থাইরয়েড হরমোন বেশি থাকা (হাইপারথাইরয়েডিজম)", "carbimazole"],
  bones: [
    "calcium and vitamin D for the bones",
    "হাড়ের জন্য ক্যালসিয়াম ও ভিটামিন ডি",
    "calcium carbonate|calcium carbonate + vitamin d3|calcium|cholecalciferol",
  ],
  vitamin_b: [
    "a lack of vitamin B and nerve problems such as numbness or tingling",
    "ভিটামিন বি-এর ঘাটতি ও স্নায়ুর সমস্যা, যেমন হাত-পা ঝিনঝিন করা",
    "vitamin b1 + vitamin b6 + vitamin b12|methylcobalamin|vitamin b complex",
  ],
  supplement: ["a vitamin or mineral supplement", "ভিটামিন বা খনিজের সম্পূরক", "zinc|vitamin c|multivitamin"],
  anaemia: ["anaemia (low blood) and during pregnancy", "রক্তস্বল্পতা ও গর্ভাবস্থায়", "ferrous sulphate + folic acid|iron|folic acid"],
  calming: ["anxiety, sleep problems and fits (it can become habit-forming)", "দুশ্চিন্তা, ঘুমের সমস্যা ও খিঁচুনি (অভ্যাস হয়ে যেতে পারে)", "clonazepam|diazepam"],
  mood: [
    "depression and anxiety (amitriptyline also for nerve pain)",
    "মন খারাপ থাকা (বিষণ্ণতা) ও দুশ্চিন্তা (অ্যামিট্রিপটিলিন স্নায়ুর ব্যথাতেও)",
    "flupentixol + melitracen|sertraline|escitalopram|fluoxetine|amitriptyline|mirtazapine",
  ],
  psychosis: [
    "serious mental illness such as schizophrenia or bipolar disorder",
    "গুরুতর মানসিক রোগ, যেমন সিজোফ্রেনিয়া বা বাইপোলার ডিজঅর্ডার",
    "olanzapine|risperidone",
  ],
  nerve_pain: ["nerve pain (for example in diabetes) and fits", "স্নায়ুর ব্যথা (যেমন ডায়াবেটিসে) ও খিঁচুনি", "pregabalin|gabapentin"],
  epilepsy: ["epilepsy (fits)", "মৃগী রোগ (খিঁচুনি)", "levetiracetam|sodium valproate|carbamazepine|phenytoin"],
  dizziness: [
    "dizziness and vertigo (flunarizine also to prevent migraine)",
    "মাথা ঘোরা (ভার্টিগো) (ফ্লুনারিজিন মাইগ্রেন প্রতিরোধেও)",
    "betahistine|cinnarizine|flunarizine",
  ],
  steroid: [
    "inflammation and allergy in many conditions, such as asthma, joints or skin (a steroid)",
    "নানা রোগে প্রদাহ ও অ্যালার্জি কমাতে, যেমন হাঁপানি, গিরা বা ত্বকের রোগে (স্টেরয়েড)",
    "prednisolone|dexamethasone|hydrocortisone|methylprednisolone|betamethasone",
  ],
  skin_steroid: ["itchy, inflamed skin such as eczema or psoriasis (a cream)", "চুলকানি ও লাল হয়ে যাওয়া ত্বক, যেমন একজিমা বা সোরিয়াসিস (মলম)", "clobetasol"],
  gout: ["gout (high uric acid)", "গেঁটে বাত (ইউরিক অ্যাসিড বেশি)", "allopurinol|febuxostat|colchicine"],
  arthritis: [
    "rheumatoid arthritis and some other long-term inflammatory diseases",
    "গিরা ফোলা বাত (রিউমাটয়েড আর্থ্রাইটিস) ও কিছু দীর্ঘমেয়াদি প্রদাহজনিত রোগ",
    "methotrexate|hydroxychloroquine",
  ],
  prostate: ["an enlarged prostate (trouble passing urine)", "প্রোস্টেট বড় হওয়া (প্রস্রাবে সমস্যা)", "tamsulosin|finasteride"],
  muscle: ["stiff muscles and muscle spasm", "মাংসপেশি শক্ত হয়ে যাওয়া ও খিঁচ ধরা", "baclofen|tolperisone"],
  bleeding: ["reducing heavy bleeding, such as heavy periods", "বেশি রক্তপাত কমাতে, যেমন মাসিকে বেশি রক্ত গেলে", "tranexamic acid"],
  periods: ["period problems and birth control (a hormone)", "মাসিকের সমস্যা ও জন্মনিয়ন্ত্রণে (হরমোন)", "norethisterone|medroxyprogesterone"],
  contraceptive: ["preventing pregnancy (the birth control pill)", "জন্মনিয়ন্ত্রণ (খাওয়ার বড়ি)", "levonorgestrel + ethinylestradiol"],
  misoprostol: [
    "stomach ulcers; to prevent bleeding after childbirth and in some obstetric care, only under a doctor",
    "পাকস্থলীর আলসার; প্রসবের পরে রক্তক্ষরণ ঠেকাতে ও কিছু প্রসূতি চিকিৎসায়, শুধু ডাক্তারের তত্ত্বাবধানে",
    "misoprostol",
  ],
};

// What can harm when the use above is misread (pregnancy, children, alcohol, driving, a
// dose taken too often), shown under the use. Every entry, with its warning or why it
// needs none, is listed for a clinician in docs/rules/assistant.md, "Formulary warnings".
// warning id → [English, Bangla, "generic|generic|…"].
const WARNINGS: Record<string, [string, string, string]> = {
  paracetamol: [
    "Too much can badly harm the liver: never more than the label says, never two medicines that both hold paracetamol, and no alcohol.",
    "বেশি খেলে লিভারের মারাত্মক ক্ষতি হতে পারে: লেবেলে লেখা পরিমাণের বেশি খাবেন না, প্যারাসিটামল আছে এমন দুটি ওষুধ একসাথে খাবেন না, মদ খাবেন না।",
    "paracetamol|paracetamol + caffeine",
  ],
  nsaid: [
    "It can cause stomach bleeding and harm the kidneys. Not in the last three months of pregnancy unless a doctor says so.",
    "পাকস্থলীতে রক্তক্ষরণ ও কিডনির ক্ষতি করতে পারে। গর্ভাবস্থার শেষ তিন মাসে ডাক্তার না বললে খাবেন না।",
    "diclofenac|naproxen|ketorolac|etoricoxib|tolfenamic acid|ibuprofen",
  ],
  tramadol: [
    "It makes many people drowsy: do not drive, and no alcohol. It can become habit-forming. Not for children under 12.",
    "অনেকের ঝিমুনি আসে: গাড়ি চালাবেন না, মদ খাবেন না। অভ্যাস হয়ে যেতে পারে। ১২ বছরের কম বয়সী শিশুকে দেবেন না।",
    "tramadol",
  ],
  domperidone: [
    "At high doses it can upset the heart's rhythm: never more than prescribed, usually for no more than a week.",
    "বেশি খেলে হৃৎস্পন্দনের ছন্দ বিগড়ে যেতে পারে: যতটা লেখা আছে তার বেশি নয়, সাধারণত এক সপ্তাহের বেশি নয়।",
    "domperidone",
  ],
  drowsy: [
    "It can make you drowsy: do not drive or work with machines until you know how it affects you, and no alcohol.",
    "ঝিমুনি আসতে পারে: কেমন লাগে না বোঝা পর্যন্ত গাড়ি বা যন্ত্র চালাবেন না, মদ খাবেন না।",
    "prochlorperazine|chlorphenamine|promethazine|ketotifen|olanzapine|risperidone|pregabalin|gabapentin|cinnarizine|flunarizine|baclofen|tolperisone|mirtazapine|amitriptyline",
  ],
  promethazine_child: ["Not for children under 2.", "২ বছরের কম বয়সী শিশুকে দেবেন না।", "promethazine"],
  loperamide: [
    "Not for children (a child with diarrhoea needs oral saline), and not when the stool has blood or there is a fever.",
    "শিশুদের দেবেন না (শিশুর ডায়রিয়ায় খাবার স্যালাইন দরকার); পায়খানায় রক্ত থাকলে বা জ্বর থাকলেও খাবেন না।",
    "loperamide",
  ],
  ors: [
    "Mix one packet in the amount of clean water the packet says (usually half a litre): a wrong mix can harm, a child most of all.",
    "এক প্যাকেট স্যালাইন প্যাকেটে লেখা পরিমাণ বিশুদ্ধ পানিতে (সাধারণত আধা লিটার) গুলিয়ে নিন: ভুল মাপে বানালে ক্ষতি হতে পারে, শিশুর সবচেয়ে বেশি।",
    "oral rehydration salts",
  ],
  metronidazole: [
    "No alcohol while you take it and for two days after: together they make you very sick.",
    "খাওয়ার সময় এবং শেষ হওয়ার পরে দুই দিন মদ খাবেন না: একসাথে খুব অসুস্থ করে দেয়।",
    "metronidazole",
  ],
  asthma_preventer: [
    "It does not stop a sudden attack (the reliever inhaler does): take it every day as prescribed, even when you feel well.",
    "হঠাৎ শ্বাসকষ্টে এটি কাজ করে না (তখন দ্রুত আরাম দেওয়ার ইনহেলার, রিলিভার): ভালো থাকলেও ডাক্তারের কথামতো প্রতিদিন নিন।",
    "salmeterol + fluticasone|salmeterol|budesonide|tiotropium|theophylline|doxofylline|montelukast",
  ],
  montelukast: [
    "Tell your doctor about mood changes, bad dreams or dark thoughts.",
    "মেজাজ বদলে গেলে, দুঃস্বপ্ন দেখলে বা খারাপ চিন্তা এলে ডাক্তারকে জানান।",
    "montelukast",
  ],
  reliever: [
    "If you need it more often than usual, or it does not help, get help at once: a severe attack is an emergency (999).",
    "স্বাভাবিকের চেয়ে বেশি বার লাগলে বা কাজ না করলে এখনই চিকিৎসা নিন: শ্বাসকষ্টের বড় টান জরুরি অবস্থা (৯৯৯)।",
    "salbutamol",
  ],
  decongestant: [
    "No longer than 7 days; the adult strength is not for young children.",
    "৭ দিনের বেশি নয়; বড়দের জন্য বানানো ড্রপ ছোট শিশুকে দেবেন না।",
    "xylometazoline",
  ],
  antibiotic: [
    "Only with a prescription, and the whole course, even when you feel better.",
    "শুধু প্রেসক্রিপশনে, আর ভালো লাগলেও পুরো কোর্স শেষ করুন।",
    "azithromycin|cefixime|cefuroxime|ceftriaxone|ciprofloxacin|levofloxacin|amoxicillin|amoxicillin + clavulanic acid|flucloxacillin|clarithromycin|cephradine|cefpodoxime|doxycycline|ofloxacin|moxifloxacin|cefadroxil|linezolid|nitrofurantoin",
  ],
  doxycycline: [
    "Not in pregnancy, and not for children under 8 (it stains growing teeth).",
    "গর্ভাবস্থায় খাবেন না; ৮ বছরের কম বয়সী শিশুকে দেবেন না (দাঁতে দাগ পড়ে)।",
    "doxycycline",
  ],
  quinolone: [
    "Usually not for children or in pregnancy. A painful heel or tendon: stop and call your doctor.",
    "সাধারণত শিশুদের ও গর্ভাবস্থায় দেওয়া হয় না। গোড়ালি বা রগে ব্যথা হলে বন্ধ করে ডাক্তারকে জানান।",
    "ciprofloxacin|levofloxacin|ofloxacin|moxifloxacin",
  ],
  nitrofurantoin: ["Not at the end of pregnancy (from 38 weeks).", "গর্ভাবস্থার শেষে (৩৮ সপ্তাহ থেকে) খাবেন না।", "nitrofurantoin"],
  worms: [
    "Not in pregnancy (the first three months above all) unless a doctor says so.",
    "ডাক্তার না বললে গর্ভাবস্থায় খাবেন না, বিশেষ করে প্রথম তিন মাসে।",
    "albendazole|mebendazole|ivermectin",
  ],
  antifungal_tablets: [
    "As tablets: not in pregnancy unless a doctor says so; they can affect the liver.",
    "ট্যাবলেট হিসেবে: ডাক্তার না বললে গর্ভাবস্থায় খাবেন না; লিভারের ক্ষতি করতে পারে।",
    "fluconazole|terbinafine|itraconazole|ketoconazole",
  ],
  pregnancy_bp: [
    "It can harm an unborn baby: tell your doctor at once if you are or could be pregnant.",
    "গর্ভের শিশুর ক্ষতি করতে পারে: গর্ভবতী হলে বা হতে পারেন মনে হলে এখনই ডাক্তারকে জানান।",
    "losartan|losartan + hydrochlorothiazide|amlodipine + olmesartan|valsartan|amlodipine + valsartan|olmesartan|telmisartan|enalapril|ramipril|lisinopril|captopril|warfarin|atorvastatin|rosuvastatin|simvastatin",
  ],
  clonidine: ["Stopping it suddenly can make blood pressure shoot up.", "হঠাৎ বন্ধ করলে রক্তচাপ হঠাৎ অনেক বেড়ে যেতে পারে।", "clonidine"],
  beta_blocker: [
    "Stopping it suddenly can bring on chest pain or a fast heartbeat. It may not suit people with asthma.",
    "হঠাৎ বন্ধ করলে বুকে ব্যথা বা বুক ধড়ফড় হতে পারে। হাঁপানি থাকলে এটি উপযুক্ত না-ও হতে পারে।",
    "atenolol|bisoprolol|metoprolol|propranolol|carvedilol|amlodipine + atenolol|bisoprolol + hydrochlorothiazide",
  ],
  nitrate: [
    "Never with sildenafil or tadalafil (medicines for erection problems): blood pressure can fall dangerously. Chest pain that does not go after a dose: call 999.",
    "সিলডেনাফিল বা টাডালাফিলের (যৌন দুর্বলতার ওষুধ) সাথে কখনও খাবেন না: রক্তচাপ বিপজ্জনকভাবে নেমে যেতে পারে। একবার নেওয়ার পরেও বুকে ব্যথা না কমলে ৯৯৯-এ কল করুন।",
    "isosorbide dinitrate|isosorbide mononitrate|glyceryl trinitrate",
  ],
  digoxin: [
    "Too much is dangerous: sickness, blurred or yellow vision, or a slow pulse need a doctor at once.",
    "বেশি হলে বিপজ্জনক: বমি ভাব, চোখে ঝাপসা বা হলুদ দেখা, বা নাড়ি ধীর হলে এখনই ডাক্তার দেখান।",
    "digoxin",
  ],
  aspirin: [
    "Not for children under 16 unless a doctor prescribes it. It can cause stomach bleeding.",
    "ডাক্তার না দিলে ১৬ বছরের কম বয়সীদের দেবেন না। পাকস্থলীতে রক্তক্ষরণ করতে পারে।",
    "aspirin",
  ],
  antiplatelet: [
    "It raises the chance of bleeding; never stop it on your own, above all after a heart stent.",
    "রক্তপাতের ঝুঁকি বাড়ায়; নিজে থেকে কখনও বন্ধ করবেন না, বিশেষ করে হার্টে রিং (স্টেন্ট) পরানোর পরে।",
    "clopidogrel|ticagrelor",
  ],
  blood_thinner: [
    "It raises the chance of bleeding: heavy bleeding, black stools or a bad headache need help at once. Ask before taking any other medicine, painkillers included.",
    "রক্তপাতের ঝুঁকি বাড়ায়: বেশি রক্তপাত, কালো পায়খানা বা খুব বেশি মাথাব্যথা হলে এখনই চিকিৎসা নিন। ব্যথার ওষুধসহ অন্য যেকোনো ওষুধ খাওয়ার আগে জিজ্ঞেস করুন।",
    "warfarin|rivaroxaban|apixaban",
  ],
  sulfonylurea: [
    "It can make blood sugar fall too low, above all when a meal is missed: know the signs and keep sugar with you.",
    "রক্তে শর্করা (সুগার) বেশি কমিয়ে দিতে পারে, বিশেষ করে সময়মতো খাবার না খেলে: লক্ষণগুলো জেনে রাখুন, সঙ্গে চিনি রাখুন।",
    "glimepiride|gliclazide|glibenclamide",
  ],
  insulin: [
    "Too much, or a missed meal, can make blood sugar fall dangerously low: keep sugar with you, and never take an extra dose to make up.",
    "বেশি নিলে বা সময়মতো খাবার না খেলে রক্তে শর্করা (সুগার) বিপজ্জনকভাবে কমে যেতে পারে: সঙ্গে চিনি রাখুন, আর পুষিয়ে নিতে কখনও বাড়তি ডোজ নেবেন না।",
    "biphasic human insulin 30/70|isophane human insulin|soluble human insulin|insulin glargine|insulin aspart|biphasic insulin aspart 30/70|insulin degludec|insulin lispro|insulin",
  ],
  carbimazole: [
    "A sore throat, fever or mouth ulcers: see a doctor at once. Not in the first three months of pregnancy.",
    "গলা ব্যথা, জ্বর বা মুখে ঘা হলে এখনই ডাক্তার দেখান। গর্ভাবস্থার প্রথম তিন মাসে খাবেন না।",
    "carbimazole",
  ],
  iron: [
    "Keep it out of children's reach: iron tablets are dangerous for a child who swallows many.",
    "শিশুদের নাগালের বাইরে রাখুন: অনেকগুলো আয়রন ট্যাবলেট খেয়ে ফেললে শিশুর জন্য বিপজ্জনক।",
    "ferrous sulphate + folic acid|iron",
  ],
  benzodiazepine: [
    "It makes you drowsy: do not drive, and no alcohol. Do not stop it suddenly after long use. Not in pregnancy unless a doctor says so.",
    "ঝিমুনি আনে: গাড়ি চালাবেন না, মদ খাবেন না। অনেক দিন খাওয়ার পরে হঠাৎ বন্ধ করবেন না। ডাক্তার না বললে গর্ভাবস্থায় খাবেন না।",
    "clonazepam|diazepam",
  ],
  antidepressant: [
    "It takes a few weeks to help. In young people it can at first bring thoughts of self-harm: tell someone and a doctor at once (999 in an emergency).",
    "কাজ করতে কয়েক সপ্তাহ লাগে। কম বয়সীদের শুরুতে নিজের ক্ষতি করার চিন্তা আসতে পারে: তখনই কাউকে ও ডাক্তারকে জানান (বিপদ মনে হলে ৯৯৯)।",
    "flupentixol + melitracen|sertraline|escitalopram|fluoxetine|amitriptyline|mirtazapine",
  ],
  valproate: [
    "It can seriously harm an unborn baby: a woman who could become pregnant needs her doctor's advice before and while taking it. Never stop it on your own.",
    "গর্ভের শিশুর মারাত্মক ক্ষতি করতে পারে: গর্ভধারণ করতে পারেন এমন নারী খাওয়ার আগে ও খাওয়ার সময় ডাক্তারের পরামর্শ নিন। নিজে থেকে কখনও বন্ধ করবেন না।",
    "sodium valproate",
  ],
  antiepileptic: [
    "Do not stop it suddenly: fits can come back. Talk to your doctor before a pregnancy.",
    "হঠাৎ বন্ধ করবেন না: খিঁচুনি ফিরে আসতে পারে। গর্ভধারণের আগে ডাক্তারের সাথে কথা বলুন।",
    "levetiracetam|sodium valproate|carbamazepine|phenytoin",
  ],
  steroid: [
    "Do not stop it suddenly after more than a few weeks; it can raise blood sugar.",
    "কয়েক সপ্তাহের বেশি খাওয়ার পরে হঠাৎ বন্ধ করবেন না; রক্তে শর্করা (সুগার) বাড়াতে পারে।",
    "prednisolone|dexamethasone|hydrocortisone|methylprednisolone|betamethasone",
  ],
  clobetasol: [
    "A very strong cream: not on the face or for children unless a doctor says so, and only for as long as prescribed.",
    "খুব কড়া মলম: ডাক্তার না বললে মুখে বা শিশুকে লাগাবেন না, আর যত দিন লেখা আছে তার বেশি নয়।",
    "clobetasol",
  ],
  colchicine: ["Too much is dangerous: never more than prescribed.", "বেশি খেলে বিপজ্জনক: যতটা লেখা আছে তার বেশি কখনও নয়।", "colchicine"],
  allopurinol: ["A skin rash: stop it and see a doctor at once.", "চামড়ায় র‍্যাশ হলে বন্ধ করে এখনই ডাক্তার দেখান।", "allopurinol"],
  methotrexate: [
    "For arthritis it is usually taken once a WEEK, not every day: taking it daily can be fatal. Not in pregnancy.",
    "বাতের জন্য সাধারণত সপ্তাহে একবার খাওয়া হয়, প্রতিদিন নয়: প্রতিদিন খেলে প্রাণঘাতী হতে পারে। গর্ভাবস্থায় খাবেন না।",
    "methotrexate",
  ],
  tamsulosin: ["It can make you dizzy when you stand up.", "হঠাৎ উঠে দাঁড়ালে মাথা ঘুরতে পারে।", "tamsulosin"],
  finasteride: [
    "A woman who is or could be pregnant should not handle broken tablets.",
    "গর্ভবতী বা গর্ভধারণ করতে পারেন এমন নারী ভাঙা ট্যাবলেট হাতে ধরবেন না।",
    "finasteride",
  ],
  baclofen: ["Do not stop it suddenly.", "হঠাৎ বন্ধ করবেন না।", "baclofen"],
  tranexamic: ["Not for anyone who has had a blood clot.", "আগে কখনও রক্ত জমাট বেঁধে থাকলে খাবেন না।", "tranexamic acid"],
  hormone_periods: [
    "Not in pregnancy: if a period is late, check for pregnancy first.",
    "গর্ভাবস্থায় খাবেন না: মাসিক দেরি হলে আগে গর্ভধারণ হয়েছে কি না পরীক্ষা করুন।",
    "norethisterone|medroxyprogesterone",
  ],
  pill: [
    "A smoker over 35, or a woman who has had a blood clot, should ask a doctor first. Missed pills can lead to pregnancy.",
    "৩৫ বছরের বেশি বয়সী ধূমপায়ী বা আগে রক্ত জমাট বেঁধেছে এমন নারী আগে ডাক্তারকে জিজ্ঞেস করুন। বড়ি খেতে ভুলে গেলে গর্ভধারণ হতে পারে।",
    "levonorgestrel + ethinylestradiol",
  ],
  misoprostol: ["It can cause a miscarriage. Never take it on your own in pregnancy.", "গর্ভাবস্থায় নিজে থেকে খাবেন না। এটি গর্ভপাত ঘটাতে পারে।", "misoprostol"],
};

const BY_GENERIC = new Map<string, MedicineUse>();
for (const [en, bn, generics] of Object.values(USES)) for (const g of generics.split("|")) BY_GENERIC.set(g, { en, bn });

const WARNINGS_BY_GENERIC = new Map<string, MedicineUse[]>();
for (const [en, bn, generics] of Object.values(WARNINGS))
  for (const g of generics.split("|")) WARNINGS_BY_GENERIC.set(g, [...(WARNINGS_BY_GENERIC.get(g) ?? []), { en, bn }]);

/** The generics the warnings name (a unit test checks each has a use). */
export const WARNED_GENERICS = [...WARNINGS_BY_GENERIC.keys()];

/** What can harm when a generic's use is misread, or none. */
export const warningsOfGeneric = (generic: string): MedicineUse[] => WARNINGS_BY_GENERIC.get(generic) ?? [];

/** What a generic (lower case, as in bd-medicines.ts) is commonly used for, or null. */
export const genericUse = (generic: string): MedicineUse | null => BY_GENERIC.get(generic) ?? null;

// Longest names first, so "Napa Extra" wins over "Napa" and "amlodipine + olmesartan" over "amlodipine".
const NAMES = [...BD_MEDICINES].sort((a, b) => b.name.length - a.name.length).map((m) => ({ m, re: namePattern(m.name) }));
const BANGLA = BD_MEDICINES.flatMap((m) => m.bn.map((bn) => ({ m, bn }))).sort((a, b) => b.bn.length - a.bn.length);

/** The list entry a free text names (a medicine's name as the user typed it, or a question), English or Bangla spelling. */
export function findListedMedicine(text: string): BdMedicine | null {
  const lower = text.toLowerCase();
  for (const { m, re } of NAMES) if (re.test(lower)) return m;
  for (const { m, bn } of BANGLA) if (text.includes(bn)) return m;
  return null;
}

export interface MedicineLookup {
  /** The name in the list that matched (brand or generic). */
  listed: string;
  generic: string;
  use: MedicineUse;
  /** What can harm when the use is misread (pregnancy, children, alcohol, driving…). */
  warnings: MedicineUse[];
}

/** What the medicine a text names is commonly used for, or null when it is not in our list. */
export function lookUpMedicine(text: string): MedicineLookup | null {
  const found = findListedMedicine(text);
  const use = found && genericUse(found.generic);
  return found && use ? { listed: found.name, generic: found.generic, use, warnings: warningsOfGeneric(found.generic) } : null;
}
