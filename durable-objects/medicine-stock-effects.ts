// Stock changes that ride in the same D1 batch as the op that causes them (docs/rules/medicines.md):
// a taken dose lowers the medicine's stock by one dose, never below 0; a refill raises
// it by its quantity. The arithmetic is SQL on the stored value, not a value read
// earlier, so it is right whichever device wrote last. Same rules as
// app/domain/medicines/stock.ts (stockAfterDoses / stockAfterRefill).
import { and, eq, isNotNull, sql } from "drizzle-orm";
import type { HubDb } from "./hub-db";
import type { HubStatement } from "./writable-tables";
import { UNITS_PER_DOSE } from "../app/domain/medicines/stock";
import { medicines } from "../drizzle/schema";

type Data = Record<string, unknown>;

const ownMedicine = (userId: string, data: Data) => and(eq(medicines.id, String(data.medicine_id)), eq(medicines.user_id, userId));

/** A 'taken' log uses one dose; untracked stock (null) stays untracked. */
export function lowerStockWhenTaken(db: HubDb, userId: string, data: Data): HubStatement[] {
  if (data.status !== "taken") return [];
  return [
    db
      .update(medicines)
      .set({ stock_quantity: sql`max(0, ${medicines.stock_quantity} - ${UNITS_PER_DOSE})` })
      .where(and(ownMedicine(userId, data), isNotNull(medicines.stock_quantity))),
  ];
}

/** A refill adds its quantity; an untracked stock starts from 0. */
export function raiseStockOnRefill(db: HubDb, userId: string, data: Data): HubStatement[] {
  return [
    db
      .update(medicines)
      .set({ stock_quantity: sql`max(0, coalesce(${medicines.stock_quantity}, 0) + ${Number(data.quantity)})` })
      .where(ownMedicine(userId, data)),
  ];
}
