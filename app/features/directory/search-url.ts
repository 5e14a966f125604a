// The doctor search's state lives in the URL (docs/rules/doctors.md, "Search"):
// /doctors?specialty=cardiologist&location=sylhet&show=doctors&page=2, so reload, back
// and a link from elsewhere (the assistant) open the same results.
import { SPECIALTIES, type Specialty } from "~/domain/directory/rules";
import { DIRECTORY_MAX_PAGES, DIRECTORY_SHOWS, type DirectorySearchParams, type DirectoryShow } from "~/domain/directory/search";

const LOCATION_ID = /^[a-z0-9-]+(\/[a-z0-9-]+)?$/;

/** The search a URL asks for, or null when it names no location (the empty search screen). */
export function searchFromUrl(search: URLSearchParams): DirectorySearchParams | null {
  const location = search.get("location") ?? "";
  if (!LOCATION_ID.test(location) || location.length > 120) return null;
  const s = search.get("specialty");
  const show = search.get("show");
  const page = Number(search.get("page") ?? "1");
  return {
    specialty: SPECIALTIES.includes(s as Specialty) ? (s as Specialty) : null,
    location,
    show: DIRECTORY_SHOWS.includes(show as DirectoryShow) ? (show as DirectoryShow) : "doctors",
    pages: Number.isInteger(page) ? Math.min(Math.max(page, 1), DIRECTORY_MAX_PAGES) : 1,
  };
}

/** The URL of a search (defaults left out, so the plain link is /doctors?specialty=…&location=…). */
export function searchUrl(p: { specialty: Specialty | null; location: string; show?: DirectoryShow; pages?: number }) {
  const q = new URLSearchParams();
  if (p.specialty) q.set("specialty", p.specialty);
  q.set("location", p.location);
  if (p.show && p.show !== "doctors") q.set("show", p.show);
  if (p.pages && p.pages > 1) q.set("page", String(p.pages));
  return `/doctors?${q}`;
}
