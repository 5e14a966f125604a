// Logs are one JSON line per event with the request's id, and never the user's health data
// (durable-objects/lib/log.ts; docs/OPERATIONS.md "Reading logs"). The Worker and the hub run
// here in one isolate, so their console is the test's.
import { env, runInDurableObject } from "cloudflare:test";
import { uuidv7 } from "uuidv7";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { HubStores } from "../../durable-objects/hub-db";
import { userHub } from "../../durable-objects/user-hub-address";
import { call, newUser, rowOp } from "./helpers";

type Line = { level: string; msg: string; requestId: string | null; [k: string]: unknown };

/** Every line written to console.error while `work` runs, parsed (a line that is not JSON fails the test). */
async function errorLines(work: () => Promise<void>): Promise<Line[]> {
  const written: unknown[][] = [];
  const spy = vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => void written.push(args));
  try {
    await work();
  } finally {
    spy.mockRestore();
  }
  return written.map((args) => {
    expect(args).toHaveLength(1);
    return JSON.parse(args[0] as string) as Line;
  });
}

afterEach(() => vi.restoreAllMocks());

describe("request ids and log lines", () => {
  it("every answer names its request id: Cloudflare's ray id when there is one, a fresh one otherwise", async () => {
    const a = (await call("/api/health")).headers.get("x-request-id");
    const b = (await call("/api/health")).headers.get("x-request-id");
    expect(a).toMatch(/^[0-9a-f-]{36}$/);
    expect(b).not.toBe(a);
    const page = await call("/api/health", { headers: { "cf-ray": "8f1e2d3c4b5a6978-DAC" } });
    expect(page.headers.get("x-request-id")).toBe("8f1e2d3c4b5a6978-DAC");
    // A header that is no ray id is not echoed into the logs and the answer.
    const forged = await call("/api/health", { headers: { "cf-ray": `x"}${"A".repeat(500)}` } });
    expect(forged.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("a write the hub's database refuses is logged as JSON with the op's id, never the medicine it carried", async () => {
    const me = await newUser();
    const name = `Napa Extra ${uuidv7()}`;
    const op = rowOp("medicines", "insert", uuidv7(), { name, dosage: "500 mg", stock_quantity: 20 });
    await runInDurableObject(userHub(env, me.id), (_hub, state) => {
      state.storage.sql.exec("create trigger refuse_medicine before insert on medicines begin select raise(abort, 'refused by test'); end");
    });
    let answered: string | null = null;
    const lines = await errorLines(async () => {
      const res = await call("/api/sync", { method: "POST", cookie: me.cookie, json: { deviceId: "log-test", syncId: uuidv7(), ops: [op] } });
      expect(res.status).toBe(200);
      answered = res.headers.get("x-request-id");
    });
    const line = lines.find((l) => l.msg === "Op failed to write");
    // Logged inside the hub, with the id of the Worker's request that called it (user-hub-address.ts).
    expect(line).toMatchObject({ level: "error", opId: op.opId, table: "medicines", requestId: answered });
    expect(answered).toMatch(/^[0-9a-f-]{36}$/);
    // The database's reason is kept (what an operator needs), the values written are not
    // (tests/unit/log.test.ts cuts a failed drizzle query's values off).
    expect(JSON.stringify(line)).toContain("refused by test");
    expect(JSON.stringify(lines)).not.toContain(name);
    expect(JSON.stringify(lines)).not.toContain("500 mg");
    expect(JSON.stringify(lines)).not.toContain(me.email);
  });

  it("an unexpected failure behind the API is logged with the id the answer carries", async () => {
    const me = await newUser();
    // The hub goes away at its first transaction: the sync's call to it fails, the API answers 500.
    await runInDurableObject(userHub(env, me.id), (hub, state) => {
      const stores = (hub as unknown as { stores: HubStores }).stores;
      stores.hub = new Proxy(stores.hub, {
        get(target, key) {
          if (key === "transaction") return () => state.abort("hub went away (test)");
          const value = Reflect.get(target, key);
          return typeof value === "function" ? value.bind(target) : value;
        },
      });
    });
    const name = `Secret pill ${uuidv7()}`;
    let answer: Response | undefined;
    const lines = await errorLines(async () => {
      answer = await call("/api/sync", {
        method: "POST",
        cookie: me.cookie,
        json: { deviceId: "log-test", syncId: uuidv7(), ops: [rowOp("medicines", "insert", uuidv7(), { name, stock_quantity: 20 })] },
      });
    });
    expect(answer?.status).toBe(500);
    const id = answer?.headers.get("x-request-id");
    expect(id).toBeTruthy();
    const line = lines.find((l) => l.msg === "Unhandled API error");
    expect(line).toMatchObject({ level: "error", requestId: id, method: "POST", route: "/api/sync" });
    expect(JSON.stringify(lines)).not.toContain(name);
  });
});
