/** vite.locale-chunks.ts: locale chunk name ("en-core") → its URL in the client build; empty in the browser and in dev. */
declare module "virtual:locale-chunks" {
  const urls: Readonly<Record<string, string>>;
  export default urls;
}
