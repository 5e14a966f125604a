// Every Bangla namespace in one chunk: one request for a language, not one per file.
export default import.meta.glob<Record<string, unknown>>("../../../locales/bn/*.json", { eager: true, import: "default" });
