// The web app manifest; vite-plugin-pwa writes it to /manifest.webmanifest at build time.
export const THEME_COLOR = "#4FB7B3";

export const manifest = {
  name: "Sushastho — Your Health Companion",
  short_name: "Sushastho",
  description: "Your complete health companion: medicines, reminders, trackers and records, in English and Bangla.",
  start_url: "/splash",
  scope: "/",
  display: "standalone" as const,
  background_color: "#ffffff",
  theme_color: THEME_COLOR,
  lang: "en",
  icons: [
    { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png" },
    { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png" },
    { src: "/icons/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" as const },
  ],
};
