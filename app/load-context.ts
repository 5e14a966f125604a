// What the Worker hands every React Router loader (see workers/app.ts).
import type { SessionUser } from "~/domain/session";

declare module "react-router" {
  interface AppLoadContext {
    cloudflare: { env: Env; ctx: ExecutionContext };
    getSessionUser: () => Promise<SessionUser | null>;
  }
}
export {};
