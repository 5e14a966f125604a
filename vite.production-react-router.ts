// React Router's production build in the built app (issue 30, docs/PERFORMANCE.md).
// react-router 7's package.json sends every import to `dist/development`, in production
// builds too (remix-run/react-router#12532, #14753: "intended to be temporary"), so each
// page shipped its development warnings. Its `dist/production` files are the same code with
// `ENABLE_DEV_WARNINGS = false`, which the minifier then drops. Build only (the browser tests
// run the build too): `npm run dev` and the Vitest suites keep the warnings.
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import type { Plugin } from "vite";

const require = createRequire(import.meta.url);
const production = join(dirname(require.resolve("react-router/package.json")), "dist", "production");

const ENTRIES: Record<string, string> = {
  "react-router": join(production, "index.mjs"),
  "react-router/dom": join(production, "dom-export.mjs"),
};

export function productionReactRouter(): Plugin {
  return {
    name: "sushastho:production-react-router",
    apply: "build",
    enforce: "pre",
    resolveId(source) {
      return ENTRIES[source] ?? null;
    },
  };
}
