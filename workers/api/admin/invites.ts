// Admin invitations (docs/rules/admin.md, "Invitations"): a link with 32 random bytes,
// of which only the SHA-256 is stored; it works once, for 7 days, for its email only.
import { INVITE_TOKEN_BYTES, INVITE_TTL_MS } from "../../../app/domain/admin/rules";
import { bilingual } from "../../auth-emails";
import { sha256Url, toBase64Url } from "../../../durable-objects/lib/base64url";

export const newInviteToken = () => toBase64Url(crypto.getRandomValues(new Uint8Array(INVITE_TOKEN_BYTES)));
export const inviteTokenHash = (token: string) => sha256Url(token);
export const inviteExpiry = (now = Date.now()) => new Date(now + INVITE_TTL_MS).toISOString();
export const inviteLink = (origin: string, token: string) => `${origin}/admin/register?token=${encodeURIComponent(token)}`;

export interface InviteRow {
  id: string;
  email: string;
  expires_at: string;
  accepted_at: string | null;
}

/** The invitation this token opens, if it is still open (not used, not expired). */
export async function openInvite(db: D1Database, token: string, now = new Date()): Promise<InviteRow | null> {
  const row = await db
    .prepare("select id, email, expires_at, accepted_at from admin_invites where token_hash = ?")
    .bind(await inviteTokenHash(token))
    .first<InviteRow>();
  if (!row || row.accepted_at || row.expires_at <= now.toISOString()) return null;
  return row;
}

export function inviteEmail(to: string, url: string) {
  return bilingual(
    to,
    "You are invited to the Sushastho admin area / সুস্বাস্থ্য অ্যাডমিন এলাকায় আমন্ত্রণ",
    [
      "You have been invited to manage Sushastho's content. The link works once, for 7 days.",
      "Create my admin account",
      "If you did not expect this, ignore this email.",
    ],
    [
      "সুস্বাস্থ্যের লেখা ও তথ্য দেখাশোনার জন্য আপনাকে আমন্ত্রণ জানানো হয়েছে। লিংকটি ৭ দিনের মধ্যে একবারই কাজ করবে।",
      "আমার অ্যাডমিন অ্যাকাউন্ট খুলুন",
      "আপনি এটি আশা না করলে এই ইমেইলটি উপেক্ষা করুন।",
    ],
    url,
  );
}
