// docs/rules/entry-and-accounts.md: constants of the entry flow.
export const SPLASH_DELAY_MS = 2000;
export const FEATURE_INTRO_SLIDES = 3;

/** This device's first-run flags (device-local keys hasSeenLanguageSelection, hasSeenFeatureIntro). */
export interface FirstRunFlags {
  hasSeenLanguageSelection: boolean;
  hasSeenFeatureIntro: boolean;
}

/**
 * docs/rules/entry-and-accounts.md, "First run": where a signed-out visitor goes next:
 * language selection once, then the feature intro once, then sign-in.
 */
export function signedOutDestination(flags: FirstRunFlags): "/language-selection" | "/feature-intro" | "/auth/login" {
  if (!flags.hasSeenLanguageSelection) return "/language-selection";
  if (!flags.hasSeenFeatureIntro) return "/feature-intro";
  return "/auth/login";
}
