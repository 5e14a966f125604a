import { describe, expect, it } from "vitest";
import { connectionType, isSlowConnection } from "~/domain/connection";

describe("connection type (docs/rules/navigation-and-offline.md, Offline notices)", () => {
  it("reads the browser's effectiveType as 2G/3G/4G, slow-2g as 2G", () => {
    expect(connectionType("slow-2g")).toBe("2g");
    expect(connectionType("2g")).toBe("2g");
    expect(connectionType("3g")).toBe("3g");
    expect(connectionType("4g")).toBe("4g");
  });
  it("says nothing where the browser does not (no API, or a value it does not know)", () => {
    expect(connectionType(undefined)).toBeNull();
    expect(connectionType("5g")).toBeNull();
    expect(connectionType("")).toBeNull();
  });
  it("2G and 3G explain a slow screen; 4G and unknown do not", () => {
    expect(isSlowConnection("2g")).toBe(true);
    expect(isSlowConnection("3g")).toBe(true);
    expect(isSlowConnection("4g")).toBe(false);
    expect(isSlowConnection(null)).toBe(false);
  });
});
