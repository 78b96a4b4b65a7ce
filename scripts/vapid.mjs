// A VAPID key pair (RFC 8292) for Web Push, as the Worker reads it: VAPID_PUBLIC_KEY is the
// uncompressed P-256 point and VAPID_PRIVATE_KEY the private scalar, both base64url.
//   node scripts/vapid.mjs          prints a fresh pair (for `wrangler secret put`, see README)
// `npm start` and the worker tests call `generateVapidKeys` themselves.
import { webcrypto } from "node:crypto";
import { pathToFileURL } from "node:url";

export async function generateVapidKeys() {
  const pair = await webcrypto.subtle.generateKey({ name: "ECDSA", namedCurve: "P-256" }, true, ["sign", "verify"]);
  const jwk = await webcrypto.subtle.exportKey("jwk", pair.privateKey);
  const raw = Buffer.from(await webcrypto.subtle.exportKey("raw", pair.publicKey));
  return { publicKey: raw.toString("base64url"), privateKey: jwk.d };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const keys = await generateVapidKeys();
  console.log(`VAPID_PUBLIC_KEY=${keys.publicKey}\nVAPID_PRIVATE_KEY=${keys.privateKey}`);
}
