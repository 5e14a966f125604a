// What the Worker hands every React Router loader (see workers/app.ts).
import type { ReadRequest, ReadsAnswer } from "~/domain/reads";
import type { SessionUser } from "~/domain/session";

declare module "react-router" {
  interface AppLoadContext {
    cloudflare: { env: Env; ctx: ExecutionContext };
    /** The session's user (one lookup per page, shared by its loaders). */
    getSessionUser: () => Promise<SessionUser | null>;
    /** The signed-in user's reads in one D1 batch (null when signed out). */
    read: (requests: ReadRequest[]) => Promise<ReadsAnswer | null>;
    /** This page's Content-Security-Policy nonce (workers/security-headers.ts). */
    cspNonce: string;
  }
}
export {};
