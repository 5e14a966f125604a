// Cloud backup is premium (docs/rules/premium-and-ads.md): until its screen is built,
// the "coming soon" screen behind the Upgrade gate. The screen that replaces this
// module keeps the gate: `export default premiumOnly("cloudBackup", CloudBackup);`.
import { premiumOnly } from "~/components/premium/PremiumGate";
import ComingSoon from "../coming-soon";

export default premiumOnly("cloudBackup", function CloudBackupSoon() {
  return <ComingSoon screen="cloudBackup" />;
});
