// What the Worker hands every React Router loader and action (workers/page-context.ts): named
// capabilities, never the Worker's env, so a route module needs no Workers type.
import type { ReadRequest, ReadsAnswer } from "~/domain/reads";
import type { SessionUser } from "~/domain/session";
import type { SharedSummary } from "~/domain/patient-summary/share";
import type { Op, SyncResponse } from "~/domain/sync/op";

declare module "react-router" {
  interface AppLoadContext {
    /** The session's user (one lookup per page, shared by its loaders). */
    getSessionUser: () => Promise<SessionUser | null>;
    /** The signed-in user's reads in one D1 batch (null when signed out). */
    read: (requests: ReadRequest[]) => Promise<ReadsAnswer | null>;
    /**
     * A form posted before the scripts arrived (docs/ARCHITECTURE.md, "the no-script form path"): the
     * signed-in user's ops through their hub, exactly as POST /api/sync applies them (null when signed out).
     */
    applyOps: (ops: Op[]) => Promise<SyncResponse | null>;
    /** The sign-in form posted before the scripts arrived: POST /api/auth/sign-in/email's answer, its Set-Cookie included. */
    signIn: (credentials: { email: string; password: string }) => Promise<Response>;
    /** A doctor's link to a patient summary: the summary, or null when the link is unknown, revoked or expired. */
    sharedSummary: (token: string) => Promise<SharedSummary | null>;
    /** This page's Content-Security-Policy nonce (workers/security-headers.ts). */
    cspNonce: string;
  }
}
export {};
