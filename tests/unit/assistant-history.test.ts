// The assistant's conversation on the device (docs/rules/assistant.md, "History"): one
// per user, so a shared phone's accounts never see each other's; cleared with the
// user's other device data on sign-out; the newest HISTORY_MAX kept.
import "fake-indexeddb/auto";
import { beforeAll, describe, expect, it } from "vitest";
import { clearHistory, HISTORY_MAX, readHistory, writeHistory, type ChatMessage } from "~/features/assistant/history";
import { clearUserDeviceData } from "~/platform/device/user-data";
import { rememberUser } from "~/features/auth/forgotten-users";

const question = (text: string, i = 0): ChatMessage => ({ id: `m${i}`, role: "user", text, at: "2026-01-01T00:00:00Z" });

beforeAll(() => {
  // device-data.ts clears localStorage too: Node has none.
  const items = new Map<string, string>();
  const storage = {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (k: string) => items.get(k) ?? null,
    key: (i: number) => [...items.keys()][i] ?? null,
    removeItem: (k: string) => void items.delete(k),
    setItem: (k: string, v: string) => void items.set(k, String(v)),
  } as Storage;
  Object.defineProperty(globalThis, "localStorage", { value: storage, configurable: true });
});

describe("assistant history", () => {
  it("is kept per user: another account on the phone sees only its own", async () => {
    await writeHistory("alice", [question("When is my next dose?")]);
    await writeHistory("bob", [question("আমার রক্তচাপ কত?")]);
    expect((await readHistory("alice")).map((m) => m.role === "user" && m.text)).toEqual(["When is my next dose?"]);
    expect((await readHistory("bob")).map((m) => m.role === "user" && m.text)).toEqual(["আমার রক্তচাপ কত?"]);
    await clearHistory("alice");
    expect(await readHistory("alice")).toEqual([]);
    expect(await readHistory("bob")).toHaveLength(1);
  });

  it("goes with the user's device data on sign-out, and is not written back afterwards", async () => {
    rememberUser("carol");
    await writeHistory("carol", [question("hi")]);
    await writeHistory("dave", [question("hello")]);
    await clearUserDeviceData("carol");
    expect(await readHistory("carol")).toEqual([]);
    await writeHistory("carol", [question("late write")]);
    expect(await readHistory("carol")).toEqual([]);
    expect(await readHistory("dave")).toHaveLength(1);
  });

  it("keeps the newest HISTORY_MAX messages", async () => {
    await writeHistory(
      "erin",
      Array.from({ length: HISTORY_MAX + 5 }, (_, i) => question(`q${i}`, i)),
    );
    const kept = await readHistory("erin");
    expect(kept).toHaveLength(HISTORY_MAX);
    expect(kept[0]).toMatchObject({ text: "q5" });
  });
});
