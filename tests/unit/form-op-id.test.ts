// The op id a server-rendered form carries (the no-script form path): the same on the server
// and in the hydrated page, a different one for each form of the page and for each page.
import { uuidv7 } from "uuidv7";
import { describe, expect, it } from "vitest";
import { opSchema } from "../../app/domain/sync/op-schema";
import { formOpId, postedOpId } from "../../app/domain/sync/form-post";

describe("formOpId", () => {
  const seed = uuidv7();
  it("is a UUID the sync's op schema takes, keeping the seed's time", () => {
    const id = formOpId(seed, "dose:a:2026-11-27:08:00");
    expect(opSchema.shape.opId.safeParse(id).success).toBe(true);
    expect(id.slice(0, 28)).toBe(seed.slice(0, 28));
  });
  it("is the same for the same page and form, and differs by form and by page", () => {
    expect(formOpId(seed, "symptom")).toBe(formOpId(seed, "symptom"));
    const keys = ["symptom", "dose:a:2026-11-27:08:00", "dose:b:2026-11-27:08:00", "dose:a:2026-11-27:20:00"];
    expect(new Set(keys.map((k) => formOpId(seed, k))).size).toBe(keys.length);
    expect(formOpId(uuidv7(), "symptom")).not.toBe(formOpId(seed, "symptom"));
  });
});

describe("postedOpId", () => {
  it("takes a UUID (in either case) and nothing else", () => {
    const id = uuidv7();
    expect(postedOpId(id.toUpperCase())).toBe(id);
    for (const bad of [undefined, "", "not-a-uuid", `${id}x`]) expect(postedOpId(bad)).toBeNull();
  });
});
