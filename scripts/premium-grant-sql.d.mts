// Types of premium-grant-sql.mjs for the TypeScript that imports it (tests/api/premium-ads.test.ts).
export function checkedEmail(email: unknown): string;
export function checkedDays(days: unknown): number | undefined;
export function grantStatements(email: string, days?: number | string, now?: Date): string[];
export function revokeStatements(email: string): string[];
