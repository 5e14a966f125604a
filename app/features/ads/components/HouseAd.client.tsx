// The ads' code, one lazy chunk (loaded by HouseAdSlot for free users online only).
import type { AdType } from "~/domain/ads/rules";
import { HouseBanner } from "./HouseBanner";
import { ModalAd } from "./ModalAd";
import { NativeAdCard } from "./NativeAdCard";

export default function HouseAd({ type }: { type: AdType }) {
  if (type === "banner") return <HouseBanner />;
  if (type === "native") return <NativeAdCard />;
  return <ModalAd type={type} />;
}
