// The admin editor's rules (docs/rules/admin.md, "Content", "Uploads"): ids from titles,
// media addresses, the schemas' cross-field checks, the form's values both ways, and
// what an upload's bytes say it is.
import { describe, expect, it } from "vitest";
import { isMediaAddress, slugOf } from "../../app/domain/admin/rules";
import { doctorSchema, educationSchema, facilitySchema, houseAdSchema } from "../../app/domain/admin/schema";
import { fieldMessages } from "../../app/domain/zod-fields";
import { prepareValues } from "../../app/features/admin/components/ContentFields";
import { blankValues, toFormValues } from "../../app/features/admin/components/content-values";
import { sniffMediaType } from "../../workers/lib/media-type";

const article = { ...(prepareValues("article", blankValues("article")) as Record<string, unknown>) };
const messages = (r: { success: boolean; error?: unknown }) => (r.success ? {} : fieldMessages(r.error as Parameters<typeof fieldMessages>[0]));

describe("admin content", () => {
  it("makes an id from an English title, or none", () => {
    expect(slugOf("Walking with Diabetes: 30 minutes!")).toBe("walking-with-diabetes-30-minutes");
    expect(slugOf("ডায়াবেটিস")).toBeNull();
    expect(slugOf("x")).toBeNull();
  });

  it("takes an upload's path or an https link as media, nothing else", () => {
    expect(isMediaAddress("/api/content-media/2026/11/0192f0c4-0000-7000-8000-000000000000.png")).toBe(true);
    expect(isMediaAddress("https://example.org/a.jpg")).toBe(true);
    for (const bad of [
      "http://example.org/a.jpg",
      "javascript:alert(1)",
      "/api/content-media/../avatars/x",
      "/api/profile/avatar/x",
      "data:image/png;base64,AA",
    ])
      expect(isMediaAddress(bad), bad).toBe(false);
  });

  it("needs a title in one language, the text of each titled language, and a video's address", () => {
    expect(messages(educationSchema("article").safeParse(article))).toMatchObject({ title_en: "validation.oneLanguage" });
    expect(messages(educationSchema("article").safeParse({ ...article, title_bn: "শিরোনাম" }))).toEqual({ body_bn: "validation.bodyRequired" });
    expect(educationSchema("article").safeParse({ ...article, title_bn: "শিরোনাম", body_bn: "লেখা" }).success).toBe(true);
    expect(messages(educationSchema("video").safeParse({ ...article, title_en: "A video" }))).toEqual({ video_url: "validation.videoRequired" });
  });

  it("keeps a house ad's link inside the app, and a button needs both texts and a link", () => {
    const ad = { types: ["banner"], title_en: "T", title_bn: "শি", body_en: "B", body_bn: "লে", action_en: null, action_bn: null, link: null, sort_order: 0 };
    expect(houseAdSchema.safeParse(ad).success).toBe(true);
    expect(messages(houseAdSchema.safeParse({ ...ad, link: "//evil.example" }))).toEqual({ link: "validation.link" });
    // What browsers read as another site: a backslash is a slash, tabs and newlines are dropped.
    for (const offSite of [
      "/\\evil.example/",
      "/\\/evil.example",
      "\\\\evil.example",
      "/\t/evil.example",
      "/\n/evil.example",
      "/x//evil.example",
      "https://evil.example",
      "/a\u0000b",
      "/a b",
    ]) {
      expect(messages(houseAdSchema.safeParse({ ...ad, link: offSite })), JSON.stringify(offSite)).toEqual({ link: "validation.link" });
    }
    expect(houseAdSchema.safeParse({ ...ad, link: "/premium?from=ad#plans" }).success).toBe(true);
    expect(messages(houseAdSchema.safeParse({ ...ad, action_en: "Open" }))).toEqual({ action_en: "validation.action" });
    expect(messages(houseAdSchema.safeParse({ ...ad, types: [] }))).toEqual({ types: "validation.adTypes" });
  });

  it("reads departments a line each as English | Bangla, and shows them back the same way", () => {
    const values = {
      ...blankValues("facility"),
      kind: "hospital",
      name_en: "H",
      name_bn: "হ",
      address_en: "A",
      address_bn: "ঠি",
      location: "sylhet",
      departments: "Cardiology | হৃদরোগ\n\nMedicine | মেডিসিন",
    };
    const input = prepareValues("facility", values) as { departments: unknown };
    expect(input.departments).toEqual([
      { en: "Cardiology", bn: "হৃদরোগ" },
      { en: "Medicine", bn: "মেডিসিন" },
    ]);
    expect(facilitySchema.safeParse(input).success).toBe(true);
    expect(toFormValues("facility", { ...input, phone: null }).departments).toBe("Cardiology | হৃদরোগ\nMedicine | মেডিসিন");
  });

  it("reads a doctor's chamber rows, leaving out an emptied one", () => {
    const values = {
      ...blankValues("doctor"),
      name_en: "Dr A",
      name_bn: "ডা. এ",
      specialty: "cardiologist",
      location: "dhaka",
      fee_bdt: "৫০০",
      chamber_0_name_en: "",
      chamber_0_name_bn: "",
      chamber_0_address_en: "",
      chamber_0_address_bn: "",
      chamber_0_hours_en: "",
      chamber_0_hours_bn: "",
      chamber_0_phone: "",
      chamber_0_fee_bdt: "",
      chamber_0_facility_id: "",
      chamber_1_name_en: "Lab One",
      chamber_1_name_bn: "ল্যাব ওয়ান",
      chamber_1_address_en: "Road 1",
      chamber_1_address_bn: "রোড ১",
      chamber_1_hours_en: "5–9 pm",
      chamber_1_hours_bn: "বিকেল ৫টা–রাত ৯টা",
      chamber_1_phone: "",
      chamber_1_fee_bdt: "800",
      chamber_1_facility_id: "",
    };
    const input = prepareValues("doctor", values) as { chambers: Record<string, unknown>[]; fee_bdt: unknown };
    expect(input.fee_bdt).toBe(500);
    expect(input.chambers).toEqual([
      {
        name_en: "Lab One",
        name_bn: "ল্যাব ওয়ান",
        address_en: "Road 1",
        address_bn: "রোড ১",
        hours_en: "5–9 pm",
        hours_bn: "বিকেল ৫টা–রাত ৯টা",
        phone: null,
        fee_bdt: 800,
        facility_id: null,
      },
    ]);
    expect(doctorSchema.safeParse(input).success).toBe(true);
    expect(toFormValues("doctor", { ...input, chambers: input.chambers }).chamber_0_name_bn).toBe("ল্যাব ওয়ান");
  });

  it("knows an upload by its bytes: images and mp4/webm, never HTML or SVG", () => {
    const bytes = (...parts: (number[] | string)[]) => Uint8Array.from(parts.flatMap((p) => (typeof p === "string" ? [...p].map((c) => c.charCodeAt(0)) : p)));
    expect(sniffMediaType(bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe("image/png");
    expect(sniffMediaType(bytes([0, 0, 0, 0x20], "ftypmp42"))).toBe("video/mp4");
    expect(sniffMediaType(bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x82, 0x84], "webm"))).toBe("video/webm");
    expect(sniffMediaType(bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x82, 0x88], "matroska"))).toBeNull();
    expect(sniffMediaType(bytes("<svg xmlns='http://www.w3.org/2000/svg'>"))).toBeNull();
    expect(sniffMediaType(bytes("<!doctype html>"))).toBeNull();
  });
});
