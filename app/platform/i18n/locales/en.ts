// The English core namespaces (CORE_NAMESPACES in app/platform/i18n/route-namespaces.ts: what the
// root, guard and app shell use) in one chunk; every other namespace is a chunk of its own.
export default import.meta.glob<Record<string, unknown>>("../../../../locales/en/{common,doses,medicines,push,settings}.json", {
  eager: true,
  import: "default",
});
