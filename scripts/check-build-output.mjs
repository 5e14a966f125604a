// Checks the build output, which is what gets shipped. Runs after every build of the tests
// (npm run test:e2e). Fails when:
// - it holds local secrets (.dev.vars): vite.config.ts removes the file the Cloudflare
//   plugin copies there; this proves it stayed removed;
// - the Worker (build/server) is over its gzip budget: only server code belongs there
//   (issue 30; docs/PERFORMANCE.md "The Worker");
// - a page loads more JavaScript before hydrating than its budget (issue 30; sizes as
//   scripts/build-size.mjs counts them, docs/PERFORMANCE.md "JavaScript per page");
// - a route links a stylesheet, which would hold the first paint (docs/PERFORMANCE.md);
// - a browser script carries React Router's development warnings (vite.production-react-router.ts).
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { budgetBreaches, gzipSize, pageSizes, parseRouteManifest, routePages, toKiB, workerSize } from "./build-size.mjs";

/**
 * KiB, gzip, of the Worker's upload (as `wrangler deploy` reports it): 1234.1 before issue 30,
 * 914.2 after, 915.1 with the structured logs, 919.4 with the route actions that take forms
 * posted before the scripts arrive, 915.5 with the PDF and dialog modules out of it, 916.1 with the reads declared once and the
 * offline banner in every page's HTML, 891.3 without better-auth's other sign-in providers,
 * its schema comparison and zod's JSON Schema output (vite.lean-worker.ts), 898.1 with issue
 * 31's schedules and as-needed doses, 917.3 with its caregiver link (endpoints, reads, the
 * escalation push and two screens: server code, which is what belongs here), 916.3 with the
 * sleep entry dialog loaded in the browser only, 889.3 with the VAPID header signed by WebCrypto
 * and web-push's jws, asn1.js and bn.js left out, 890.3 with the education cards kept in the
 * isolate and each stylesheet a string of its own (a page carries its screen's first), 677.2
 * minified with its names kept (vite.config.ts), 677.5 with the forms' early schema loading
 * and the message when their check cannot load (server-rendered forms carry both), 678.9 with
 * the offline queries' ops loaded when first needed (each applier module a chunk of its own
 * here too, never run: the server applies ops itself), 679.5 with each route module's screen entry
 * as its handle (app/platform/i18n/screen-handles.ts), 678.8 with React Router's production
 * build (vite.production-react-router.ts). Issue 30 asks for 900: the budget is
 * the figure reached, with 0.5 KiB of room (docs/PERFORMANCE.md "The Worker").
 */
const WORKER_GZIP_BUDGET_KIB = 679.5;
/**
 * KiB, gzip, of the scripts a page loads before hydrating. Issue 30 asks for /auth/login
 * 140, /dashboard 180 and any page 195. When the check came: 142.2, 197.5, 209.6
 * (/medicines/:id/edit); with the dialogs loaded when opened and the signed-in chunk cut to
 * the dashboard's needs: 143.0 (the route manifest names more, smaller chunks), 188.8,
 * 203.0; with the next-dose card's Taken / Skipped forms that work before the scripts
 * arrive, /dashboard 190.0; with the offline banner drawn from the first paint, the largest 203.5;
 * with issue 29's hook rules met (effect events, state adjusted while rendering) and issue 31's
 * snooze (the alarm's check of snoozed times, the remembered minutes) and the medicine form's
 * notice of a shared ingredient or an interaction (its list and table load after hydration),
 * /dashboard 190.5 and the largest 204.4; with issue 31's schedules (the medicine form's zod,
 * image field and days choice loaded after hydration) and the header search loaded when idle,
 * /dashboard 190.6 and the largest 201.6 (/tracking/blood-pressure); the caregiver's two routes
 * add to the route manifest every page loads: /auth/login 143.6; with the entry chunk cut to what
 * a sign-in screen needs (the screens' index instead of their declaration, no preload list for
 * the texts, the frame's modules other signed-out screens share in a chunk of their own, the
 * service worker's registration after hydration): 141.1, 189.5, 200.5; with every form's schema
 * loaded at its first use and the refill dialog when it opens: 141.1, 189.4, 193.8
 * (/medicines/:id), so any page now meets 195; with the offline queries' ops (the appliers)
 * loaded when first needed instead of with every signed-in page: 141.2, 187.3 and 188.7
 * (/advanced/patient-summary; every other signed-in page 4–7 KiB less); with the screen index
 * out of the entry (each page's screens in their modules' handles, the index loaded when idle
 * for navigations), each language's namespace loaders in its core chunk and the Google logo a
 * file: 139.3, 185.8 and 187.2; with React Router's production build instead of its development
 * one: 138.7, 185.2 and 186.6. The budgets are those
 * figures, so no page grows while the gap is closed (docs/PERFORMANCE.md "JavaScript per page").
 */
const PAGE_BUDGETS_KIB = { byPath: { "/auth/login": 139.0, "/dashboard": 185.5 }, anyPage: 187.0 };

const buildDir = process.env.SUSHASTHO_BUILD_DIR ?? "build";
if (!existsSync(buildDir)) throw new Error(`No build in ${buildDir}`);

const files = (dir) =>
  readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name));
const problems = [];

const secrets = files(buildDir).filter((path) => /^\.dev\.vars|^\.env/.test(path.split("/").pop()));
if (secrets.length) problems.push(`Local secrets in the build output: ${secrets.join(", ")}`);

// Every JavaScript module under build/server is uploaded (wrangler's module rules in the
// generated wrangler.json), whether the Worker's code ever imports it or not.
const modules = files(`${buildDir}/server`)
  .filter((path) => /\.m?js$/.test(path))
  .sort();
const worker = workerSize(modules.map((path) => readFileSync(path)));
console.log(`Worker: ${modules.length} modules, ${toKiB(worker.bytes)} KiB, ${toKiB(worker.gzipBytes)} KiB gzip (budget ${WORKER_GZIP_BUDGET_KIB} KiB)`);
if (worker.gzipBytes > WORKER_GZIP_BUDGET_KIB * 1024) problems.push(`The Worker is ${toKiB(worker.gzipBytes)} KiB gzip, budget ${WORKER_GZIP_BUDGET_KIB} KiB`);

// A rebuild into a kept directory could leave an older manifest: the newest is this build's.
const assets = `${buildDir}/client/assets`;
const manifestFile = readdirSync(assets)
  .filter((f) => /^manifest-\w+\.js$/.test(f))
  .map((f) => join(assets, f))
  .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)[0];
if (!manifestFile) throw new Error(`No React Router manifest in ${assets}`);
const sizes = new Map();
const sizeOf = (url) => {
  if (!sizes.has(url)) sizes.set(url, gzipSize(readFileSync(join(`${buildDir}/client`, url))));
  return sizes.get(url);
};
const manifest = parseRouteManifest(readFileSync(manifestFile, "utf8"));
const pages = pageSizes(routePages(manifest), sizeOf);
// A stylesheet a route module imports becomes a <link rel="stylesheet"> in the head, which
// holds the first paint for one more request; the app's styles travel inline
// (app/platform/render/inline-css.tsx) and a lazy chunk's come with it.
const linked = Object.values(manifest.routes).filter((r) => r.css?.length);
for (const r of linked) problems.push(`${r.id} links a stylesheet in the page's head (${r.css.join(", ")}): import it from a lazily loaded module instead`);
const shown = new Set([pages[0], ...Object.keys(PAGE_BUDGETS_KIB.byPath).map((path) => pages.find((p) => p.path === path))]);
for (const page of shown) if (page) console.log(`${page.path}: ${page.scripts.length} scripts, ${toKiB(page.bytes)} KiB gzip`);
problems.push(...budgetBreaches(pages, PAGE_BUDGETS_KIB));

// A warning only React Router's development build has (it warns while rendering <Routes>):
// found in a browser script, the build resolved react-router to its development files again.
const DEV_ONLY_WARNING = "You rendered descendant <Routes>";
const devBuilt = files(assets).filter((path) => path.endsWith(".js") && readFileSync(path, "utf8").includes(DEV_ONLY_WARNING));
for (const path of devBuilt) problems.push(`${path} carries React Router's development build: see vite.production-react-router.ts`);

if (problems.length) {
  console.error(problems.join("\n"));
  process.exit(1);
}
console.log(`${buildDir}: no local secrets, no linked stylesheet, no development build, the Worker and every page within their budgets`);
