// docs/rules/navigation-and-offline.md, "Offline notices": the connection type the browser
// reports (Network Information API's effectiveType), so a patient knows why a screen is slow.

export type ConnectionType = "2g" | "3g" | "4g";

/** The browser's effectiveType as 2G/3G/4G; null where the browser does not say (or says something else). */
export function connectionType(effectiveType: unknown): ConnectionType | null {
  if (effectiveType === "slow-2g" || effectiveType === "2g") return "2g";
  if (effectiveType === "3g" || effectiveType === "4g") return effectiveType;
  return null;
}

/** Types slow enough to explain a slow screen (4G needs no excuse). */
export function isSlowConnection(type: ConnectionType | null): type is "2g" | "3g" {
  return type === "2g" || type === "3g";
}
