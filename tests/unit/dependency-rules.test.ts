// The dependency rules between runtimes (eslint.config.js, DEPENDENCY_RULES) still catch what
// they are for: each case lints a made-up file at a real path with the repository's own
// config, so a zone dropped or re-pointed wrongly fails here, not silently in review.
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const eslint = new ESLint({ cwd: new URL("../..", import.meta.url).pathname, cache: false });

async function ruleIds(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.map((m) => m.ruleId ?? m.message);
}

// The first lint loads the parser and plugins: seconds on a busy machine, past vitest's 5 s default.
describe("the dependency rules", { timeout: 60_000 }, () => {
  it("let app/domain import app/domain and zod", async () => {
    const code = 'import { z } from "zod/mini";\nimport { localDate } from "./time/zoned-time";\nexport const x = [z, localDate];\n';
    expect(await ruleIds("app/domain/rules-fixture.ts", code)).toEqual([]);
  });

  it.each([
    ["the Worker", 'import { readStores } from "../../workers/reads/stores";'],
    ["the Durable Object", 'import { userHub } from "../../durable-objects/user-hub-address";'],
    ["the server's helpers", 'import { hmacSign } from "../../durable-objects/lib/hmac";'],
    ["the browser app", 'import { api } from "../platform/api";'],
    ["the browser app through ~", 'import { api } from "~/platform/api";'],
  ])("keep app/domain from importing %s", async (_, line) => {
    expect(await ruleIds("app/domain/rules-fixture.ts", `${line}\nexport const x = 1;\n`)).toContain("import-x/no-restricted-paths");
  });

  it("keep React and other packages out of app/domain", async () => {
    expect(await ruleIds("app/domain/rules-fixture.ts", 'import { useState } from "react";\nexport const x = useState;\n')).toContain("no-restricted-imports");
  });

  it("keep a Durable Object from importing the Worker", async () => {
    const code = 'import { readStores } from "../workers/reads/stores";\nexport const x = readStores;\n';
    expect(await ruleIds("durable-objects/rules-fixture.ts", code)).toContain("import-x/no-restricted-paths");
  });

  it("keep the browser app from importing server code", async () => {
    const code = 'import { userHub } from "../../durable-objects/user-hub-address";\nexport const x = userHub;\n';
    expect(await ruleIds("app/platform/rules-fixture.ts", code)).toContain("import-x/no-restricted-paths");
  });

  it("keep the server to app/domain inside app/", async () => {
    const code = 'import { api } from "../app/platform/api";\nexport const x = api;\n';
    expect(await ruleIds("workers/rules-fixture.ts", code)).toContain("import-x/no-restricted-paths");
  });

  it("keep app/platform below the features' components and the routes", async () => {
    const component = 'import { MedicineCard } from "../features/medicines/components/MedicineCard";\nexport const x = MedicineCard;\n';
    expect(await ruleIds("app/platform/rules-fixture.ts", component)).toContain("import-x/no-restricted-paths");
    const route = 'import Dashboard from "../../routes/dashboard";\nexport const x = Dashboard;\n';
    expect(await ruleIds("app/features/dashboard/rules-fixture.ts", route)).toContain("import-x/no-restricted-paths");
    const queries = 'import { useMedicines } from "../features/medicines/queries";\nexport const x = useMedicines;\n';
    expect(await ruleIds("app/platform/rules-fixture.ts", queries)).not.toContain("import-x/no-restricted-paths");
  });
});
