// Every signed-in screen (and layout) of the route tree (app/screens.ts) names its reads once, in its
// declaration (declareScreen, app/platform/reads/screen-data.ts): the server loader and the component's
// reads both come from that declaration, so the first HTML and the browser read the same
// queries. A screen that shows no read of its own is listed below with why; a new screen
// that is neither fails here.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { eachScreen, GUARD_FILE } from "~/screens";
import { appDir } from "./namespace-scan";

/** Signed-in route modules with no reads of their own, and why. */
const READLESS: Record<string, string> = {
  "routes/onboarding.tsx": "a form",
  "routes/profile-setup-index.tsx": "a redirect",
  "routes/profile/view.tsx": "the profile and settings the shell reads",
  "routes/settings.tsx": "the settings the shell reads",
  "routes/more.tsx": "links, and signing out",
  "routes/advanced/index.tsx": "links",
  "routes/medicines/add.tsx": "a form",
  "routes/appointments/add.tsx": "a form",
  "routes/labs/upload.tsx": "a form",
  "routes/prescriptions/upload.tsx": "a form",
  "routes/prescriptions/scan.tsx": "a form",
};

const signedIn = [...new Set(eachScreen().flatMap(({ node, signedIn }) => (signedIn ? [node.file] : [])))];
const source = (file: string) => readFileSync(join(appDir, file), "utf8");

describe("screen reads", () => {
  it("every signed-in screen and layout declares its reads with declareScreen, or says why it has none", () => {
    const undeclared = signedIn.filter((file) => !READLESS[file] && !/\bdeclareScreen\(/.test(source(file)));
    expect(undeclared).toEqual([]);
  });

  it("a declaration is the route's loader, and client navigations do not call the server", () => {
    const wrong = signedIn.filter((file) => {
      const src = source(file);
      if (!/\bdeclareScreen\(/.test(src)) return false;
      return !/export const loader = screen\.loader;/.test(src) || !/export const clientLoader = clientScreenLoader;/.test(src);
    });
    expect(wrong).toEqual([]);
  });

  it("no route module reads around its declaration (a loader of its own, or a query the loader does not name)", () => {
    const around = signedIn.filter((file) => /\bcontext\.read\(|\buseOfflineQuery\(/.test(source(file)));
    expect(around).toEqual([]);
  });

  it("lists no module that declares reads after all, or is no longer a signed-in screen", () => {
    const stale = Object.keys(READLESS).filter((file) => !signedIn.includes(file) || /\bdeclareScreen\(/.test(source(file)));
    expect(stale).toEqual([]);
  });

  it("knows the guard, so it sees the signed-in screens", () => {
    expect(signedIn).toContain("routes/dashboard.tsx");
    expect(signedIn).not.toContain(GUARD_FILE);
  });
});
