// A matched route's screen, from the `handle` vite.screen-index.ts appends to its route
// module: { [route id]: [title under common:screens, or "", then its namespaces] }, keyed
// by id because one module may serve several routes. React Router hands a route's handle
// over once its module has loaded, so a page carries its own screens' entries and not
// the whole index (route-namespaces.ts, loaded for a navigation).
import { ROOT_NAMESPACES } from "./core-namespaces";

type ScreenEntry = readonly [title: string, ...namespaces: string[]];
/** What a match offers (React Router's UIMatch, or a loaded route module's id and handle). */
export interface ScreenMatch {
  id: string;
  handle?: unknown;
}

const entryOf = (m: ScreenMatch): ScreenEntry | undefined => (m.handle as Record<string, ScreenEntry> | undefined)?.[m.id];

/** The common:screens key naming the screen these matched routes (root first) show, if any: the deepest with a title. */
export function screenTitleKey(matches: readonly ScreenMatch[]): string | undefined {
  for (let i = matches.length - 1; i >= 0; i--) {
    const title = entryOf(matches[i])?.[0];
    if (title) return title;
  }
  return undefined;
}

/** Everything the matched routes need: the root's namespaces and each route's. */
export function namespacesOfMatches(matches: readonly ScreenMatch[]): string[] {
  const found = new Set<string>(ROOT_NAMESPACES);
  for (const m of matches) for (const ns of entryOf(m)?.slice(1) ?? []) found.add(ns);
  return [...found];
}
