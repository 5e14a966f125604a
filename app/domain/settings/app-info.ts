// Facts about the app shown on the More page (docs/rules/profile-and-settings.md, "More").
export const SUPPORT_EMAIL = "support@sushastho.app";
export const APP_VERSION = "0.1.0";
/** How long "Copied!" stays. */
export const COPIED_INDICATOR_MS = 2000;
