// The push service's and the browser's side of Web Push, for e2e tests in Node:
// a local HTTP server standing in for the push service (headless Chromium has
// none), a subscriber's keys (ECDH P-256 + 16-byte auth secret, RFC 8291 §2),
// VAPID JWT verification (RFC 8292) and aes128gcm decryption (RFC 8291 + RFC 8188).
// Ported from tests/api/reminders.test.ts (same checks, Node's WebCrypto).
import { createECDH, randomBytes, webcrypto } from "node:crypto";
import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";

const subtle = webcrypto.subtle;

export const b64u = {
  encode: (bytes: Uint8Array) => Buffer.from(bytes).toString("base64url"),
  decode: (text: string) => new Uint8Array(Buffer.from(text, "base64url")),
};
const utf8 = (s: string) => new TextEncoder().encode(s);

export interface PushRequest {
  path: string;
  headers: IncomingHttpHeaders;
  body: Uint8Array;
}

/** A push service on 127.0.0.1 (a free port) that records every request and answers 201. */
export async function startPushService() {
  const received: PushRequest[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      received.push({ path: req.url ?? "", headers: req.headers, body: new Uint8Array(Buffer.concat(chunks)) });
      res.writeHead(201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A browser's side of a subscription: an ECDH P-256 key pair and a 16-byte auth secret. */
export function newSubscriber(endpoint: string) {
  const ecdh = createECDH("prime256v1");
  const publicRaw = new Uint8Array(ecdh.generateKeys());
  const auth = new Uint8Array(randomBytes(16));
  return { endpoint, ecdh, publicRaw, auth, json: { endpoint, keys: { p256dh: b64u.encode(publicRaw), auth: b64u.encode(auth) } } };
}
export type Subscriber = ReturnType<typeof newSubscriber>;

async function hkdf(salt: Uint8Array, ikm: Uint8Array, info: Uint8Array, bytes: number) {
  const key = await subtle.importKey("raw", ikm, "HKDF", false, ["deriveBits"]);
  return new Uint8Array(await subtle.deriveBits({ name: "HKDF", hash: "SHA-256", salt, info }, key, bytes * 8));
}

/** RFC 8291 + RFC 8188 (aes128gcm, one record): what the browser does with a push message's body. Throws when it does not decrypt. */
export async function decryptPush(body: Uint8Array, sub: Subscriber): Promise<string> {
  const salt = body.slice(0, 16);
  const rs = new DataView(body.buffer, body.byteOffset + 16, 4).getUint32(0);
  const idlen = body[20];
  const senderPublic = body.slice(21, 21 + idlen);
  const ciphertext = body.slice(21 + idlen);
  if (idlen !== 65) throw new Error(`keyid of ${idlen} bytes, not an uncompressed P-256 key`);
  if (ciphertext.length > rs) throw new Error("more than one record");
  const ecdhSecret = new Uint8Array(sub.ecdh.computeSecret(senderPublic));
  const ikm = await hkdf(sub.auth, ecdhSecret, Buffer.concat([utf8("WebPush: info\0"), sub.publicRaw, senderPublic]), 32);
  const cek = await hkdf(salt, ikm, utf8("Content-Encoding: aes128gcm\0"), 16);
  const nonce = await hkdf(salt, ikm, utf8("Content-Encoding: nonce\0"), 12);
  const key = await subtle.importKey("raw", cek, "AES-GCM", false, ["decrypt"]);
  const plain = new Uint8Array(await subtle.decrypt({ name: "AES-GCM", iv: nonce }, key, ciphertext));
  // The last record ends with the delimiter 0x02, then zero padding.
  let end = plain.length - 1;
  while (end >= 0 && plain[end] === 0) end--;
  if (plain[end] !== 2) throw new Error("no last-record delimiter");
  return new TextDecoder().decode(plain.slice(0, end));
}

/** RFC 8292: `vapid t=<JWT>, k=<public key>`; answers the key, the JWT's claims and whether its ES256 signature verifies with `publicKey`. */
export async function verifyVapid(authorization: string | undefined, publicKey: string) {
  const m = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(authorization ?? "");
  if (!m) return { valid: false, k: null, header: null, claims: null };
  const [, jwt, k] = m;
  const [header, claims, signature] = jwt.split(".");
  const key = await subtle.importKey("raw", b64u.decode(publicKey), { name: "ECDSA", namedCurve: "P-256" }, false, ["verify"]);
  const valid = await subtle.verify({ name: "ECDSA", hash: "SHA-256" }, key, b64u.decode(signature), utf8(`${header}.${claims}`));
  return {
    valid,
    k,
    header: JSON.parse(Buffer.from(header, "base64url").toString()) as { alg: string; typ: string },
    claims: JSON.parse(Buffer.from(claims, "base64url").toString()) as { aud: string; exp: number; sub: string },
  };
}
