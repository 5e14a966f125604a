// Types of admin-create-sql.mjs for the TypeScript that imports it (tests/api/admin.test.ts).
export function newInvite(): { token: string; hash: string };
export function adminCreateStatements(email: string, invite?: { token: string; hash: string }, now?: Date): string[];
