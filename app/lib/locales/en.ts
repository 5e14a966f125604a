// Every English namespace in one chunk: one request for a language, not one per file.
export default import.meta.glob<Record<string, unknown>>("../../../locales/en/*.json", { eager: true, import: "default" });
