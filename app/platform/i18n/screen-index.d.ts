/** vite.screen-index.ts: route id → [title under common:screens, or "", then the locale namespaces it loads], from app/screens.ts. */
declare module "virtual:screen-index" {
  const screens: Readonly<Record<string, readonly [title: string, ...namespaces: string[]]>>;
  export default screens;
}
