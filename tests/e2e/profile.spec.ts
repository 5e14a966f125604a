// Onboarding → profile setup (basic, medical) → profile view, in English and Bangla;
// the validation messages of docs/rules/profile-and-settings.md; an offline edit that syncs later.
import { deflateSync } from "node:zlib";
import { expect, test, type Page } from "@playwright/test";
import { texts } from "./texts";
import { hydrated, signedInUser } from "./fixtures";

/** A real PNG made here: width × height pixels of one RGB colour. */
function makePng(width: number, height: number, rgb: [number, number, number]): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc32 = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const b of buf) c = crcTable[(c ^ b) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([len, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => rgb).flat())]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", pixels),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** Whole years from a yyyy-MM-dd birth date to today, as the app counts them. */
function ageOn(dob: string): number {
  const [y, m, d] = dob.split("-").map(Number);
  const now = new Date();
  return now.getFullYear() - y - (now.getMonth() + 1 < m || (now.getMonth() + 1 === m && now.getDate() < d) ? 1 : 0);
}

const bnDigits = (n: number) => new Intl.NumberFormat("bn-BD", { useGrouping: false }).format(n);

async function serverProfile(page: Page) {
  return (await (await page.request.get("/api/profile")).json()) as {
    profile: Record<string, unknown> | null;
    medicalHistory: Record<string, unknown> | null;
  };
}

async function inBangla(page: Page) {
  await page.context().addCookies([{ name: "lang", value: "bn", url: `http://localhost:${process.env.E2E_PORT ?? 4173}` }]);
  await page.addInitScript(() => localStorage.setItem("language", "bn"));
}

test("onboarding, basic information with a photo, medical history, and the profile shows it all", async ({ page }) => {
  const { email } = await signedInUser(page);
  await page.goto("/onboarding");
  await hydrated(page);

  // Four slides: arrow keys, Next, dots; the bar follows.
  await expect(page.getByRole("heading", { name: "Smart Medication Reminders" })).toBeVisible();
  await expect(page.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "25");
  const slides = page.getByRole("region", { name: "Getting started" });
  const swipe = async (fromX: number, toX: number) => {
    await slides.dispatchEvent("touchstart", { touches: [{ identifier: 1, clientX: fromX, clientY: 400 }] });
    await slides.dispatchEvent("touchend", { touches: [], changedTouches: [{ identifier: 1, clientX: toX, clientY: 410 }] });
  };
  await swipe(320, 80);
  await expect(page.getByRole("heading", { name: "Track Your Health" })).toBeVisible();
  await swipe(80, 320);
  await expect(page.getByRole("heading", { name: "Smart Medication Reminders" })).toBeVisible();
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("heading", { name: "Track Your Health" })).toBeVisible();
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByRole("heading", { name: "Find Doctors Nearby" })).toBeVisible();
  await page.getByRole("button", { name: "Go to slide 4" }).click();
  await expect(page.getByRole("heading", { name: "Your Health Assistant" })).toBeVisible();
  await expect(page.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "100");
  await page.getByRole("button", { name: "Get Started" }).click();

  await expect(page).toHaveURL(/\/profile\/setup\/basic$/);
  expect(await page.evaluate(() => localStorage.getItem("hasSeenOnboarding"))).toBe("true");
  await expect.poll(async () => (await serverProfile(page)).profile).toMatchObject({ has_completed_onboarding: true, full_name: email.split("@")[0] });

  await expect(page.getByText("Step 1 of 2")).toBeVisible();
  await expect(page.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "50");
  await expect(page.getByLabel("Prefer not to say")).toBeChecked();

  // A text file named .png is refused by the server, with the reason on screen.
  await page.getByLabel("Upload photo").setInputFiles({ name: "notes.png", mimeType: "image/png", buffer: Buffer.from("not an image at all") });
  await expect(page.getByRole("alert").filter({ hasText: "Error uploading avatar" }).first()).toBeVisible();
  await expect(page.getByText("Error uploading avatar: Only JPEG, PNG or WebP images can be used.")).toBeVisible();

  await page.getByLabel("Upload photo").setInputFiles({ name: "me.png", mimeType: "image/png", buffer: makePng(8, 8, [29, 107, 103]) });
  await expect(page.getByText("Avatar uploaded successfully")).toBeVisible();
  await expect.poll(async () => (await serverProfile(page)).profile?.avatar_url).toMatch(/^\/api\/profile\/avatar\//);
  const avatarUrl = String((await serverProfile(page)).profile?.avatar_url);
  const served = await page.request.get(avatarUrl);
  expect(served.headers()["content-type"]).toBe("image/png");

  await page.getByLabel("First name").fill("Asha");
  await page.getByLabel("Last name").fill("Rahman");
  await page.getByLabel("Date of birth").fill("1990-05-17");
  await expect(page.getByText(`Age: ${ageOn("1990-05-17")} years`)).toBeVisible();
  await page.getByLabel("Female", { exact: true }).check();
  await page.getByRole("button", { name: "Save & Continue" }).click();
  await expect(page.getByText("Basic information saved successfully")).toBeVisible();
  await expect(page.getByText("Now you can update your medical history")).toBeVisible();

  await expect(page).toHaveURL(/\/profile\/setup\/medical$/);
  await expect(page.getByText("Step 2 of 2")).toBeVisible();
  await expect(page.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "100");
  await page.getByLabel("Hypertension (HTN)").check();
  await page.getByLabel("Asthma").check();
  await page.getByRole("button", { name: "Add allergy" }).click();
  await expect(page.getByText("Allergy name is required")).toBeVisible();
  await page.getByLabel("Allergy name").fill("Penicillin");
  await page.getByLabel("Severity").selectOption("severe");
  await page.getByRole("button", { name: "Add allergy" }).click();
  await expect(page.getByText("Allergy name is required")).toBeHidden();
  await page.getByLabel("Allergy name").fill("Dust");
  await page.getByRole("button", { name: "Add allergy" }).click();
  await page.getByLabel("Surgery name").fill("Appendectomy");
  await page.getByRole("button", { name: "Add surgery" }).click();
  await expect(page.getByRole("group", { name: "Blood group" }).getByLabel("Not known")).toBeChecked();
  await page.getByRole("group", { name: "Blood group" }).getByLabel("O+").check();
  await page.getByLabel("Genetic information").fill("Mother: type 2 diabetes");
  await page.getByRole("button", { name: "Complete Setup" }).click();

  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByText("All profile information updated successfully! 🎉")).toBeVisible();
  await expect(page.getByText("Your medical history has been saved securely")).toBeVisible();
  await expect(page.getByRole("link", { name: email })).toHaveAttribute("href", `mailto:${email}`);
  await expect(page.getByRole("heading", { name: "Asha Rahman" })).toBeVisible();
  await expect(page.getByText(`${ageOn("1990-05-17")} years old · Female`)).toBeVisible();
  await expect(page.getByRole("img", { name: "Profile photo" })).toHaveAttribute("src", avatarUrl);
  await expect(page.getByText("Hypertension (HTN)")).toBeVisible();
  await expect(page.getByText("Asthma")).toBeVisible();
  const penicillin = page.getByRole("listitem").filter({ hasText: "Penicillin" });
  await expect(penicillin.locator(".severity-severe")).toHaveText("Severe");
  await expect(page.getByRole("listitem").filter({ hasText: "Dust" }).locator(".severity-mild")).toHaveText("Mild");
  await expect(page.getByText("Appendectomy")).toBeVisible();
  await expect(page.getByText("Mother: type 2 diabetes")).toBeVisible();
  await expect(page.locator("section.card").filter({ has: page.getByRole("heading", { name: "Blood group" }) })).toContainText("O+");
  await expect(page.getByText("Last sign-in")).toBeVisible();

  // It reached the server, and a reload reads it back from there.
  await expect
    .poll(async () => (await serverProfile(page)).medicalHistory)
    .toMatchObject({
      comorbidities: ["Hypertension (HTN)", "Asthma"],
      allergies: [
        { name: "Penicillin", severity: "severe" },
        { name: "Dust", severity: "mild" },
      ],
      past_surgeries: ["Appendectomy"],
      blood_group: "O+",
    });
  await page.reload();
  await expect(page.getByRole("heading", { name: "Asha Rahman" })).toBeVisible();

  // Edit links lead back to each step with the saved values in the form.
  await page.getByRole("link", { name: "Edit Medical History" }).click();
  await expect(page).toHaveURL(/\/profile\/setup\/medical$/);
  await expect(page.getByLabel("Asthma")).toBeChecked();
  await page.getByRole("link", { name: "Back" }).click();
  await expect(page.getByLabel("First name")).toHaveValue("Asha");
  await expect(page.getByLabel("Date of birth")).toHaveValue("1990-05-17");
});

test("in Bangla: the same journey with Bangla texts and digits", async ({ page }) => {
  await signedInUser(page);
  await inBangla(page);
  await page.goto("/onboarding");
  await hydrated(page);
  await expect(page.getByRole("heading", { name: "স্মার্ট ওষুধ রিমাইন্ডার" })).toBeVisible();
  await page.getByRole("button", { name: "এড়িয়ে যান" }).click();

  await expect(page).toHaveURL(/\/profile\/setup\/basic$/);
  await expect(page.getByText("ধাপ ১ / ২")).toBeVisible();
  await page.getByRole("button", { name: "সংরক্ষণ করে এগিয়ে যান" }).click();
  await expect(page.getByText("নামের প্রথম অংশে অন্তত ২-টি অক্ষর থাকতে হবে")).toBeVisible();
  await expect(page.getByText("জন্ম তারিখ দিতে হবে")).toBeVisible();
  await page.getByLabel("নামের প্রথম অংশ").fill("আশা");
  await page.getByLabel("নামের শেষ অংশ").fill("রহমান");
  await page.getByLabel("জন্ম তারিখ").fill("2000-01-01");
  const age = ageOn("2000-01-01");
  await expect(page.getByText(`বয়স: ${bnDigits(age)} বছর`)).toBeVisible();
  await page.getByLabel("নারী").check();
  await page.getByRole("button", { name: "সংরক্ষণ করে এগিয়ে যান" }).click();
  await expect(page.getByText("মৌলিক তথ্য সফলভাবে সংরক্ষিত হয়েছে")).toBeVisible();

  await expect(page).toHaveURL(/\/profile\/setup\/medical$/);
  await expect(page.getByText("ধাপ ২ / ২")).toBeVisible();
  await page.getByLabel("হাঁপানি").check();
  await page.getByLabel("অ্যালার্জির নাম").fill("Penicillin");
  await page.getByLabel("কতটা গুরুতর").selectOption("severe");
  await page.getByRole("button", { name: "অ্যালার্জি যোগ করুন" }).click();
  await page.getByLabel("অপারেশনের নাম").fill("টনসিল অপারেশন");
  await page.getByRole("button", { name: "অপারেশন যোগ করুন" }).click();
  await page.getByRole("button", { name: "সেটআপ সম্পন্ন করুন" }).click();

  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByText("প্রোফাইলের সব তথ্য সফলভাবে হালনাগাদ হয়েছে! 🎉")).toBeVisible();
  await expect(page.getByRole("heading", { name: "আশা রহমান" })).toBeVisible();
  await expect(page.getByText(`${bnDigits(age)} বছর বয়স · নারী`)).toBeVisible();
  await expect(page.getByRole("heading", { name: "অ্যাকাউন্টের তথ্য" })).toBeVisible();
  await expect(page.getByText("হাঁপানি")).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: "Penicillin" }).locator(".severity-severe")).toHaveText("গুরুতর");
  await expect(page.getByText("টনসিল অপারেশন")).toBeVisible();
  // Dates in Bangla digits: the account-created year.
  await expect(page.getByText(bnDigits(new Date().getFullYear()), { exact: false }).first()).toBeVisible();
});

test("validation messages for names and the date of birth (docs/rules/profile-and-settings.md)", async ({ page }) => {
  await signedInUser(page);
  await page.goto("/profile/setup/basic");
  await hydrated(page);
  const save = page.getByRole("button", { name: "Save & Continue" });

  await save.click();
  await expect(page.getByText("First name must be at least 2 characters")).toBeVisible();
  await expect(page.getByText("Last name must be at least 2 characters")).toBeVisible();
  await expect(page.getByText("Date of birth is required")).toBeVisible();
  await expect(page).toHaveURL(/\/profile\/setup\/basic$/);
  await expect(page.getByLabel("First name")).toBeFocused();

  await page.getByLabel("First name").fill("A");
  await page.getByLabel("Last name").fill("x".repeat(51));
  await expect(page.getByText("First name must be at least 2 characters")).toBeVisible();
  await expect(page.getByText("Last name must be at most 50 characters")).toBeVisible();

  const dob = page.getByLabel("Date of birth");
  await expect(dob).toHaveAttribute("min", "1900-01-01");
  const today = new Date();
  const pad = (n: number) => String(n).padStart(2, "0");
  await expect(dob).toHaveAttribute("max", `${today.getFullYear()}-${pad(today.getMonth() + 1)}-${pad(today.getDate())}`);
  await dob.fill("1899-12-31");
  await expect(page.getByText("Date of birth cannot be before 1 January 1900")).toBeVisible();
  await dob.fill(`${today.getFullYear() + 1}-01-01`);
  await expect(page.getByText("Date of birth cannot be in the future")).toBeVisible();

  // Fixing each field clears its message; what was typed stays.
  await page.getByLabel("First name").fill("Al");
  await page.getByLabel("Last name").fill("Amin");
  await dob.fill("1985-03-09");
  await expect(page.locator(".field-error")).toHaveCount(0);
  await expect(page.getByLabel("First name")).toHaveValue("Al");
});

for (const lang of ["en", "bn"] as const) {
  test(`the date-of-birth calendar opens on January 2000, then on the chosen date; years to 1900, no future day (${lang})`, async ({ page }) => {
    const tx = texts(lang).of("profile");
    if (lang === "bn") await inBangla(page);
    await signedInUser(page);
    await page.goto("/profile/setup/basic");
    await hydrated(page);
    const dob = page.getByLabel(tx("basic.dateOfBirth"));
    const calendar = page.getByRole("group", { name: tx("basic.calendar.label") });
    const month = calendar.getByRole("combobox", { name: tx("basic.calendar.month") });
    const year = calendar.getByRole("combobox", { name: tx("basic.calendar.year") });
    const n = (v: number) => (lang === "bn" ? bnDigits(v) : String(v));

    // Nothing chosen: a tap on the field opens the app's calendar on January 2000.
    await dob.click();
    await expect(calendar).toBeVisible();
    await expect(month).toHaveValue("1");
    await expect(year).toHaveValue("2000");
    await expect(year.locator("option").first()).toHaveText(n(new Date().getFullYear()));
    await expect(year.locator("option").last()).toHaveText(n(1900));
    await expect(page.getByTestId("birth-calendar")).toHaveAttribute("aria-label", lang === "bn" ? /২০০০/ : /January 2000/);
    await calendar.getByRole("button", { name: lang === "bn" ? /^১৫ / : /^15 January 2000$/ }).click();
    await expect(calendar).toHaveCount(0);
    await expect(dob).toHaveValue("2000-01-15");
    await expect(page.getByText(lang === "bn" ? `বয়স: ${bnDigits(ageOn("2000-01-15"))} বছর` : `Age: ${ageOn("2000-01-15")} years`)).toBeVisible();

    // A date chosen (or typed): the calendar opens on its month, the day marked.
    await dob.fill("1985-03-09");
    await page.getByRole("button", { name: tx("basic.calendar.open") }).click();
    await expect(month).toHaveValue("3");
    await expect(year).toHaveValue("1985");
    await expect(calendar.locator('[aria-pressed="true"]')).toHaveText(n(9));

    // This month: no next month, and no day after today.
    const now = new Date();
    await year.selectOption(String(now.getFullYear()));
    await month.selectOption(String(now.getMonth() + 1));
    await expect(calendar.getByRole("button", { name: tx("basic.calendar.next") })).toBeDisabled();
    const days = calendar.locator("button.birth-day");
    await expect(days.nth(now.getDate() - 1)).toBeEnabled();
    const lastDay = new Date(now.getFullYear(), now.getMonth() + 1, 0).getDate();
    if (now.getDate() < lastDay) await expect(days.nth(now.getDate())).toBeDisabled();
    // January 1900: no month before it.
    await year.selectOption("1900");
    await month.selectOption("1");
    await expect(calendar.getByRole("button", { name: tx("basic.calendar.previous") })).toBeDisabled();
    await calendar.getByRole("button", { name: tx("basic.calendar.close") }).click();
    await expect(calendar).toHaveCount(0);
    await expect(dob).toHaveValue("1985-03-09");
  });
}

test("offline: a basic information edit is queued, shown, and reaches the server once online", async ({ page, context }) => {
  await signedInUser(page);
  await page.goto("/profile/setup/basic");
  await hydrated(page);
  // Offline, the next screen's code comes from the service worker's precache.
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  await hydrated(page);
  await expect(page.getByLabel("First name")).toBeVisible();

  await context.setOffline(true);
  await expect(page.getByText("You're offline")).toBeVisible();
  await page.getByLabel("First name").fill("Offline");
  await page.getByLabel("Last name").fill("Editor");
  await page.getByLabel("Date of birth").fill("1970-12-01");
  await page.getByRole("button", { name: "Save & Continue" }).click();
  await expect(page.getByText("Basic information saved successfully")).toBeVisible();
  await expect(page.getByText("Saved on this device. It will sync when you're back online.")).toBeVisible();
  await expect(page).toHaveURL(/\/profile\/setup\/medical$/);

  // Still offline: the screens show the queued change; the server does not have it yet.
  await page.getByRole("link", { name: "Back" }).click();
  await expect(page.getByLabel("First name")).toHaveValue("Offline");
  expect((await serverProfile(page)).profile).toBeNull();

  await context.setOffline(false);
  await expect(page.getByText("You're offline")).toBeHidden();
  await expect
    .poll(async () => (await serverProfile(page)).profile)
    .toMatchObject({
      first_name: "Offline",
      last_name: "Editor",
      full_name: "Offline Editor",
      date_of_birth: "1970-12-01",
    });
});
