// docs/rules/entry-and-accounts.md: constants of the entry flow.
export const SPLASH_DELAY_MS = 2000;
export const FEATURE_INTRO_SLIDES = 3;
