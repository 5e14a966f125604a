// The sleep entry dialog as the sleep screen loads it: only in the browser, once it opens (a
// tap, or ?edit= after hydration), never in the server's HTML, so the Worker leaves it out
// (docs/PERFORMANCE.md, "The Worker").
export { SleepEntryDialog } from "./SleepEntryDialog";
