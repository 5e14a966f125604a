// The Worker's and the hubs' log lines (durable-objects/lib/log.ts): one JSON object with
// the request's id, and an error cut down so that the values of a failed query or the
// text of unreadable input never reach the logs.
import { DrizzleQueryError } from "drizzle-orm/errors";
import { describe, expect, it, vi } from "vitest";
import { currentRequestId, log, logLine, safeError, withRequestId } from "../../durable-objects/lib/log";

describe("log lines", () => {
  it("are one JSON object with the level, the message, the request id and the given fields", async () => {
    const line = await withRequestId("8f1e2d3c4b5a6978-DAC", async () => {
      await Promise.resolve();
      return logLine("warn", "Push service not reachable", { pushService: "https://fcm.googleapis.com" });
    });
    expect(JSON.parse(line)).toEqual({
      level: "warn",
      msg: "Push service not reachable",
      requestId: "8f1e2d3c4b5a6978-DAC",
      pushService: "https://fcm.googleapis.com",
    });
    expect(JSON.parse(logLine("info", "outside any request")).requestId).toBeNull();
    expect(currentRequestId()).toBeUndefined();
  });

  it("keep a failed query's SQL and its database reason, not its values", () => {
    const sqlite = new Error("UNIQUE constraint failed: medicines.id: SQLITE_CONSTRAINT");
    const err = new DrizzleQueryError('insert into "medicines" ("id", "name", "dosage") values (?, ?, ?)', ["m1", "Napa Extra", "500 mg"], sqlite);
    const chain = safeError(err);
    expect(chain).toEqual([
      { name: "Error", message: 'Failed query: insert into "medicines" ("id", "name", "dosage") values (?, ?, ?)' },
      { name: "Error", message: "UNIQUE constraint failed: medicines.id: SQLITE_CONSTRAINT" },
    ]);
    expect(JSON.stringify(chain)).not.toMatch(/Napa|500 mg/);
  });

  it("drop the text of input that could not be read", () => {
    let err: unknown;
    try {
      JSON.parse('{"notes": "chest pain since Tuesday"');
    } catch (e) {
      err = e;
    }
    expect(safeError(err)).toEqual([{ name: "SyntaxError", message: "" }]);
    expect(safeError("a string thrown")).toEqual([{ name: "string", message: "" }]);
  });

  it("go to the console's matching level as a single argument", () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      withRequestId("r1", () => log.error("Hub job failed", { job: "reminders" }, new Error("boom")));
      expect(error).toHaveBeenCalledTimes(1);
      expect(JSON.parse(error.mock.calls[0][0] as string)).toEqual({
        level: "error",
        msg: "Hub job failed",
        requestId: "r1",
        job: "reminders",
        error: [{ name: "Error", message: "boom" }],
      });
    } finally {
      error.mockRestore();
    }
  });
});
