// The places provider adapter (docs/rules/doctors.md, "Places provider") with its HTTP
// mocked: never a real network call. And the endpoint without a key: off, the app works.
import { describe, expect, it } from "vitest";
import { placeById } from "../../app/domain/directory/bd-places";
import { BANGLADESH_BOX, googlePlaces } from "../../workers/lib/places/google";
import { PlacesError } from "../../workers/lib/places/provider";
import { call, newUser } from "./helpers";

interface Seen {
  url: string;
  init: RequestInit;
}

function fakeFetch(answer: { status: number; body: unknown }) {
  const seen: Seen[] = [];
  const fetcher = (async (url: string | URL | Request, init?: RequestInit) => {
    seen.push({ url: String(url), init: init ?? {} });
    return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { "content-type": "application/json" } });
  }) as typeof fetch;
  return { fetcher, seen };
}

const sylhetPlace = {
  id: "ChIJ-sylhet",
  displayName: { text: "Sylhet Heart Care" },
  formattedAddress: "Zindabazar, Sylhet, Bangladesh",
  location: { latitude: 24.89, longitude: 91.87 },
  nationalPhoneNumber: "01711-000000",
};
const londonPlace = {
  id: "ChIJ-london",
  displayName: { text: "London Heart Clinic" },
  formattedAddress: "London, UK",
  location: { latitude: 51.5, longitude: -0.12 },
};

describe("Google Places (New) adapter", () => {
  it("asks a text search restricted to Bangladesh, with the key in a header, and keeps only places in Bangladesh", async () => {
    const { fetcher, seen } = fakeFetch({ status: 200, body: { places: [sylhetPlace, londonPlace, { id: "no-name" }] } });
    const places = await googlePlaces("test-key", fetcher).search({ what: "cardiologist", place: placeById("sylhet/beanibazar")!, lang: "en" });
    expect(places).toEqual([
      {
        place_id: "ChIJ-sylhet",
        name: "Sylhet Heart Care",
        address: "Zindabazar, Sylhet, Bangladesh",
        latitude: 24.89,
        longitude: 91.87,
        phone: "01711-000000",
      },
    ]);
    expect(seen).toHaveLength(1);
    expect(seen[0].url).toBe("https://places.googleapis.com/v1/places:searchText");
    const headers = new Headers(seen[0].init.headers);
    expect(headers.get("x-goog-api-key")).toBe("test-key");
    expect(headers.get("x-goog-fieldmask")).toContain("places.displayName");
    expect(JSON.parse(String(seen[0].init.body))).toMatchObject({
      textQuery: "cardiologist in Beanibazar, Sylhet, Bangladesh",
      regionCode: "BD",
      languageCode: "en",
      locationRestriction: { rectangle: BANGLADESH_BOX },
    });
    // The key never appears in the URL.
    expect(seen[0].url).not.toContain("test-key");
  });

  it("details: a place, null for an unknown id, an error for a failing service", async () => {
    const ok = fakeFetch({ status: 200, body: sylhetPlace });
    expect(await googlePlaces("k", ok.fetcher).details("ChIJ-sylhet", "bn")).toMatchObject({ place_id: "ChIJ-sylhet", name: "Sylhet Heart Care" });
    expect(ok.seen[0].url).toBe("https://places.googleapis.com/v1/places/ChIJ-sylhet?languageCode=bn&regionCode=BD");
    expect(await googlePlaces("k", fakeFetch({ status: 404, body: {} }).fetcher).details("x", "en")).toBeNull();
    expect(await googlePlaces("k", fakeFetch({ status: 200, body: londonPlace }).fetcher).details("ChIJ-london", "en")).toBeNull();
    // An id that would leave /places/{id} ("..", a slash, a query) is no place: Google is not asked.
    const nothing = fakeFetch({ status: 200, body: sylhetPlace });
    for (const id of ["..", ".", "../places:searchText", "a/b", "a?key=x", "a#b", "%2e%2e", "", "x".repeat(301)]) {
      expect(await googlePlaces("k", nothing.fetcher).details(id, "en"), id).toBeNull();
    }
    expect(nothing.seen).toEqual([]);
    await expect(
      googlePlaces("k", fakeFetch({ status: 429, body: {} }).fetcher).search({ what: "doctor", place: placeById("dhaka")!, lang: "en" }),
    ).rejects.toBeInstanceOf(PlacesError);
  });
});

describe("GET /api/doctors/places", () => {
  it("is off without PLACES_API_KEY, refuses a place outside Bangladesh, needs a session", async () => {
    const user = await newUser();
    const res = await call("/api/doctors/places?specialty=cardiologist&location=sylhet", { cookie: user.cookie });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ enabled: false, places: [] });
    const bad = await call("/api/doctors/places?location=london", { cookie: user.cookie });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: { code: string } }).error.code).toBe("validation_error");
    expect((await call("/api/doctors/places?location=sylhet")).status).toBe(401);
    // The route refuses such an id too.
    const dots = await call("/api/doctors/places/a%2F..%3Fkey%3Dx?lang=en", { cookie: user.cookie });
    expect(dots.status).toBe(400);
  });
});
