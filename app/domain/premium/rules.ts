// Free and premium (docs/rules/premium-and-ads.md). Everyone is premium (the spec's
// default) unless the deployment turns tiers on (PREMIUM_TIERS = "on"); then a user is
// premium only while an operator's grant says so (`npm run premium:set`), and everyone
// else is free: an Upgrade prompt instead of these features, and house ads.

/** What premium gives beyond the free app, in the order the Upgrade prompt lists it. */
export const PREMIUM_FEATURES = ["cloudBackup", "analytics", "labAnalysis", "patientSummary"] as const;
export type PremiumFeature = (typeof PREMIUM_FEATURES)[number];

/** PREMIUM_TIERS' value that turns tiers on; anything else (the default "off") leaves everyone premium. */
export const PREMIUM_TIERS_ON = "on";

export const tiersOn = (value: string | undefined): boolean => value?.trim().toLowerCase() === PREMIUM_TIERS_ON;

/** The `premium` read's answer (app/domain/reads.ts). */
export interface PremiumStatus {
  /** Tiers are on in this deployment. */
  tiers: boolean;
  /** The operator's grant for this user, or null: until when (UTC ISO), or null for no end. */
  grant: { until: string | null } | null;
}

/**
 * Whether the user is premium at `now` (ms). Not known yet (no answer and no copy on
 * this device) counts as premium, the spec's default: a free user may see a premium
 * screen for a moment, but nobody is shown an ad or a lock by mistake.
 * The grant's end is checked here too, so a copy read offline stops counting at its end.
 */
export function isPremium(status: PremiumStatus | null | undefined, now: number): boolean {
  if (!status || !status.tiers) return true;
  const grant = status.grant;
  return grant !== null && (grant.until === null || Date.parse(grant.until) > now);
}
