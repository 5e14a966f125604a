// A doctor's link to the patient summary (issue 15; docs/rules/patient-summary.md):
// unguessable, read-only, expires after SUMMARY_LINK_DAYS, revocable, and the owner
// sees when it was opened. The doctor's page shows the summary and nothing else.
import type { SummaryModel } from "./rules";
import type { Language } from "../settings/rules";

export const SUMMARY_LINK_DAYS = 7;
/** The page a link opens (routes/shared-summary.tsx), followed by the token. */
export const SUMMARY_LINK_PATH = "/shared/summary/";
/** The owner's list shows every live link and this many of the others, newest first. */
export const SUMMARY_LINKS_SHOWN = 20;
/** 32 random bytes, base64url without padding. */
export const SUMMARY_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** What an open link shows the doctor (workers/shared-summary.ts answers it to the page's loader). */
export interface SharedSummary {
  model: SummaryModel;
  lang: Language;
  zone: string;
  expiresAt: string;
}

export interface SummaryShareRow {
  id: string;
  lang: Language;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
  first_opened_at: string | null;
  last_opened_at: string | null;
  open_count: number;
}

export interface SummarySharesResponse {
  shares: SummaryShareRow[];
}

/** POST /api/summary-shares answers the link's token once; only its hash is kept. */
export interface NewSummaryShare {
  share: SummaryShareRow;
  token: string;
}

export type SummaryShareStatus = "active" | "revoked" | "expired";

export function summaryShareStatus(share: Pick<SummaryShareRow, "revoked_at" | "expires_at">, now: Date): SummaryShareStatus {
  if (share.revoked_at) return "revoked";
  return Date.parse(share.expires_at) <= now.getTime() ? "expired" : "active";
}

export function summaryShareExpiry(now: Date): string {
  return new Date(now.getTime() + SUMMARY_LINK_DAYS * 86_400_000).toISOString();
}

export function summaryLinkUrl(origin: string, token: string): string {
  return `${origin}${SUMMARY_LINK_PATH}${token}`;
}
