// The browser's locale chunks by name ("en-core", "bn-dashboard": vite.chunks.ts), for the server's HTML
// (app/platform/i18n/text-preloads.ts), as the module `virtual:locale-chunks`. The client build names them;
// React Router builds the server after it in the same process, so the server build gets the client's URLs.
// Without them the page's texts were asked for only once the entry had run, a round trip after every other
// script (issue 30). Dev and the client build get an empty map: nothing to preload there.
// The browser's imports of a locale chunk carry no preload list: Vite's would name the chunk itself
// and the Rolldown runtime, which the entry has loaded, and the list of all of them (two file names per
// namespace and language) was 0.5 KiB gzip of the entry chunk every page loads (docs/PERFORMANCE.md).
import type { Plugin } from "vite";
import { LANGUAGES } from "./app/domain/settings/rules.ts";

const ID = "virtual:locale-chunks";
const RESOLVED = `\0${ID}`;
const LOCALE_CHUNK = new RegExp(`^(${LANGUAGES.join("|")})-[\\w-]+$`);
/** A locale chunk's file (`assets/en-core-<hash>.js`), as Vite names a dynamic import's target. */
const LOCALE_FILE = new RegExp(`(^|/)(${LANGUAGES.join("|")})-[\\w-]+-[\\w-]{8}\\.js$`);

export function localeChunks(): Plugin {
  const urls: Record<string, string> = {};
  let building = false;
  return {
    name: "sushastho:locale-chunks",
    config: () => ({
      environments: {
        client: { build: { modulePreload: { resolveDependencies: (file: string, deps: string[]) => (LOCALE_FILE.test(file) ? [] : deps) } } },
      },
    }),
    configResolved(config) {
      building = config.command === "build";
    },
    resolveId: (id) => (id === ID ? RESOLVED : null),
    load(id) {
      if (id !== RESOLVED) return null;
      const server = this.environment.name === "ssr";
      if (server && building && !Object.keys(urls).length) throw new Error(`${ID}: the server was built before the client, whose locale chunks it names`);
      return `export default ${JSON.stringify(server ? urls : {})};`;
    },
    generateBundle(_, bundle) {
      if (this.environment.name !== "client") return;
      for (const chunk of Object.values(bundle)) {
        if (chunk.type === "chunk" && LOCALE_CHUNK.test(chunk.name)) urls[chunk.name] = `${this.environment.config.base}${chunk.fileName}`;
      }
    },
  };
}
