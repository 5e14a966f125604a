// Bindings and secrets of the Worker (wrangler.toml + .dev.vars / `wrangler secret put`).
declare namespace Cloudflare {
  interface GlobalProps {
    mainModule: typeof import("./workers/app");
    durableNamespaces: "UserHub";
  }
  interface Env {
    DB: D1Database;
    FILES: R2Bucket;
    USER_HUB: DurableObjectNamespace<import("./durable-objects/user-hub").UserHub>;
    APP_NAME: string;
    VAPID_SUBJECT: string;
    // "on" turns premium tiers on (docs/rules/premium-and-ads.md); wrangler.toml sets "off".
    PREMIUM_TIERS?: string;
    // Seconds a Worker keeps the public content a page shows (workers/reads/kept-reads.ts); wrangler.toml sets 60.
    CONTENT_CACHE_SECONDS?: string;
    BETTER_AUTH_SECRET: string;
    VAPID_PUBLIC_KEY: string;
    VAPID_PRIVATE_KEY: string;
    // Cloud backup: the keys that wrap each user's backup key, base64url, newest first (durable-objects/lib/backup-crypto.ts).
    BACKUP_WRAPPING_KEYS: string;
    // Optional: without EMAIL_API_URL/KEY emails go to the dev mailbox (listed only when DEV_MAILBOX is "true").
    EMAIL_API_URL?: string;
    EMAIL_API_KEY?: string;
    EMAIL_FROM?: string;
    DEV_MAILBOX?: string;
    // Local runs and tests only: accept http://localhost push endpoints.
    ALLOW_LOCAL_PUSH?: string;
    // Optional: Google sign-in is offered only when both are set.
    GOOGLE_CLIENT_ID?: string;
    GOOGLE_CLIENT_SECRET?: string;
    // Optional: Workers AI for the assistant's free-form questions (`[ai] binding = "AI"`; workers/assistant/model.ts).
    AI?: import("./workers/assistant/model").AiBinding;
  }
}
interface Env extends Cloudflare.Env {}

declare module "virtual:react-router/server-build" {
  import type { ServerBuild } from "react-router";
  const build: ServerBuild;
  export = build;
}
