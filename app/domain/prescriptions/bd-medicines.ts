// Medicines common on Bangladeshi prescriptions, for matching OCR text of a paper
// prescription to a real name (parse.ts). Loaded only on the scan screen.
// Written from the brands Bangladeshi pharmacies sell (local makers such as Square,
// Beximco, Incepta, ACI, Renata, Eskayef, Opsonin, Healthcare, Acme, and the
// multinationals sold here) and the generics doctors write; no invented names.
// Compact on purpose: one line per generic, "generic=Brand,Brand,…", and the generic
// itself is an entry too, so "Paracetamol 500 mg" matches as well as "Napa".

export interface BdMedicine {
  /** The name as printed on the box (brand) or the generic name in lowercase. */
  name: string;
  /** The generic (active ingredients, lowercase, combinations joined with " + "). */
  generic: string;
  /** Bangla spellings patients or printed prescriptions use; empty when we know none. */
  bn: readonly string[];
}

// generic=brands (a line without "=" is a generic sold under many brands we don't list).
const BY_GENERIC = `
paracetamol=Napa,Napa Extend,Ace,Ace XR,Renova,Reset,Fast
paracetamol + caffeine=Napa Extra,Ace Plus
omeprazole=Seclo,Losectil,Xeldrin,Proceptin
esomeprazole=Maxpro,Nexum,Sergel,Esoral,Esonix,Opton,Nexium
pantoprazole=Pantonix,Trupan
rabeprazole=Finix
aluminium hydroxide + magnesium hydroxide=Entacyd,Avlocid
ranitidine=Neoceptin R,Zantac
domperidone=Motigut,Omidon,Motilium
ondansetron=Zofran,Emistat
prochlorperazine=Stemetil
promethazine=Phenergan
hyoscine butylbromide=Buscopan
loperamide=Imodium
lactulose=Avolac,Duphalac
oral rehydration salts=Orsaline-N
fexofenadine=Fexo,Fenadin,Telfast
cetirizine=Alatrol,Atrizin,Zyrtec
levocetirizine=Xyzal
loratadine=Claritin
chlorphenamine=Histacin
ketotifen=Tofen,Zaditen
montelukast=Monas,Montene,Provair,Lumona,Singulair
azithromycin=Zimax,Azithrocin,Tridosil,Zithrin,Zithromax
cefixime=Cef-3,Triocim,Cefimax,Roxim,Seemaxyl
cefuroxime=Kilbac,Cefotil,Zinnat
ceftriaxone=Ceftron,Rocephin
ciprofloxacin=Ciprocin,Neofloxin,Cipro-A,Beuflox
levofloxacin=Tavanic
amoxicillin=Moxacil,Tycil,Fimoxyl,Amoxil
amoxicillin + clavulanic acid=Moxaclav,Fimoxyclav,Augmentin
flucloxacillin=Flubex,Floxapen
metronidazole=Flagyl,Filmet,Amodis,Metryl
clarithromycin=Klaricid
albendazole=Almex,Ben-A,Zentel
ivermectin=Scabo
fluconazole=Flugal,Diflucan,Omastin
aciclovir=Zovirax
amlodipine=Amdocal,Camlodin,Norvasc
losartan=Osartil,Angilock,Cozaar
losartan + hydrochlorothiazide=Osartil Plus,Angilock Plus
amlodipine + olmesartan=Bizoran
valsartan=Diovan
amlodipine + valsartan=Exforge
atenolol=Tenoren,Tenormin
bisoprolol=Concor
metoprolol=Betaloc
propranolol=Indever,Inderal
carvedilol=Dilatrend
nifedipine=Adalat
diltiazem=Cardizem
indapamide=Natrilix
furosemide=Lasix
spironolactone=Aldactone
isosorbide dinitrate=Isordil
trimetazidine=Vastarel
digoxin=Lanoxin
atorvastatin=Atova,Anzitor,Lipitor
rosuvastatin=Rosuva,Crestor
aspirin=Ecosprin,Disprin
clopidogrel=Clopid,Lopirel,Plavix,Clognil
warfarin=Marevan,Coumadin
rivaroxaban=Xarelto
apixaban=Eliquis
metformin=Comet,Comet XR,Glucomet,Glucophage
glimepiride=Secrin,Amaryl
gliclazide=Comprid,Diamicron,Diamicron MR
sitagliptin=Januvia
sitagliptin + metformin=Janumet
linagliptin=Trajenta
vildagliptin=Galvus
vildagliptin + metformin=Galvus Met
empagliflozin=Jardiance
dapagliflozin=Forxiga
biphasic human insulin 30/70=Mixtard 30
isophane human insulin=Insulatard
soluble human insulin=Actrapid
insulin glargine=Lantus
insulin aspart=NovoRapid
biphasic insulin aspart 30/70=NovoMix 30
insulin degludec=Tresiba
insulin lispro=Humalog
levothyroxine=Thyrox,Euthyrox
carbimazole=Neo-Mercazole
calcium carbonate=Calbo
calcium carbonate + vitamin d3=Calbo-D
vitamin b1 + vitamin b6 + vitamin b12=Neuro-B,Neurobion
zinc=Xinc
vitamin c=Ceevit
cholecalciferol=D-Rise
ferrous sulphate + folic acid=Fefol
diclofenac=Clofenac,Voltaren
naproxen=Naprosyn
ketorolac=Rolac
etoricoxib=Arcoxia
tolfenamic acid=Tufnil
ibuprofen=Brufen
salbutamol=Azmasol,Sultolin,Ventolin,Brodil
salmeterol + fluticasone=Bexitrol F,Seretide
ambroxol=Ambrox
fluticasone furoate=Avamys
xylometazoline=Otrivin
adhatoda vasica=Adovas
clonazepam=Rivotril,Disopan,Epitra
diazepam=Sedil,Valium
flupentixol + melitracen=Frenxit,Deanxit
pregabalin=Lyrica
gabapentin=Neurontin
betahistine=Serc
cinnarizine=Stugeron
flunarizine=Sibelium
betamethasone=Betnovate
clobetasol=Dermovate
clotrimazole=Canesten
mupirocin=Bactroban
fusidic acid=Fucidin
levonorgestrel + ethinylestradiol=Femicon
lansoprazole
famotidine
sucralfate
cephradine
cefpodoxime
doxycycline
nitrofurantoin
mebendazole
amlodipine + atenolol
olmesartan
telmisartan
bisoprolol + hydrochlorothiazide
hydrochlorothiazide
enalapril
ramipril
lisinopril
captopril
methyldopa
labetalol
prazosin
clonidine
glyceryl trinitrate
isosorbide mononitrate
ivabradine
ranolazine
simvastatin
fenofibrate
ticagrelor
glibenclamide
pioglitazone
insulin
calcium
folic acid
iron
vitamin b complex
multivitamin
prednisolone
dexamethasone
hydrocortisone
methylprednisolone
tramadol
allopurinol
febuxostat
colchicine
methotrexate
hydroxychloroquine
tamsulosin
finasteride
sertraline
escitalopram
fluoxetine
amitriptyline
mirtazapine
olanzapine
risperidone
levetiracetam
sodium valproate
carbamazepine
phenytoin
baclofen
tolperisone
salmeterol
tiotropium
budesonide
theophylline
doxofylline
desloratadine
rupatadine
bilastine
ebastine
mometasone
itopride
mosapride
drotaverine
tiemonium
rifaximin
nitazoxanide
ofloxacin
moxifloxacin
cefadroxil
linezolid
terbinafine
itraconazole
ketoconazole
permethrin
oseltamivir
tranexamic acid
misoprostol
norethisterone
medroxyprogesterone
methylcobalamin
`;

// Bangla spellings seen on printed Bangla prescriptions and in what patients write.
const BANGLA = `
Napa=নাপা
Napa Extra=নাপা এক্সট্রা
Napa Extend=নাপা এক্সটেন্ড
Ace=এইস
Ace Plus=এইস প্লাস
Seclo=সেকলো
Losectil=লোসেকটিল
Maxpro=ম্যাক্সপ্রো
Sergel=সারজেল
Nexum=নেক্সাম
Pantonix=প্যানটোনিক্স
Entacyd=এন্টাসিড
Motigut=মটিগাট
Fexo=ফেক্সো
Alatrol=এলাট্রল/অ্যালাট্রল
Histacin=হিস্টাসিন
Monas=মোনাস
Montene=মনটিন
Zimax=জিম্যাক্স
Azithrocin=অ্যাজিথ্রোসিন/এজিথ্রোসিন
Cef-3=সেফ-৩
Ciprocin=সিপ্রোসিন
Flagyl=ফ্ল্যাজিল/ফ্লাজিল
Filmet=ফিলমেট
Amdocal=অ্যামডোকাল/এমডোকাল
Camlodin=ক্যামলোডিন
Osartil=ওসারটিল
Angilock=এনজিলক
Bizoran=বিজোরান
Atova=অ্যাটোভা/এটোভা
Rosuva=রসুভা
Ecosprin=ইকোস্প্রিন/একোস্প্রিন
Clopid=ক্লোপিড
Comet=কমেট
Glucomet=গ্লুকোমেট
Secrin=সেক্রিন
Comprid=কমপ্রিড
Mixtard 30=মিক্সটার্ড ৩০
Thyrox=থাইরক্স
Calbo=ক্যালবো
Calbo-D=ক্যালবো-ডি
Neuro-B=নিউরো-বি
Xinc=জিংক
Ceevit=সিভিট
Orsaline-N=ওরস্যালাইন-এন/ওরস্যালাইন
Sedil=সেডিল
Rivotril=রিভোট্রিল
paracetamol=প্যারাসিটামল
metformin=মেটফরমিন
insulin=ইনসুলিন
omeprazole=ওমিপ্রাজল
esomeprazole=ইসোমিপ্রাজল
amlodipine=অ্যামলোডিপিন
losartan=লোসারটান
atorvastatin=অ্যাটোরভাস্ট্যাটিন
aspirin=অ্যাসপিরিন
warfarin=ওয়ারফারিন
levothyroxine=লেভোথাইরক্সিন
prednisolone=প্রেডনিসোলন/প্রেডনিসোলোন
calcium=ক্যালসিয়াম
`;

function parseList(): BdMedicine[] {
  const bangla = new Map<string, string[]>();
  for (const line of BANGLA.trim().split("\n")) {
    const [name, spellings] = line.split("=");
    bangla.set(name, spellings.split("/"));
  }
  const list: BdMedicine[] = [];
  for (const line of BY_GENERIC.trim().split("\n")) {
    const [generic, brands] = line.split("=");
    list.push({ name: generic, generic, bn: bangla.get(generic) ?? [] });
    for (const brand of brands ? brands.split(",") : []) list.push({ name: brand, generic, bn: bangla.get(brand) ?? [] });
  }
  return list;
}

/** Every medicine, generics and brands, in the order written above. */
export const BD_MEDICINES: readonly BdMedicine[] = parseList();
