// The Bangla core namespaces (CORE_NAMESPACES in app/platform/i18n/core-namespaces.ts: what the
// root, guard and app shell use) in one chunk, which every page loads (common is the root's);
// every other namespace is a chunk of its own, whose loaders come with this chunk rather than
// with the entry, so a page carries one language's list, not both.
export default import.meta.glob<Record<string, unknown>>("../../../../locales/bn/{common,doses,medicines,push,settings}.json", {
  eager: true,
  import: "default",
});

/** The other namespaces' chunks. The exclusion names CORE_NAMESPACES. */
export const files = import.meta.glob<Record<string, unknown>>(
  ["../../../../locales/bn/*.json", "!../../../../locales/bn/{common,doses,medicines,push,settings}.json"],
  {
    import: "default",
  },
);
