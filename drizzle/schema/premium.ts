// Premium tiers and house ads (docs/rules/premium-and-ads.md).
import { sql } from "drizzle-orm";
import { check, index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { user } from "./auth";
import { nowIso, timestamps } from "./columns";

/**
 * Who is premium while tiers are on: one row per user, written by an operator
 * (`npm run premium:set`), never by the app. It belongs to the account, not to the
 * user's health data: Delete All Data keeps it, deleting the account removes it.
 */
export const premiumGrants = sqliteTable("premium_grants", {
  user_id: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  /** UTC ISO instant the grant ends; null: no end. */
  until: text("until"),
  created_at: text("created_at").notNull().default(nowIso),
});

/**
 * Our own public-health campaigns, the only ads there are (no ad network). Shared by
 * all users (no user_id); every text in English and Bangla. `link` is a path in the
 * app or null, never an outside address.
 */
export const houseAds = sqliteTable(
  "house_ads",
  {
    id: text("id").primaryKey(),
    /** JSON array of the ad types the texts suit (AD_TYPES, app/domain/ads/rules.ts). */
    types: text("types", { mode: "json" }).$type<string[]>().notNull(),
    title_en: text("title_en").notNull(),
    title_bn: text("title_bn").notNull(),
    body_en: text("body_en").notNull(),
    body_bn: text("body_bn").notNull(),
    action_en: text("action_en"),
    action_bn: text("action_bn"),
    link: text("link"),
    is_active: integer("is_active", { mode: "boolean" }).notNull().default(true),
    /** Rotation order among campaigns never shown on the device. */
    sort_order: integer("sort_order").notNull().default(0),
    ...timestamps(),
  },
  (t) => [
    index("house_ads_active_order_idx").on(t.is_active, t.sort_order),
    check("house_ads_link_check", sql`link is null or (link like '/%' and link not like '//%')`),
  ],
);

export type HouseAdRow = typeof houseAds.$inferSelect;
