// The doctor search's places, distance, URL and favourites' optimistic changes
// (docs/rules/doctors.md).
import { describe, expect, it } from "vitest";
import { looseLatin, placeById, resolvePlace, suggestPlaces } from "../../app/domain/directory/bd-places";
import { distanceKm, haversineKm } from "../../app/domain/directory/distance";
import type { FavoritesResponse } from "../../app/domain/directory/search";
import type { Op } from "../../app/domain/sync/op";
import { applyToFavorites, rememberListing } from "../../app/features/directory/appliers";
import { searchFromUrl, searchUrl } from "../../app/features/directory/search-url";

describe("places of Bangladesh", () => {
  it("names an id's place, a division before the district sharing its id", () => {
    expect(placeById("sylhet")).toMatchObject({ level: "division", en: "Sylhet", bn: "সিলেট", in_en: null });
    expect(placeById("cumilla")).toMatchObject({ level: "district", in_en: "Chattogram" });
    expect(placeById("sylhet/beanibazar")).toMatchObject({ level: "upazila", en: "Beanibazar", in_en: "Sylhet" });
    expect(placeById("london")).toBeNull();
  });

  it("resolves typed names in English, Bangla, loose and older spellings and city areas; nothing else", () => {
    expect(resolvePlace("Sylhet")?.id).toBe("sylhet");
    expect(resolvePlace("  sylhet ")?.id).toBe("sylhet");
    expect(resolvePlace("Silet")?.id).toBe("sylhet");
    expect(resolvePlace("সিলেট")?.id).toBe("sylhet");
    expect(resolvePlace("Chittagong")?.id).toBe("chattogram");
    expect(resolvePlace("Comilla")?.id).toBe("cumilla");
    expect(resolvePlace("Jessore")?.id).toBe("jashore");
    expect(resolvePlace("Mirpur")?.id).toBe("dhaka");
    expect(resolvePlace("Beanibazar")?.id).toBe("sylhet/beanibazar");
    expect(resolvePlace("London")).toBeNull();
    expect(resolvePlace("Kolkata")).toBeNull();
    expect(resolvePlace("")).toBeNull();
    expect(resolvePlace("Syl")).toBeNull();
  });

  it("suggests as the user types: exact first, larger places first, each id once", () => {
    const syl = suggestPlaces("Syl", 8);
    expect(syl[0].id).toBe("sylhet");
    expect(syl.filter((p) => p.id === "sylhet")).toHaveLength(1);
    expect(syl.map((p) => p.id)).toContain("sylhet/sylhet-sadar");
    expect(suggestPlaces("ঢাকা", 3)[0]).toMatchObject({ id: "dhaka", level: "division" });
    expect(suggestPlaces("a", 8)).toHaveLength(8);
    expect(suggestPlaces("xqxq", 8)).toEqual([]);
    expect(looseLatin("Sylhet")).toBe(looseLatin("Silet"));
    expect(looseLatin("Cox's Bazar")).toBe(looseLatin("Coxs Bazaar"));
  });
});

describe("distance", () => {
  it("haversine: Dhaka to Sylhet is about 197 km; unknown coordinates give null", () => {
    const dhaka = { latitude: 23.8103, longitude: 90.4125 };
    const sylhet = { latitude: 24.8949, longitude: 91.8687 };
    expect(haversineKm(dhaka, sylhet)).toBeGreaterThan(190);
    expect(haversineKm(dhaka, sylhet)).toBeLessThan(200);
    expect(haversineKm(dhaka, dhaka)).toBe(0);
    expect(distanceKm(dhaka, sylhet)).toBe(Math.round(haversineKm(dhaka, sylhet)));
    expect(distanceKm(dhaka, { latitude: 23.82, longitude: 90.4125 })).toBe(1.1);
    expect(distanceKm(null, sylhet)).toBeNull();
    expect(distanceKm(dhaka, { latitude: null, longitude: 91 })).toBeNull();
  });
});

describe("the search in the URL", () => {
  it("reads and writes /doctors?specialty=…&location=…", () => {
    expect(searchFromUrl(new URLSearchParams("specialty=cardiologist&location=sylhet"))).toEqual({
      specialty: "cardiologist",
      location: "sylhet",
      show: "doctors",
      pages: 1,
    });
    expect(searchFromUrl(new URLSearchParams("specialty=astrologer&location=sylhet/beanibazar&show=clinic&page=3"))).toEqual({
      specialty: null,
      location: "sylhet/beanibazar",
      show: "clinic",
      pages: 3,
    });
    expect(searchFromUrl(new URLSearchParams("location=sylhet&page=999"))?.pages).toBe(20);
    expect(searchFromUrl(new URLSearchParams("specialty=cardiologist"))).toBeNull();
    expect(searchFromUrl(new URLSearchParams("location=London, UK"))).toBeNull();
    expect(searchUrl({ specialty: "cardiologist", location: "sylhet" })).toBe("/doctors?specialty=cardiologist&location=sylhet");
    expect(searchUrl({ specialty: null, location: "sylhet/beanibazar", show: "hospital", pages: 2 })).toBe(
      "/doctors?location=sylhet%2Fbeanibazar&show=hospital&page=2",
    );
  });
});

describe("favourites: what an op does to the list", () => {
  const op = (type: Op["type"], id: string, data: Record<string, unknown> = {}): Op => ({
    opId: `o-${id}-${type}`,
    table: "doctor_favorites",
    type,
    id,
    data,
    clientTime: "2026-11-26T01:00:00.000Z",
  });
  it("an insert adds with the remembered listing's name, once per listing; a delete removes", () => {
    rememberListing("doctor", "d1", { name_en: "Dr. A (Sample)", name_bn: "ডা. এ (নমুনা)", detail: "cardiologist", district: "dhaka", is_sample: true });
    let list: FavoritesResponse = { items: [] };
    list = applyToFavorites(list, op("insert", "f1", { kind: "doctor", target_id: "d1" }));
    expect(list.items).toEqual([
      { id: "f1", kind: "doctor", target_id: "d1", created_at: "2026-11-26T01:00:00.000Z", target: expect.objectContaining({ name_en: "Dr. A (Sample)" }) },
    ]);
    expect(applyToFavorites(list, op("insert", "f2", { kind: "doctor", target_id: "d1" }))).toBe(list);
    expect(applyToFavorites(list, op("insert", "f3", { kind: "facility", target_id: "x" })).items[1].target).toBeNull();
    expect(applyToFavorites(list, op("delete", "f1")).items).toEqual([]);
  });
});
