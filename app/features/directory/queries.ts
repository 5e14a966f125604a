// The directory through the offline-query layer (docs/rules/doctors.md): the search keeps
// one copy, its last answer (a screen shows it only for the same search: its `query`),
// each profile its own copy, favourites theirs. Directory rows are not written by users,
// so only favourites have ops.
import type { DirectorySearchParams, FavoritesResponse } from "~/domain/directory/search";
import { DIRECTORY_TABLES, FAVORITE_TABLES } from "./tables";
import { offlineQuery, useOfflineQuery } from "../../platform/reads/offline-query";

const unchanged = async () => ({ apply: <D>(data: D) => data });

export const doctorSearchQuery = offlineQuery({
  read: "doctorSearch",
  tables: DIRECTORY_TABLES,
  opTables: [],
  ops: unchanged,
  // No search on screen (the empty form) shows no copy, so it never says 'Viewing offline data'.
  copy: (p) => (p.location ? "doctorSearch" : null),
  copied: [],
});
export const directoryDoctorQuery = offlineQuery({
  read: "directoryDoctor",
  tables: DIRECTORY_TABLES,
  opTables: [],
  ops: unchanged,
  copy: (p) => `directoryDoctor:${p.id}`,
  copied: [],
});
export const directoryFacilityQuery = offlineQuery({
  read: "directoryFacility",
  tables: DIRECTORY_TABLES,
  opTables: [],
  ops: unchanged,
  copy: (p) => `directoryFacility:${p.id}`,
  copied: [],
});
export const directoryPlaceQuery = offlineQuery({
  read: "directoryPlace",
  tables: DIRECTORY_TABLES,
  opTables: [],
  ops: unchanged,
  copy: () => null,
  copied: [],
});
export const favoritesQuery = offlineQuery<"doctorFavorites", FavoritesResponse>({
  read: "doctorFavorites",
  tables: FAVORITE_TABLES,
  ops: async () => ({
    apply: (await import("./appliers")).applyToFavorites,
    // Favourites made offline before the list was ever read start from an empty list.
    empty: () => ({ items: [] }),
  }),
});

/** Same search? (The one copy of the last search must not stand in for another.) */
export const sameList = (a: DirectorySearchParams, b: DirectorySearchParams) =>
  a.specialty === b.specialty && a.location === b.location && a.show === b.show && a.pages <= b.pages;
export const sameSearch = (a: DirectorySearchParams, b: DirectorySearchParams) => sameList(a, b) && a.pages === b.pages;

/** The search's params while the screen has none (the empty form): the query waits, with no copy. */
export const NO_SEARCH: DirectorySearchParams = { specialty: null, location: "", show: "doctors", pages: 1 };
export const useFavorites = () => useOfflineQuery(favoritesQuery, null);
