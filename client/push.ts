/** This browser's Web Push subscription: turn notifications on and off for this device. */
import { api } from "./api";
import { m, type AppMessages } from "./i18n/index";

export function pushSupported(): boolean {
  return typeof navigator !== "undefined" && "serviceWorker" in navigator && typeof window !== "undefined" && "PushManager" in window && "Notification" in window;
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const bin = atob(base64url.replace(/-/g, "+").replace(/_/g, "/") + "=".repeat((4 - (base64url.length % 4)) % 4));
  return Uint8Array.from(bin, (c) => c.charCodeAt(0));
}

/** "Chrome on Android" ("Chrome sous Android"), from the user agent string: only to tell devices apart in Settings. */
export function deviceLabel(ua = navigator.userAgent, words: Pick<AppMessages, "aBrowser" | "browserOn"> = m): string {
  const browser = /Edg\//.test(ua) ? "Edge" : /Firefox\//.test(ua) ? "Firefox" : /Chromium\//.test(ua) ? "Chromium" : /Chrome\//.test(ua) ? "Chrome" : /Safari\//.test(ua) ? "Safari" : words.aBrowser();
  const os = /Android/.test(ua) ? "Android" : /iPhone|iPad/.test(ua) ? "iOS" : /Mac OS X/.test(ua) ? "macOS" : /Windows/.test(ua) ? "Windows" : /Linux/.test(ua) ? "Linux" : "";
  return os ? words.browserOn({ browser, os }) : browser;
}

export async function currentSubscription(): Promise<PushSubscription | null> {
  if (!pushSupported()) return null;
  const reg = await navigator.serviceWorker.getRegistration("/");
  return reg ? reg.pushManager.getSubscription() : null;
}

/** Asks for permission, subscribes with the server's VAPID key and registers the device. */
export async function enablePush(): Promise<void> {
  if (!pushSupported()) throw new Error(m.pushUnsupported());
  const permission = await Notification.requestPermission();
  if (permission !== "granted") throw new Error(m.pushBlocked());
  await navigator.serviceWorker.register("/sw.js", { scope: "/" });
  const reg = await navigator.serviceWorker.ready;
  const { publicKey } = await api<{ publicKey: string }>("/api/push/key");
  const sub = (await reg.pushManager.getSubscription()) ?? (await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) }).catch((e: unknown) => {
    throw new Error(subscribeRefused(e));
  }));
  await api("/api/me/push", { method: "POST", body: { ...sub.toJSON(), label: deviceLabel() } });
}

/**
 * The browser's own refusal to subscribe (Chromium's "Registration failed - permission denied",
 * a DOMException), in words a person can act on. Nothing was registered.
 */
function subscribeRefused(e: unknown): string {
  const name = e instanceof DOMException ? e.name : "";
  const why =
    name === "NotAllowedError"
      ? m.pushNotAllowed()
      : name === "NotSupportedError"
        ? m.pushNotHere()
        : m.pushRefused();
  return m.pushNothingChanged({ why });
}

export async function disablePush(): Promise<void> {
  const sub = await currentSubscription();
  if (!sub) return;
  await api("/api/me/push", { method: "DELETE", body: { endpoint: sub.endpoint } }).catch(() => undefined);
  await sub.unsubscribe();
}
