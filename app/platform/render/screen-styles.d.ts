/** vite.screen-index.ts: route id → the stylesheets it names (app/screens.ts, `styles`). */
declare module "virtual:screen-styles" {
  const styles: Record<string, readonly import("~/styles/stylesheets").StylesheetName[]>;
  export default styles;
}
