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
    BETTER_AUTH_SECRET: string;
    VAPID_PUBLIC_KEY: string;
    VAPID_PRIVATE_KEY: string;
  }
}
interface Env extends Cloudflare.Env {}

declare module "virtual:react-router/server-build" {
  import type { ServerBuild } from "react-router";
  const build: ServerBuild;
  export = build;
}
