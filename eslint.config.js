// Lint: typescript-eslint's recommended rules, React's rules of hooks, and the dependency
// rules between runtimes (DEPENDENCY_RULES below). Formatting is Prettier's, not eslint's.
import { fileURLToPath } from "node:url";
import js from "@eslint/js";
import { createNodeResolver, importX } from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

const appDir = fileURLToPath(new URL("./app", import.meta.url));

/**
 * Who may import whom, one zone per rule (eslint-plugin-import-x no-restricted-paths: files
 * in `target` may not import from `from`, save `except`, which is relative to `from`).
 * Paths are from the repository root. When folders move, re-point these, not the rules.
 */
const DEPENDENCY_RULES = [
  {
    // app/domain is pure: both runtimes import it, so it may not reach the browser app's
    // code (hooks, the outbox, IndexedDB) nor either server half.
    target: "./app/domain",
    from: "./app",
    except: ["./domain"],
    message: "app/domain is shared by the app and the server: it imports only app/domain (and zod).",
  },
  {
    target: "./app/domain",
    from: ["./workers", "./durable-objects"],
    message: "app/domain is shared by the app and the server: it imports only app/domain (and zod).",
  },
  {
    // The UserHub Durable Object runs beside the Worker, not inside it: what both need lives
    // in durable-objects/lib/ (or app/domain), so the hub never depends on the Worker's routes or auth.
    target: "./durable-objects",
    from: "./workers",
    message: "A Durable Object never imports the Worker: move what both need to durable-objects/lib/.",
  },
  {
    // The browser app (and its service worker) ships to the phone: it talks to the server
    // over HTTP only, and server code (secrets, D1, R2) must never reach its bundle.
    target: "./app",
    from: ["./workers", "./durable-objects", "./drizzle"],
    message: "The browser app never imports server code: share it through app/domain.",
  },
  {
    // The server imports the app's pure part only (rules, schemas, the sync protocol, the
    // read contract, the table contracts).
    target: ["./workers", "./durable-objects"],
    from: "./app",
    except: ["./domain"],
    message: "The server imports only app/domain from app/.",
  },
  {
    // Inside the app, layers point one way (docs/decisions/011-feature-folders.md): routes
    // compose features, features build on app/platform; the platform (sync, reads, i18n, the
    // PWA) never reaches up into a screen or a feature's components.
    target: "./app/platform",
    from: "./app/routes",
    message: "app/platform is below the features: it never imports a route or a feature's components.",
  },
  {
    target: "./app/platform",
    from: ["./app/features/*/components/**"],
    message: "app/platform is below the features: it never imports a route or a feature's components.",
  },
  {
    target: "./app/features",
    from: "./app/routes",
    message: "A feature never imports a route module: move what both need into the feature or app/domain.",
  },
  {
    // durable-objects/lib holds the helpers both server halves share (base64url, HMAC, backup
    // crypto, R2 file slots): it depends on neither the Worker nor the rest of the hub.
    // (The Worker is already out of reach: the Durable Object rule above covers this folder.)
    target: "./durable-objects/lib",
    from: "./durable-objects",
    except: ["./lib"],
    message: "durable-objects/lib/ is shared by the Worker and the Durable Object: it imports neither.",
  },
];

/** app/domain's only package: anything else (react, i18next, drizzle, hono, idb-keyval, cloudflare:*) is a runtime's. */
const DOMAIN_PACKAGES = {
  patterns: [
    {
      regex: "^(?!zod(/|$)|\\.\\.?/)",
      message: "app/domain imports only zod and app/domain: no React, no runtime APIs, no server libraries.",
    },
  ],
};

export default tseslint.config(
  {
    ignores: [
      // At any depth: the bench's bare page (scripts/bench/bare/) builds into its own folders.
      "**/build/",
      "dist/",
      "**/.react-router/",
      "**/.wrangler/",
      "node_modules/",
      "public/",
      "drizzle/migrations/",
      "drizzle/hub-migrations/",
      "test-results/",
      "playwright-report/",
      "bench-results/",
      ".tmp/",
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: "module" },
    rules: {
      // TypeScript resolves every name (each runtime's tsconfig knows its globals); eslint's
      // copy of that check knows no runtime's globals and would only repeat it wrongly.
      "no-undef": "off",
      // User text and URLs are checked for control characters on purpose (app/domain/ads/rules.ts,
      // assistant/text.ts); a regex naming \x00 or \x1f here is never a typo.
      "no-control-regex": "off",
      // Bangla text is matched with ZWNJ and ZWJ (U+200C, U+200D) as characters of their own
      // on purpose (assistant/text.ts, the glossary test): they join nothing inside a class.
      "no-misleading-character-class": "off",
      // `interface Env extends Cloudflare.Env {}` is how the Workers types are extended.
      "@typescript-eslint/no-empty-object-type": ["error", { allowInterfaces: "with-single-extends" }],
    },
  },
  {
    linterOptions: { reportUnusedDisableDirectives: "error" },
    rules: {
      // A leading underscore marks a parameter kept for its position (a callback's signature).
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none" }],
    },
  },
  {
    plugins: { "import-x": importX },
    settings: {
      "import-x/resolver-next": [
        createNodeResolver({
          extensions: [".ts", ".tsx", ".d.ts", ".js", ".mjs", ".json"],
          alias: { "~": [appDir] },
        }),
      ],
    },
    rules: {
      "import-x/no-restricted-paths": ["error", { zones: DEPENDENCY_RULES }],
    },
  },
  {
    files: ["app/domain/**"],
    rules: { "no-restricted-imports": ["error", DOMAIN_PACKAGES] },
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    ...reactHooks.configs.flat.recommended,
    rules: {
      ...reactHooks.configs.flat.recommended.rules,
      // An effect's deps are checked: the few effects that run on fewer on purpose say why.
      "react-hooks/exhaustive-deps": "error",
      // The React Compiler's rules are all on (the app does not use the compiler; they hold
      // render pure anyway). State reset when a prop changes is reset during that render
      // (platform/ui/use-changed.ts); a value an effect or handler needs at its latest is an
      // effect event (useEffectEvent), not a ref written during render.
      "react-hooks/set-state-in-effect": "error",
      "react-hooks/refs": "error",
    },
  },
);
