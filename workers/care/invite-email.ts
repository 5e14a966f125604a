// The caregiver invite's email (docs/rules/care.md, "Invite"): the code and a link that
// fills it in. The reader's language is not known, so it carries English and Bangla
// together, as the account emails do.
import { bilingual } from "../auth-emails";
import type { EmailMessage } from "../email";
import { formatCareCode } from "../../app/domain/care/code";

export function careInviteEmail(to: string, inviter: string, code: string, origin: string): EmailMessage {
  const shown = formatCareCode(code);
  const url = `${origin}/settings/family?code=${shown}`;
  return bilingual(
    to,
    "You are invited to Sushastho Family / সুস্বাস্থ্য পরিবারে আমন্ত্রণ",
    [
      `${inviter} asks you to look after their medicines on Sushastho. Sign in and enter the code ${shown} within 24 hours.`,
      "Accept the invitation",
      "If you do not know them, ignore this email: nothing is shared until you enter the code.",
    ],
    [
      `${inviter} সুস্বাস্থ্যে তাঁর ওষুধের খেয়াল রাখতে আপনাকে আমন্ত্রণ জানিয়েছেন। ২৪ ঘণ্টার মধ্যে সাইন ইন করে কোড ${shown} লিখুন।`,
      "আমন্ত্রণ গ্রহণ করুন",
      "আপনি তাঁকে না চিনলে এই ইমেইলটি উপেক্ষা করুন: কোড না লেখা পর্যন্ত কিছুই শেয়ার হয় না।",
    ],
    url,
  );
}
