// The directory's reads and favourites (docs/rules/doctors.md) on the real Worker and D1:
// search by division, district and upazila, specialty and kind, paging, drafts never
// shown, unknown places refused; profiles; favourites through the write path.
import { readsPath } from "../../app/domain/reads";
import { uuidv7 } from "uuidv7";
import { beforeAll, describe, expect, it } from "vitest";
import type { DirectorySearchParams, DirectorySearchResponse, DoctorProfile, FacilityProfile, FavoritesResponse } from "../../app/domain/directory/search";
import { DIRECTORY_PAGE_SIZE } from "../../app/domain/directory/search";
import { addDoctor, SAMPLE, seedDirectory } from "./directory-fixture";
import { call, newUser, rowOp, sendOps } from "./helpers";
import { hubSql } from "./hub-sql";

type User = Awaited<ReturnType<typeof newUser>>;
let me: User;

const readOne = async <T>(user: User, name: string, params: unknown) => {
  const res = await call(readsPath([[name, params]]), { cookie: user.cookie });
  return { status: res.status, body: (await res.json()) as { results: { data?: T; error?: { status: number; code: string } }[] } };
};
const search = async (p: Partial<DirectorySearchParams> & { location: string }) => {
  const { status, body } = await readOne<DirectorySearchResponse>(me, "doctorSearch", { specialty: null, show: "doctors", pages: 1, ...p });
  expect(status).toBe(200);
  return body.results[0].data!;
};
const sampleCount = (f: (d: (typeof SAMPLE.doctors)[number]) => boolean) => SAMPLE.doctors.filter(f).length;

beforeAll(async () => {
  await seedDirectory();
  me = await newUser();
});

describe("doctor search", () => {
  it("matches a division, a district or an upazila, by specialty, in name order", async () => {
    const division = await search({ specialty: "general_physician", location: "chattogram" });
    expect(division.place).toMatchObject({ id: "chattogram", level: "division" });
    // Chattogram division holds Chattogram and Cumilla districts: both districts' GPs.
    expect(division.counts.doctors).toBe(sampleCount((d) => d.specialty === "general_physician" && d.division === "chattogram"));
    expect(new Set(division.doctors.map((d) => d.district))).toEqual(new Set(["chattogram", "cumilla"]));
    const names = division.doctors.map((d) => d.name_en);
    expect(names).toEqual([...names].sort());

    const district = await search({ specialty: "general_physician", location: "cumilla" });
    expect(district.place.level).toBe("district");
    expect(district.doctors.every((d) => d.district === "cumilla")).toBe(true);
    expect(district.counts.doctors).toBe(sampleCount((d) => d.specialty === "general_physician" && d.district === "cumilla"));

    const upazila = await search({ specialty: "cardiologist", location: "sylhet/beanibazar" });
    expect(upazila.place).toMatchObject({ level: "upazila", en: "Beanibazar", in_en: "Sylhet" });
    expect(upazila.doctors.map((d) => d.upazila)).toEqual(["sylhet/beanibazar"]);

    // Another upazila of the same district has none.
    expect((await search({ specialty: "cardiologist", location: "sylhet/golapganj" })).counts.doctors).toBe(0);
  });

  it("pages: a page, then more with Load More, never past the total", async () => {
    const total = sampleCount((d) => d.specialty === "cardiologist" && d.division === "dhaka");
    expect(total).toBeGreaterThan(DIRECTORY_PAGE_SIZE);
    const one = await search({ specialty: "cardiologist", location: "dhaka" });
    expect(one.doctors).toHaveLength(DIRECTORY_PAGE_SIZE);
    expect(one.counts.doctors).toBe(total);
    const two = await search({ specialty: "cardiologist", location: "dhaka", pages: 2 });
    expect(two.doctors).toHaveLength(total);
    expect(two.doctors.slice(0, DIRECTORY_PAGE_SIZE)).toEqual(one.doctors);
  });

  it("shows facilities of one kind with counts per kind, and every specialty is in the sample", async () => {
    const all = await search({ location: "dhaka", show: "hospital" });
    expect(all.doctors).toEqual([]);
    expect(all.facilities.length).toBe(all.counts.hospital);
    expect(all.facilities.every((f) => f.kind === "hospital" && f.division === "dhaka")).toBe(true);
    expect(all.counts.clinic + all.counts.diagnostic_center).toBeGreaterThan(0);
    for (const s of [
      "cardiologist",
      "gynecologist",
      "endocrinologist",
      "diabetologist",
      "pediatrician",
      "nephrologist",
      "dermatologist",
      "orthopedic_surgeon",
      "psychiatrist",
      "general_physician",
      "gastroenterologist",
    ] as const) {
      expect((await search({ specialty: s, location: "rangpur" })).counts.doctors, s).toBeGreaterThan(0);
    }
  });

  it("never shows a draft: not in results, counts or profiles, and it cannot be a favourite", async () => {
    const before = await search({ specialty: "cardiologist", location: "dhaka", pages: 3 });
    await addDoctor({ id: "draft-doc", name_en: "Aaa Draft", published_at: null, specialty: "cardiologist", division: "dhaka", district: "dhaka" });
    const after = await search({ specialty: "cardiologist", location: "dhaka", pages: 3 });
    expect(after.counts.doctors).toBe(before.counts.doctors);
    expect(after.doctors.map((d) => d.id)).not.toContain("draft-doc");
    const profile = await readOne(me, "directoryDoctor", { id: "draft-doc" });
    expect(profile.body.results[0].error).toMatchObject({ status: 404, code: "not_found" });
    const [ack] = await sendOps(me, [rowOp("doctor_favorites", "insert", uuidv7(), { kind: "doctor", target_id: "draft-doc" })]);
    expect(ack).toMatchObject({ status: "rejected", error: { message: "doctors:favoriteFailed" } });
  });

  it("refuses a place outside Bangladesh's list and a made-up specialty", async () => {
    for (const params of [
      { specialty: null, location: "london", show: "doctors", pages: 1 },
      { specialty: "astrologer", location: "dhaka", show: "doctors", pages: 1 },
      { specialty: null, location: "dhaka", show: "doctors", pages: 0 },
    ]) {
      const res = await call(readsPath([["doctorSearch", params]]), { cookie: me.cookie });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ error: { code: "invalid_reads" } });
    }
  });
});

describe("profiles", () => {
  it("a doctor with chambers and their facility; a facility with departments and its doctors", async () => {
    const sample = SAMPLE.doctors[0];
    const { body } = await readOne<DoctorProfile>(me, "directoryDoctor", { id: sample.id });
    const doctor = body.results[0].data!;
    expect(doctor).toMatchObject({ id: sample.id, is_sample: true, facility: { id: sample.facility_id } });
    expect(doctor.chambers[0].hours_bn).toMatch(/[০-৯]/);
    const f = await readOne<FacilityProfile>(me, "directoryFacility", { id: sample.facility_id });
    const facility = f.body.results[0].data!;
    expect(facility.departments.length).toBeGreaterThan(0);
    expect(facility.doctors.map((d) => d.id)).toContain(sample.id);
    expect((await readOne(me, "directoryFacility", { id: "no-such" })).body.results[0].error).toMatchObject({ status: 404 });
  });

  it("finds a directory row by the places provider's id", async () => {
    await addDoctor({ id: "placed-doc", place_id: "ChIJ-test-place", name_en: "Placed (Sample)" });
    expect((await readOne(me, "directoryPlace", { placeId: "ChIJ-test-place" })).body.results[0].data).toEqual({ source: "doctor", id: "placed-doc" });
    expect((await readOne(me, "directoryPlace", { placeId: "ChIJ-unknown" })).body.results[0].data).toEqual({ source: "none" });
  });
});

describe("favourites", () => {
  const favorites = async (user: User) => (await readOne<FavoritesResponse>(user, "doctorFavorites", null)).body.results[0].data!;

  it("adds with the listing's names, one per listing, deletes; another user neither sees nor deletes them", async () => {
    const user = await newUser();
    const other = await newUser();
    const fav = uuidv7();
    const facilityFav = uuidv7();
    const acks = await sendOps(user, [
      rowOp("doctor_favorites", "insert", fav, { kind: "doctor", target_id: SAMPLE.doctors[1].id }),
      rowOp("doctor_favorites", "insert", facilityFav, { kind: "facility", target_id: SAMPLE.facilities[0].id }),
      rowOp("doctor_favorites", "insert", uuidv7(), { kind: "doctor", target_id: SAMPLE.doctors[1].id }),
    ]);
    expect(acks.map((a) => a.status)).toEqual(["applied", "applied", "rejected"]);
    expect(acks[2].error).toMatchObject({ code: "duplicate_favorite", message: "doctors:favoriteFailed" });
    const list = await favorites(user);
    expect(list.items.map((f) => [f.id, f.target?.name_en])).toEqual([
      [fav, SAMPLE.doctors[1].name_en],
      [facilityFav, SAMPLE.facilities[0].name_en],
    ]);

    expect((await favorites(other)).items).toEqual([]);
    const [steal] = await sendOps(other, [rowOp("doctor_favorites", "delete", fav)]);
    expect(steal.status).toBe("rejected");
    expect(steal.error?.code).toBe("not_found");

    expect((await sendOps(user, [rowOp("doctor_favorites", "delete", fav)]))[0].status).toBe("applied");
    expect((await favorites(user)).items.map((f) => f.id)).toEqual([facilityFav]);
    const left = await hubSql(user.id).prepare("select count(*) as n from doctor_favorites where user_id = ?").bind(user.id).first<{ n: number }>();
    expect(left?.n).toBe(1);
  });

  it("refuses fields a client may not set and a favourite never changes", async () => {
    const user = await newUser();
    const id = uuidv7();
    const [bad] = await sendOps(user, [rowOp("doctor_favorites", "insert", id, { kind: "doctor", target_id: SAMPLE.doctors[2].id, user_id: "x" })]);
    expect(bad.status).toBe("rejected");
    await sendOps(user, [rowOp("doctor_favorites", "insert", id, { kind: "doctor", target_id: SAMPLE.doctors[2].id })]);
    const [edit] = await sendOps(user, [rowOp("doctor_favorites", "update", id, { target_id: SAMPLE.doctors[3].id })]);
    expect(edit.status).toBe("rejected");
  });
});
