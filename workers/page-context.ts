// What a page's loaders and actions get from the Worker (app/load-context.ts): named
// capabilities, each the same path the API takes, never the Worker's env.
import type { AppLoadContext } from "react-router";
import type { ReadRequest } from "../app/domain/reads";
import { FORM_POST_DEVICE } from "../app/domain/sync/form-post";
import type { Op } from "../app/domain/sync/op";
import { userHub } from "../durable-objects/user-hub-address";
import { log } from "../durable-objects/lib/log";
import { lookUpSession, type SessionLookup } from "./auth";
import { readPageForUser } from "./reads/registry";
import { openSharedSummary } from "./shared-summary";

export interface PageRequest {
  env: Env;
  request: Request;
  waitUntil: (work: Promise<unknown>) => void;
  /** This Worker's own fetch: the sign-in form's request goes through its routes. */
  fetch: (request: Request) => Promise<Response>;
  cspNonce: string;
}

/** The page's context, and the cookies its session lookup renewed (for the answer). */
export function pageContext({ env, request, waitUntil, fetch, cspNonce }: PageRequest): { context: AppLoadContext; setCookies: () => Promise<string[]> } {
  // Loaders of one page share one session lookup.
  let session: Promise<SessionLookup> | undefined;
  const lookUp = () => (session ??= lookUpSession(env, request));
  const context: AppLoadContext = {
    getSessionUser: async () => (await lookUp()).user,
    // A server-rendered screen's data: the same reads as GET /api/read, one D1 batch (each
    // read's parameters checked alone: a URL's bad value fails only its read).
    read: async (requests: ReadRequest[]) => {
      const { user } = await lookUp();
      return user ? readPageForUser(env, user, requests) : null;
    },
    // A form posted before the scripts arrived: POST /api/sync's path, the session user's hub and its ledger.
    applyOps: async (ops: Op[]) => {
      const { user } = await lookUp();
      return user ? userHub(env, user.id).applyOps({ deviceId: FORM_POST_DEVICE }, ops) : null;
    },
    // The sign-in form posted before the scripts arrived: the request the app sends, through the same route
    // (its same-origin check, its per-email, address and device limits, better-auth).
    signIn: async (credentials) => {
      const headers = new Headers({ origin: new URL(request.url).origin, "content-type": "application/json" });
      for (const name of ["cookie", "cf-connecting-ip", "user-agent", "accept-language"]) {
        const value = request.headers.get(name);
        if (value) headers.set(name, value);
      }
      return fetch(new Request(new URL("/api/auth/sign-in/email", request.url), { method: "POST", headers, body: JSON.stringify(credentials) }));
    },
    sharedSummary: async (token: string) => {
      const opened = await openSharedSummary(env, token, new Date());
      if (!opened) return null;
      // After the answer: the owner's list shows when the link was opened.
      waitUntil(
        userHub(env, opened.userId)
          .summaryShareOpened(opened.shareId, Date.now())
          .catch((err) => log.error("Noting a summary link opened failed", {}, err)),
      );
      return opened.summary;
    },
    cspNonce,
  };
  return { context, setCookies: async () => (session ? (await session).setCookies : []) };
}
