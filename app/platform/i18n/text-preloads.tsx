// The page's texts among the scripts the server's HTML asks for up front (<link rel="modulepreload">, hoisted
// into <head> after the ones React Router's <Scripts/> lists: the entry, vendor and route modules first), so
// they arrive with the code instead of being asked for once the entry has run, a round trip after every other
// script (entry.client.tsx waits for them before hydrating; issue 30). The URLs are the client build's
// (vite.locale-chunks.ts), known to the server only: in the browser the map is empty and this renders nothing.
// Low priority: a server that weighs streams (HTTP/2 and 3, as Cloudflare serves) sends the code first.
import chunks from "virtual:locale-chunks";
import { CORE_NAMESPACES } from "./core-namespaces";

const core: readonly string[] = CORE_NAMESPACES;

/** `lang`'s chunks of `namespaces` (the matched routes', screen-handles.ts). */
export function textChunkUrls(lang: string, namespaces: readonly string[]): string[] {
  const names = new Set(namespaces.map((ns) => `${lang}-${core.includes(ns) ? "core" : ns}`));
  return [...names].flatMap((name) => (chunks[name] ? [chunks[name]] : []));
}

export function TextPreloads({ lang, namespaces, nonce }: { lang: string; namespaces: readonly string[]; nonce: string | undefined }) {
  return textChunkUrls(lang, namespaces).map((href) => <link key={href} rel="modulepreload" href={href} fetchPriority="low" nonce={nonce} />);
}
