/** vite.screen-index.ts: route id → the stylesheets it names (its screen's declaration, `styles`). */
declare module "virtual:screen-styles" {
  const styles: Record<string, readonly import("~/styles/stylesheets").StylesheetName[]>;
  export default styles;
}
