// Types of local-d1.mjs for the TypeScript that imports it (tests/e2e/fixtures/local-d1.ts).
export function executeFile(stateDir: string, file: string): Promise<string>;
export function executeCommand(stateDir: string, sql: string): Promise<string>;
export function queryRows(stateDir: string, sql: string): Promise<Record<string, unknown>[]>;
