// The mark-medicines dialog as DoseAlarm loads it: only in the browser (it opens after a tap, an alarm or a
// notification, never in the server's HTML), so the Worker leaves it out (docs/PERFORMANCE.md, "The Worker").
export { MarkDialog } from "./MarkDialog";
