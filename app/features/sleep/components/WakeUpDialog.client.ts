// The wake-up dialog as SleepStatus loads it: only in the browser, after "Wake up" is tapped (issue 30: not among the
// scripts a page waits for before it hydrates, and not in the Worker).
export { WakeUpDialog } from "./WakeUpDialog";
