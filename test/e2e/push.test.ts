/**
 * Web Push in Debian's Chromium, as far as a machine without a browser vendor's push service
 * allows. Settings' "Turn on notifications" registers the service worker and asks Chromium to
 * subscribe (headless Chromium refuses: there is no push service to register with, and the page
 * says so). A stand-in subscription on a loopback push service (scripts/local-push-service.mjs)
 * then receives the real push when the other player moves; decrypted with the subscriber's keys,
 * its payload is delivered to Chromium's service worker through the DevTools protocol (as the
 * browser's push service would), which shows "Your move in …" with the match's board as icon.
 */
import { describe, expect, test } from "vitest";
import { startPushService } from "../../scripts/local-push-service.mjs";
import type { MatchResource } from "../../src/shared/api";
import { decryptPush, newSubscriber } from "../support/webPushReceiver";
import { browserSuite, joinAsGuest, shot } from "./helpers";

// The full Chromium: the headless shell has no notifications for a service worker to show.
const suite = browserSuite({ browser: "full" });

async function asGuest(base: string, name: string) {
  const res = await fetch(`${base}/api/auth/guest`, { method: "POST", headers: { "content-type": "application/json", origin: base }, body: JSON.stringify({ name }) });
  const cookie = /dd_session=[^;]+/.exec(res.headers.get("set-cookie") ?? "")![0];
  return (path: string, json?: unknown) =>
    fetch(`${base}${path}`, {
      method: json === undefined ? "GET" : "POST",
      headers: { cookie, origin: base, ...(json === undefined ? {} : { "content-type": "application/json" }) },
      body: json === undefined ? undefined : JSON.stringify(json),
    }).then((r) => r.json() as Promise<any>);
}

describe("push notifications in Chromium", () => {
  test("the other player's move reaches the service worker as 'Your move in Sub Rosa…'", async () => {
    const service = await startPushService();
    try {
      const ann = await asGuest(suite.url, "Ann");
      const created: MatchResource = await ann("/api/matches", { game: "subrosa", players: 2 });
      const page = await suite.newPage();
      await page.context().grantPermissions(["notifications"], { origin: suite.url });
      await joinAsGuest(page, created.urls.invite!, "Ben");

      await page.goto("/settings");
      await page.getByRole("button", { name: "Turn on notifications on this device" }).click();
      // The worker is registered before Chromium is asked to subscribe; the refusal is shown.
      const refusal = page.locator(".push-settings [role=alert], .push-settings .notice-error").first();
      await refusal.waitFor();
      // In words (issue #30): never the browser's raw "Registration failed - permission denied".
      expect(await refusal.textContent()).toMatch(/This browser.*Nothing changed/);
      expect(await refusal.textContent()).not.toMatch(/Registration failed/i);
      const registered = await page.evaluate(async () => (await navigator.serviceWorker.getRegistration("/"))?.active?.scriptURL ?? null);
      expect(registered).toBe(`${suite.url}/sw.js`);

      // A stand-in for the browser's push subscription, on the loopback push service.
      const subscriber = await newSubscriber();
      const endpoint = `http://127.0.0.1:${service.port}/push/ben-${Date.now()}`;
      const status = await page.evaluate(
        async (body) => (await fetch("/api/me/push", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) })).status,
        { endpoint, keys: { p256dh: subscriber.p256dh, auth: subscriber.auth }, label: "Chromium stand-in" },
      );
      expect(status).toBe(201);
      await page.reload();
      await page.getByText("Chromium stand-in").waitFor();
      await shot(page, "push-settings");

      // Play until Ann has moved with Ben to decide next (Ben moves through the API while he is the actor).
      let pushes: { body: string }[] = [];
      const bensMatch = (): Promise<any> => page.evaluate(async (id) => (await fetch(`/api/matches/${id}`)).json(), created.id);
      for (let i = 0; i < 6 && pushes.length === 0; i++) {
        const m: MatchResource = await ann(`/api/matches/${created.id}`);
        const annMoves = m.actors.includes(m.you!);
        if (annMoves) await ann(`/api/matches/${created.id}/moves`, { seq: m.seq, move: m.legal![0] });
        else {
          const mine = await bensMatch();
          await page.evaluate(async ({ id, seq, move }) => fetch(`/api/matches/${id}/moves`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ seq, move }) }), { id: created.id, seq: mine.seq, move: mine.legal[0] });
        }
        // Ben is pushed "your move" when Ann's move hands him the decision: wait for it then, until a
        // deadline (on a loaded machine the room's delivery and the push take seconds), and not otherwise.
        const bensTurn = annMoves && (await bensMatch().then((after) => after.actors.includes(after.you)));
        for (const until = Date.now() + (bensTurn ? 30_000 : 0); pushes.length === 0 && Date.now() < until; ) {
          pushes = await (await fetch(`http://127.0.0.1:${service.port}/received/${endpoint.split("/").at(-1)}`)).json();
          if (pushes.length === 0) await new Promise((r) => setTimeout(r, 100));
        }
      }
      expect(pushes.length).toBeGreaterThan(0);
      const payload = await decryptPush(Uint8Array.from(Buffer.from(pushes[0]!.body, "base64")), subscriber);
      expect(JSON.parse(payload).title).toBe("Your move in Sub Rosa: Spies for Hire vs Ann");

      // Deliver it to the service worker as Chromium's push service would, once the worker is active
      // (a push service delivers to an active worker; under load it may still be activating).
      await page.evaluate(async () => void (await navigator.serviceWorker.ready));
      const cdp = await page.context().newCDPSession(page);
      const registrationId = await new Promise<string>((resolve) => {
        cdp.on("ServiceWorker.workerRegistrationUpdated", (e: any) => {
          const reg = e.registrations.find((r: any) => r.scopeURL === `${suite.url}/` && !r.isDeleted);
          if (reg) resolve(reg.registrationId);
        });
        void cdp.send("ServiceWorker.enable");
      });
      await cdp.send("ServiceWorker.deliverPushMessage", { origin: suite.url, registrationId, data: payload });
      type Shown = { title: string; body: string; tag: string; icon: string; url: string };
      let shown: Shown[] = [];
      // The service worker shows it when its push event has run: on a loaded machine, seconds.
      for (const until = Date.now() + 20_000; shown.length === 0 && Date.now() < until; ) {
        shown = await page.evaluate(async () => {
          const reg = await navigator.serviceWorker.getRegistration("/");
          const list = (await reg?.getNotifications()) ?? [];
          return list.map((n) => ({ title: n.title, body: n.body, tag: n.tag, icon: n.icon, url: n.data?.url }));
        });
        if (shown.length === 0) await new Promise((r) => setTimeout(r, 100));
      }
      const [notification] = shown;
      const worker = await page.evaluate(async () => {
        const reg = await navigator.serviceWorker.getRegistration("/");
        return reg ? { active: reg.active?.state ?? null, waiting: reg.waiting?.state ?? null, installing: reg.installing?.state ?? null } : null;
      });
      expect(notification, `no notification shown within 20 s; the service worker: ${JSON.stringify(worker)}`).toMatchObject({ title: "Your move in Sub Rosa: Spies for Hire vs Ann", url: `${suite.url}/m/${created.id}`, icon: `${suite.url}/api/matches/${created.id}/board.svg` });
      expect(notification!.tag).toMatch(new RegExp(`^${created.id}:turn:`));
      await cdp.detach();
    } finally {
      await service.close();
    }
  });
});
