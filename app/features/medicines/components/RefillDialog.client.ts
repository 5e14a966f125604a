// The refill dialog as its screens load it: only in the browser, when it opens (a tap on
// Refill, never in the server's HTML), so neither the page's first scripts nor the Worker
// carry it (RefillDialogWhenOpen.tsx; docs/PERFORMANCE.md "JavaScript per page").
export { RefillDialog } from "./RefillDialog";
