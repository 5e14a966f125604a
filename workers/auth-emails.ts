// The texts of the account emails. The reader's language is not known at sign-up,
// so each email carries English and Bangla together.
import type { EmailMessage } from "./email";

const escape = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

export function bilingual(to: string, subject: string, en: [string, string, string], bn: [string, string, string], url: string): EmailMessage {
  const [enIntro, enAction, enIgnore] = en;
  const [bnIntro, bnAction, bnIgnore] = bn;
  const text = [enIntro, `${enAction}: ${url}`, enIgnore, "", bnIntro, `${bnAction}: ${url}`, bnIgnore].join("\n");
  const block = (intro: string, action: string, ignore: string, lang: string) =>
    `<div lang="${lang}"><p>${escape(intro)}</p><p><a href="${escape(url)}">${escape(action)}</a></p><p>${escape(ignore)}</p></div>`;
  const html = `<!doctype html><html><body>${block(enIntro, enAction, enIgnore, "en")}<hr>${block(bnIntro, bnAction, bnIgnore, "bn")}</body></html>`;
  return { to, subject, text, html };
}

export function verificationEmail(to: string, url: string): EmailMessage {
  return bilingual(
    to,
    "Verify your Sushastho email / আপনার সুস্বাস্থ্য ইমেইল যাচাই করুন",
    [
      "Welcome to Sushastho! Please confirm that this is your email address.",
      "Verify my email",
      "If you did not create an account, you can ignore this email.",
    ],
    ["সুস্বাস্থ্যে স্বাগতম! অনুগ্রহ করে নিশ্চিত করুন যে এটি আপনার ইমেইল ঠিকানা।", "আমার ইমেইল যাচাই করুন", "আপনি অ্যাকাউন্ট না খুলে থাকলে এই ইমেইলটি উপেক্ষা করুন।"],
    url,
  );
}

export function resetPasswordEmail(to: string, url: string): EmailMessage {
  return bilingual(
    to,
    "Reset your Sushastho password / সুস্বাস্থ্য পাসওয়ার্ড রিসেট করুন",
    [
      "Someone asked to reset the password of your Sushastho account. The link works for one hour.",
      "Choose a new password",
      "If it was not you, ignore this email: your password stays the same.",
    ],
    [
      "আপনার সুস্বাস্থ্য অ্যাকাউন্টের পাসওয়ার্ড রিসেট করার অনুরোধ এসেছে। লিংকটি এক ঘণ্টা কাজ করবে।",
      "নতুন পাসওয়ার্ড দিন",
      "অনুরোধটি আপনার না হলে এই ইমেইলটি উপেক্ষা করুন: আপনার পাসওয়ার্ড বদলাবে না।",
    ],
    url,
  );
}
