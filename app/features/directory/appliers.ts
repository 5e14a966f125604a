// What each doctor_favorites op does to the favourites answer, exactly as the server will
// (docs/rules/doctors.md, "Favourites"). An insert names only kind and target; the name the
// favourites screen shows offline comes from the listing the heart was on (rememberListing),
// kept in the answer and so in this device's copy.
import type { FavoriteKind } from "~/domain/directory/rules";
import type { FavoriteRow, FavoritesResponse } from "~/domain/directory/search";
import type { Op } from "~/domain/sync/op";
import { FAVORITE_TABLE } from "./tables";

type Target = NonNullable<FavoriteRow["target"]>;
const known = new Map<string, Target>();
const keyOf = (kind: FavoriteKind, id: string) => `${kind}:${id}`;

/** The listing a heart is on, so a favourite made offline shows its name. */
export function rememberListing(kind: FavoriteKind, id: string, target: Target) {
  known.set(keyOf(kind, id), target);
}

export function applyToFavorites(data: FavoritesResponse, op: Op): FavoritesResponse {
  if (op.table !== FAVORITE_TABLE) return data;
  if (op.type === "insert") {
    const d = op.data as { kind: FavoriteKind; target_id: string };
    // One favourite per listing (the unique index): a second insert changes nothing here.
    if (data.items.some((f) => f.id === op.id || (f.kind === d.kind && f.target_id === d.target_id))) return data;
    const row: FavoriteRow = {
      id: op.id,
      kind: d.kind,
      target_id: d.target_id,
      created_at: op.clientTime,
      target: known.get(keyOf(d.kind, d.target_id)) ?? null,
    };
    return { items: [...data.items, row] };
  }
  if (op.type === "delete") return { items: data.items.filter((f) => f.id !== op.id) };
  return data;
}

/** The favourite of a listing, if the user has one. */
export const favoriteOf = (data: FavoritesResponse | undefined, kind: FavoriteKind, id: string) =>
  data?.items.find((f) => f.kind === kind && f.target_id === id);
