// A screen's declaration is read by the build from its module's source (vite.screen-index.ts):
// what it reads, and the clear failure when a value is not written out (the build would
// otherwise give the screen no title, no texts or no styles without a word).
import { describe, expect, it } from "vitest";
import { declarationIn, declaredScreens, withoutDeclared } from "../../vite.screen-index";

describe("a screen's declaration, read from its source", () => {
  it("reads a plain declaration and one with reads, leaving the reads out", () => {
    expect(
      declarationIn("a.tsx", `export const screen = { title: "login", namespaces: ["auth"], styles: ["entry-auth"], scan: true } satisfies ScreenDeclaration;`),
    ).toEqual({
      title: "login",
      namespaces: ["auth"],
      styles: ["entry-auth"],
      scan: true,
    });
    const withReads = `export const screen = declareScreen({ title: "labs", reads: ({ params }) => [["labReport", { id: params.id ?? "" }]] });`;
    expect(declarationIn("b.tsx", withReads)).toEqual({ title: "labs", reads: undefined });
    expect(declarationIn("c.tsx", `export default function X() {}`)).toEqual({});
  });

  it("fails, naming the module, on a value the build cannot read without running it", () => {
    expect(() => declarationIn("routes/x.tsx", `const T = "a"; export const screen = { title: T };`)).toThrow(/app\/routes\/x\.tsx.*title/);
    expect(() => declarationIn("routes/x.tsx", `export const screen = { ...BASE, title: "a" };`)).toThrow(/spread/);
    expect(() => declarationIn("routes/x.tsx", `export const screen = { namespaces: [NS] };`)).toThrow(/namespaces/);
    expect(() => declarationIn("routes/x.tsx", `export const screen = { tittle: "a" };`)).toThrow(/tittle/);
    expect(() => declarationIn("routes/x.tsx", `const title = "a"; export const screen = { title };`)).toThrow(/title by a name/);
    expect(() => declarationIn("routes/x.tsx", `const screen = { title: "a" };`)).toThrow(/not exported/);
  });

  it("gives each route of a module serving several its own title, and the module's namespaces", () => {
    const byId = new Map(declaredScreens().map((s) => [s.id, s]));
    expect(byId.get("routes/tracking/blood-pressure")).toMatchObject({ title: "bloodPressure", namespaces: ["health-metrics"], scan: true, signedIn: true });
    expect(byId.get("routes/tracking/weight")).toMatchObject({ title: "weight", namespaces: ["health-metrics"], scan: false });
    expect(byId.get("routes/auth/login")).toMatchObject({ title: "login", signedIn: false, scan: true, styles: ["entry-auth"] });
    expect(byId.get("routes/app-frame")).toMatchObject({ untitled: true, namespaces: ["doses", "medicines", "settings"] });
  });

  it("leaves the bundles the reads alone, every position where it was", () => {
    const source = `import x from "y";\nexport const screen = declareScreen({\n  title: "labs",\n  styles: ["a", "b"],\n  reads: () => [["labs", null]],\n});\nexport const loader = screen.loader;`;
    const stripped = withoutDeclared("a.tsx", source);
    expect(stripped).toHaveLength(source.length);
    expect(stripped.split("\n").length).toBe(source.split("\n").length);
    expect(stripped).not.toMatch(/title|styles|export const screen/);
    expect(stripped).toContain("const screen = declareScreen(");
    expect(stripped).toContain(`reads: () => [["labs", null]],`);

    const shorthand = `const reads = () => [["labs", null]];\nexport const screen = declareScreen({ title: "labs", reads });`;
    expect(withoutDeclared("c.tsx", shorthand)).toMatch(/declareScreen\(\{\s+reads \}\)/);
    expect(declarationIn("c.tsx", shorthand)).toEqual({ title: "labs", reads: undefined });
    const plain = `export const screen = { title: "login", scan: true } satisfies ScreenDeclaration;`;
    expect(withoutDeclared("b.tsx", plain).trim()).toBe("");
  });
});
