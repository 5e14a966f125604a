/** vite.screen-index.ts: route id → [title under common:screens, or "", then the locale namespaces it loads] — read from each route module's `screen` declaration. */
declare module "virtual:screen-index" {
  const screens: Readonly<Record<string, readonly [title: string, ...namespaces: string[]]>>;
  export default screens;
}
