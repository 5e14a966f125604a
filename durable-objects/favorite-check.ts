// doctor_favorites (docs/rules/doctors.md, "Favourites"): an insert must name a published
// listing of the directory, so a favourite never points at a draft or at nothing. Run by
// row-ops.ts before the op's batch (RowTable.check).
import { and, eq, isNotNull } from "drizzle-orm";
import type { HubStores } from "./hub-db";
import type { Op, OpError } from "../app/domain/sync/op";
import { doctors, facilities } from "../drizzle/schema/directory";

/** The op's message when a favourite cannot be written: a key of the doctors namespace (locales/en/doctors.json), shown translated in the failed-sync toast. */
export const FAVORITE_FAILED = "doctors:favoriteFailed";

export async function checkFavoriteOp({ d1: db }: HubStores, _userId: string, op: Op, data: Record<string, unknown>): Promise<OpError | null> {
  if (op.type !== "insert") return null;
  const t = data.kind === "facility" ? facilities : doctors;
  const rows = await db
    .select({ id: t.id })
    .from(t)
    .where(and(eq(t.id, String(data.target_id)), isNotNull(t.published_at)))
    .limit(1);
  return rows.length ? null : { code: "not_found", message: FAVORITE_FAILED, fields: { target_id: FAVORITE_FAILED } };
}
