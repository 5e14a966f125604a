// The VAPID header the Worker signs with WebCrypto (durable-objects/push/vapid.ts) in place
// of web-push's jws and asn1.js: verified with the public key the way a push service does,
// and the same token web-push would make, signature aside (ECDSA's is random each time).
import { env } from "cloudflare:workers";
import webpush from "web-push";
import { describe, expect, it } from "vitest";
import { VAPID_TOKEN_SECONDS, vapidAuthorization } from "../../durable-objects/push/vapid";
import { b64u, verifyVapid } from "./reminder-fixtures";

const keys = { subject: env.VAPID_SUBJECT, publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY };
const endpoint = "https://fcm.googleapis.com:443/fcm/send/abc:def";
const jsonPart = (jwt: string, i: number) => JSON.parse(new TextDecoder().decode(b64u.decode(jwt.split(".")[i])));
const jwtOf = (authorization: string) => /t=([\w.-]+)/.exec(authorization)![1];

describe("VAPID by WebCrypto", () => {
  it("signs an ES256 token for the push service's origin that its public key verifies", async () => {
    const now = Date.UTC(2026, 10, 28, 8, 0, 0, 500);
    const authorization = await vapidAuthorization(endpoint, keys, now);
    const vapid = await verifyVapid(authorization, env.VAPID_PUBLIC_KEY);
    expect(vapid.valid).toBe(true);
    expect(vapid.claims).toEqual({
      aud: "https://fcm.googleapis.com",
      exp: Date.UTC(2026, 10, 28, 8, 0, 0) / 1000 + VAPID_TOKEN_SECONDS,
      sub: env.VAPID_SUBJECT,
    });

    // Another key does not verify it: the verification is real.
    const stranger = (await crypto.subtle.generateKey({ name: "ECDSA", namedCurve: "P-256" }, true, ["sign", "verify"])) as CryptoKeyPair;
    const strangerKey = b64u.encode(new Uint8Array((await crypto.subtle.exportKey("raw", stranger.publicKey)) as ArrayBuffer));
    expect((await verifyVapid(authorization.replace(/k=[\w-]+$/, `k=${strangerKey}`), strangerKey)).valid).toBe(false);
  });

  it("makes the header and claims web-push's own signing makes", async () => {
    const ours = jwtOf(await vapidAuthorization(endpoint, keys));
    const theirs = jwtOf(webpush.getVapidHeaders("https://fcm.googleapis.com", keys.subject, keys.publicKey, keys.privateKey, "aes128gcm").Authorization);
    expect(jsonPart(ours, 0)).toEqual(jsonPart(theirs, 0));
    const { exp: ourExp, ...ourClaims } = jsonPart(ours, 1);
    const { exp: theirExp, ...theirClaims } = jsonPart(theirs, 1);
    expect(ourClaims).toEqual(theirClaims);
    expect(Object.keys(jsonPart(ours, 1))).toEqual(Object.keys(jsonPart(theirs, 1)));
    expect(typeof ourExp).toBe(typeof theirExp);
    // web-push's token also verifies with the same check: the test's verifier is no easier on ours.
    expect((await verifyVapid(`vapid t=${theirs}, k=${keys.publicKey}`, keys.publicKey)).valid).toBe(true);
  });

  it("refuses keys that are not a P-256 pair, and a subject that is not mailto: or https:", async () => {
    const other = webpush.generateVAPIDKeys();
    await expect(vapidAuthorization(endpoint, { ...keys, privateKey: other.privateKey })).rejects.toThrow();
    await expect(vapidAuthorization(endpoint, { ...keys, publicKey: keys.publicKey.slice(0, -4) })).rejects.toThrow(/VAPID_PUBLIC_KEY/);
    await expect(vapidAuthorization(endpoint, { ...keys, privateKey: "abc" })).rejects.toThrow(/VAPID_PRIVATE_KEY/);
    await expect(vapidAuthorization(endpoint, { ...keys, subject: "support@sushastho.app" })).rejects.toThrow(/VAPID_SUBJECT/);
  });
});
