// Premium-only screens (docs/rules/premium-and-ads.md, "Upgrade prompt"): a free user
// gets the Upgrade prompt instead of the screen, which is then never mounted (its
// queries and effects do not run). Premium users, and everyone while tiers are off,
// get the screen as it is.
import type { ComponentType, ReactNode } from "react";
import type { PremiumFeature } from "~/domain/premium/rules";
import { usePremium } from "~/features/premium/queries";
import { UpgradePrompt } from "./UpgradePrompt";

export function PremiumGate({ feature, children }: { feature: PremiumFeature; children: ReactNode }) {
  return usePremium() ? children : <UpgradePrompt feature={feature} />;
}

/** A route's screen behind the gate: `export default premiumOnly("analytics", HealthInsights);`. */
export function premiumOnly(feature: PremiumFeature, Screen: ComponentType) {
  function PremiumOnly() {
    return (
      <PremiumGate feature={feature}>
        <Screen />
      </PremiumGate>
    );
  }
  PremiumOnly.displayName = `PremiumOnly(${Screen.displayName ?? Screen.name})`;
  return PremiumOnly;
}
