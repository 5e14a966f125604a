// The one clock of a hub's jobs: the reminders, the follow-up work, the daily backup and
// the daily tip all read it, so a test moves time for all of them at once
// (vi.spyOn(hubClock, "now")) and nothing in the hub depends on the hour a test runs.
export const hubClock = { now: () => Date.now() };
