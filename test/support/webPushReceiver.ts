/**
 * The browser's side of Web Push, for tests: a subscriber's keys, RFC 8291 `aes128gcm`
 * decryption (checked against RFC 8291 Appendix A in test/worker/push.test.ts) and the
 * verification of a VAPID `Authorization` header (RFC 8292). Web Crypto only: runs in
 * workerd and in Node.
 */
const enc = new TextEncoder();

export function b64url(bytes: ArrayBuffer | Uint8Array): string {
  let bin = "";
  for (const b of new Uint8Array(bytes)) bin += String.fromCharCode(b);
  return btoa(bin).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

export function unb64url(text: string): Uint8Array<ArrayBuffer> {
  const bin = atob(text.replace(/-/g, "+").replace(/_/g, "/") + "=".repeat((4 - (text.length % 4)) % 4));
  return Uint8Array.from(bin, (c) => c.charCodeAt(0));
}

const concat = (...parts: Uint8Array[]): Uint8Array<ArrayBuffer> => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) (out.set(p, at), (at += p.length));
  return out;
};

async function hmac(key: Uint8Array<ArrayBuffer>, data: Uint8Array<ArrayBuffer>): Promise<Uint8Array<ArrayBuffer>> {
  const k = await crypto.subtle.importKey("raw", key, { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  return new Uint8Array(await crypto.subtle.sign("HMAC", k, data));
}

export interface Subscriber {
  p256dh: string;
  auth: string;
  privateKey: CryptoKey;
}

/** A user agent's push keys, as `PushManager.subscribe` makes them. */
export async function newSubscriber(): Promise<Subscriber> {
  const pair = (await crypto.subtle.generateKey({ name: "ECDH", namedCurve: "P-256" }, true, ["deriveBits"])) as CryptoKeyPair;
  const raw = new Uint8Array((await crypto.subtle.exportKey("raw", pair.publicKey)) as ArrayBuffer);
  return { p256dh: b64url(raw), auth: b64url(crypto.getRandomValues(new Uint8Array(16))), privateKey: pair.privateKey };
}

/** A subscriber from known keys (the RFC's test vector): the private scalar and the public point. */
export async function subscriberFrom(privateD: string, p256dh: string, auth: string): Promise<Subscriber> {
  const point = unb64url(p256dh);
  const privateKey = await crypto.subtle.importKey(
    "jwk",
    { kty: "EC", crv: "P-256", d: privateD, x: b64url(point.slice(1, 33)), y: b64url(point.slice(33, 65)) },
    { name: "ECDH", namedCurve: "P-256" },
    false,
    ["deriveBits"],
  );
  return { p256dh, auth, privateKey };
}

/** RFC 8291 §3.4 and RFC 8188: the plaintext of one `aes128gcm` push message body. */
export async function decryptPush(body: Uint8Array<ArrayBuffer>, subscriber: Subscriber): Promise<string> {
  const salt = body.slice(0, 16);
  const recordSize = new DataView(body.buffer, body.byteOffset + 16, 4).getUint32(0);
  const idLength = body[20]!;
  const asPublic = body.slice(21, 21 + idLength);
  const record = body.slice(21 + idLength);
  if (record.length > recordSize) throw new Error("more than one record: a push message is one record");
  const asKey = await crypto.subtle.importKey("raw", asPublic, { name: "ECDH", namedCurve: "P-256" }, false, []);
  const ecdh = new Uint8Array(await crypto.subtle.deriveBits({ name: "ECDH", public: asKey }, subscriber.privateKey, 256));
  const uaPublic = unb64url(subscriber.p256dh);
  const prkKey = await hmac(unb64url(subscriber.auth), ecdh);
  const ikm = await hmac(prkKey, concat(enc.encode("WebPush: info\0"), uaPublic, asPublic, new Uint8Array([1])));
  const prk = await hmac(salt, ikm);
  const cek = (await hmac(prk, concat(enc.encode("Content-Encoding: aes128gcm\0"), new Uint8Array([1])))).slice(0, 16);
  const nonce = (await hmac(prk, concat(enc.encode("Content-Encoding: nonce\0"), new Uint8Array([1])))).slice(0, 12);
  const key = await crypto.subtle.importKey("raw", cek, "AES-GCM", false, ["decrypt"]);
  const padded = new Uint8Array(await crypto.subtle.decrypt({ name: "AES-GCM", iv: nonce }, key, record));
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error("the last record must end with the delimiter 0x02");
  return new TextDecoder().decode(padded.slice(0, end));
}

/** Checks `vapid t=<jwt>, k=<key>` (RFC 8292): the signature verifies with `k`; returns the claims. */
export async function verifyVapid(authorization: string, publishedKey: string): Promise<{ aud: string; exp: number; sub: string }> {
  const m = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(authorization);
  if (!m) throw new Error(`not a vapid Authorization: ${authorization}`);
  const [, jwt, k] = m;
  if (k !== publishedKey) throw new Error("k= is not the published key");
  const [header, claims, signature] = jwt!.split(".");
  if (JSON.parse(new TextDecoder().decode(unb64url(header!))).alg !== "ES256") throw new Error("not ES256");
  const point = unb64url(k!);
  const key = await crypto.subtle.importKey(
    "jwk",
    { kty: "EC", crv: "P-256", x: b64url(point.slice(1, 33)), y: b64url(point.slice(33, 65)) },
    { name: "ECDSA", namedCurve: "P-256" },
    false,
    ["verify"],
  );
  const ok = await crypto.subtle.verify({ name: "ECDSA", hash: "SHA-256" }, key, unb64url(signature!), enc.encode(`${header}.${claims}`));
  if (!ok) throw new Error("the VAPID signature does not verify with the published key");
  return JSON.parse(new TextDecoder().decode(unb64url(claims!)));
}
