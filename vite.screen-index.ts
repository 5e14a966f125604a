// What the browser needs of the screens' declaration (app/screens.ts), as the module
// `virtual:screen-index`: route id → [its title under common:screens, or "" for none, then the
// locale namespaces it loads]. The declaration itself (paths, files, the accessibility scan's
// marks, the tree and the code that walks it) serves the build's route config and the tests;
// shipped whole it was the largest part of the entry chunk every page loads (issue 30,
// docs/PERFORMANCE.md "JavaScript per page"). Computed when the config loads: vite.chunks.ts
// reads the same declaration, so an edit to it restarts the dev server anyway.
// The server gets `virtual:screen-styles` the same way: route id → the stylesheets it names
// (app/platform/render/screen-css.ts), without the rest of the declaration.
import type { Plugin } from "vite";
import { eachScreen, routeIdOf } from "./app/screens.ts";

const ID = "virtual:screen-index";
const RESOLVED = `\0${ID}`;
const STYLES_ID = "virtual:screen-styles";
const STYLES_RESOLVED = `\0${STYLES_ID}`;

/** Every route with a title or namespaces, as `virtual:screen-index` exports it. */
export function screenIndexOf(): Record<string, string[]> {
  return Object.fromEntries(
    eachScreen()
      .map(({ node }) => node)
      .filter((node) => node.title || node.namespaces?.length)
      .map((node) => [routeIdOf(node), [node.title ?? "", ...(node.namespaces ?? [])]]),
  );
}

/** Every route that names its stylesheets, as `virtual:screen-styles` exports it. */
export function screenStylesOf(): Record<string, readonly string[]> {
  return Object.fromEntries(eachScreen().flatMap(({ node }) => (node.styles ? [[routeIdOf(node), node.styles]] : [])));
}

export function screenIndex(): Plugin {
  return {
    name: "sushastho:screen-index",
    resolveId: (id) => (id === ID ? RESOLVED : id === STYLES_ID ? STYLES_RESOLVED : null),
    load: (id) =>
      id === RESOLVED
        ? `export default ${JSON.stringify(screenIndexOf())};`
        : id === STYLES_RESOLVED
          ? `export default ${JSON.stringify(screenStylesOf())};`
          : null,
  };
}
