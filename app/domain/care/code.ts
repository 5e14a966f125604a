// docs/rules/care.md, "Invite": the code a patient reads aloud or shows. Eight characters
// from an alphabet without look-alikes (no 0/O, 1/I/L), shown as two groups of four.
// 31^8 ≈ 8.5 × 10^11 codes, live 24 hours, used once, and accepting is rate-limited.

export const CARE_CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
export const CARE_CODE_LENGTH = 8;
/** The largest multiple of the alphabet's size below 256: bytes at or above it are dropped, so every character is equally likely. */
const UNBIASED_LIMIT = 256 - (256 % CARE_CODE_ALPHABET.length);

/** A code from random bytes (enough of them: twice the length is plenty), or null when too few were usable. */
export function careCodeFromBytes(bytes: Uint8Array): string | null {
  let code = "";
  for (const b of bytes) {
    if (b >= UNBIASED_LIMIT) continue;
    code += CARE_CODE_ALPHABET[b % CARE_CODE_ALPHABET.length];
    if (code.length === CARE_CODE_LENGTH) return code;
  }
  return null;
}

/** A new code, from a source of random bytes (crypto.getRandomValues in each runtime). */
export function newCareCode(randomBytes: (n: number) => Uint8Array): string {
  for (;;) {
    const code = careCodeFromBytes(randomBytes(CARE_CODE_LENGTH * 2));
    if (code) return code;
  }
}

/** The code as typed (any case, spaces or a dash between the groups), or null when it cannot be one. */
export function normalizeCareCode(typed: string): string | null {
  const code = typed.toUpperCase().replace(/[\s-]/g, "");
  if (code.length !== CARE_CODE_LENGTH) return null;
  for (const c of code) if (!CARE_CODE_ALPHABET.includes(c)) return null;
  return code;
}

/** "ABCD-EFGH": easier to read aloud and copy. */
export function formatCareCode(code: string): string {
  return `${code.slice(0, 4)}-${code.slice(4)}`;
}
