// Dead Drop's service worker: shows Web Push notifications (src/notify/push.ts sends them) and
// opens the match when one is clicked. Nothing is cached: the app itself works as before.
self.addEventListener("push", (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = { body: event.data ? event.data.text() : "" };
  }
  const title = data.title || "Dead Drop";
  event.waitUntil(
    self.registration.showNotification(title, {
      body: data.body || "",
      // The same notice pushed again replaces the notification instead of alerting twice.
      tag: data.tag || undefined,
      renotify: false,
      icon: data.icon || "/icon.svg",
      badge: "/icon.svg",
      data: { url: data.url || "/" },
    }),
  );
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const target = new URL(event.notification.data?.url || "/", self.location.origin);
  // Only our own pages are opened from a notification.
  const url = target.origin === self.location.origin ? target : new URL("/", self.location.origin);
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
      const open = windows.find((w) => new URL(w.url).pathname === url.pathname);
      if (open && "focus" in open) return open.focus();
      return self.clients.openWindow(url.href);
    })(),
  );
});

// The browser renewed the subscription: tell the server, with the session's cookie.
self.addEventListener("pushsubscriptionchange", (event) => {
  event.waitUntil(
    (async () => {
      const old = event.oldSubscription;
      const fresh = event.newSubscription || (old ? await self.registration.pushManager.subscribe(old.options) : null);
      const send = (method, body) => fetch("/api/me/push", { method, credentials: "same-origin", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
      if (old) await send("DELETE", { endpoint: old.endpoint }).catch(() => undefined);
      if (fresh) await send("POST", { ...fresh.toJSON(), label: "A browser (renewed)" });
    })(),
  );
});
