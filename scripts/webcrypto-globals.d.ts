// Node ≥ 20 has Web Crypto's classes as globals, but @types/node 20 names their types only
// under node:crypto's webcrypto. scripts/rotate-backup-key.ts runs the server's backup crypto
// (durable-objects/lib/backup-crypto.ts) in Node, which names these two as globals.
type CryptoKey = import("node:crypto").webcrypto.CryptoKey;
type BufferSource = import("node:crypto").webcrypto.BufferSource;
