// The page's texts among the scripts the server's HTML asks for up front (<link rel="modulepreload">, hoisted
// into <head> after the ones React Router's <Scripts/> lists: the entry, vendor and route modules first), so
// they arrive with the code instead of being asked for once the entry has run, a round trip after every other
// script (entry.client.tsx waits for them before hydrating; issue 30). The URLs are the client build's
// (vite.locale-chunks.ts), known to the server only: in the browser the map is empty and this renders nothing.
// Low priority: a server that weighs streams (HTTP/2 and 3, as Cloudflare serves) sends the code first.
import chunks from "virtual:locale-chunks";
import { CORE_NAMESPACES, namespacesForRoutes } from "./route-namespaces";

const core: readonly string[] = CORE_NAMESPACES;

/** `lang`'s chunks of the namespaces the matched routes need. */
export function textChunkUrls(lang: string, routeIds: Iterable<string>): string[] {
  const names = new Set(namespacesForRoutes(routeIds).map((ns) => `${lang}-${core.includes(ns) ? "core" : ns}`));
  return [...names].flatMap((name) => (chunks[name] ? [chunks[name]] : []));
}

export function TextPreloads({ lang, routeIds, nonce }: { lang: string; routeIds: readonly string[]; nonce: string | undefined }) {
  return textChunkUrls(lang, routeIds).map((href) => <link key={href} rel="modulepreload" href={href} fetchPriority="low" nonce={nonce} />);
}
