// The one email sender. Production: an HTTP email API configured by secrets
// (EMAIL_API_URL, EMAIL_API_KEY). Local: the dev mailbox table, listed at /dev/mailbox,
// with the links printed to the console so `npm start` shows them.
import { log } from "../durable-objects/lib/log";
import { drizzle } from "drizzle-orm/d1";
import { devMailbox } from "../drizzle/schema/dev-mailbox";

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

const DEFAULT_FROM = "Sushastho <no-reply@sushastho.app>";

export async function sendEmail(env: Env, msg: EmailMessage): Promise<void> {
  if (env.EMAIL_API_URL && env.EMAIL_API_KEY) {
    // A generic JSON body; most transactional email APIs accept this shape or sit behind a tiny adapter.
    const res = await fetch(env.EMAIL_API_URL, {
      method: "POST",
      headers: { authorization: `Bearer ${env.EMAIL_API_KEY}`, "content-type": "application/json" },
      body: JSON.stringify({ from: env.EMAIL_FROM || DEFAULT_FROM, ...msg }),
    });
    if (!res.ok) throw new Error(`Email API answered ${res.status} for "${msg.subject}"`);
    return;
  }
  if (env.DEV_MAILBOX !== "true") {
    // Never log the message itself here: its links are sign-in credentials.
    log.error("Email not sent: set EMAIL_API_URL and EMAIL_API_KEY", { subject: msg.subject });
    return;
  }
  await drizzle(env.DB)
    .insert(devMailbox)
    .values({ id: crypto.randomUUID(), to_address: msg.to, ...msg });
  // Local only (DEV_MAILBOX is never set on Cloudflare): text for the developer's terminal, not a log line.
  console.log(`[dev mailbox] to ${msg.to}: ${msg.subject}\n  ${linksIn(msg.text).join("\n  ")}`);
}

/** Every http(s) link in a text: what the dev mailbox page and the console show. */
export function linksIn(text: string): string[] {
  return text.match(/https?:\/\/[^\s<>"]+/g) ?? [];
}
