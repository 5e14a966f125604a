// Facts about the app shown on the More page (spec 1 §2).
export const SUPPORT_EMAIL = "support@sushastho.app";
export const APP_VERSION = "0.1.0";
/** Spec 1 §9: how long "Copied!" stays. */
export const COPIED_INDICATOR_MS = 2000;
