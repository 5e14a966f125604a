// A form's schema starts loading when its module runs, once, and is tried again after a failure
// (app/platform/forms/load-early.ts; docs/forms.md, 7).
import { describe, expect, it, vi } from "vitest";
import { loadEarly } from "~/platform/forms/load-early";

describe("loadEarly", () => {
  it("starts at once in the browser and loads once", async () => {
    const load = vi.fn(async () => "schema");
    const get = loadEarly(load);
    if (!import.meta.env.SSR) expect(load).toHaveBeenCalledTimes(1);
    expect(await get()).toBe("schema");
    expect(await get()).toBe("schema");
    expect(get.value).toBe("schema");
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("tries again after a failed load (offline before it arrived)", async () => {
    let online = false;
    const load = vi.fn(async () => {
      if (!online) throw new TypeError("Failed to fetch dynamically imported module");
      return "schema";
    });
    const get = loadEarly(load);
    await expect(get()).rejects.toThrow(/Failed to fetch/);
    expect(get.value).toBeUndefined();
    online = true;
    expect(await get()).toBe("schema");
    expect(await get()).toBe("schema");
  });
});
