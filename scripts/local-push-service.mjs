// A push service on a loopback address (RFC 8030's push resource, as far as a test needs it):
// POST /push/<name> keeps the message and answers 201, or 410 when <name> starts with "gone",
// or 500 when it starts with "fail". GET /received/<name> lists what arrived (headers and body,
// base64), DELETE /received forgets everything. The worker tests start it (vitest globalSetup);
// `node scripts/local-push-service.mjs [port]` runs it alone beside `npm start`.
import { createServer } from "node:http";
import { pathToFileURL } from "node:url";

export function startPushService(port = 0) {
  const received = new Map();
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    const chunks = [];
    req.on("data", (c) => chunks.push(c));
    req.on("end", () => {
      const push = /^\/push\/([\w-]+)$/.exec(url.pathname);
      if (req.method === "POST" && push) {
        const name = push[1];
        const list = received.get(name) ?? [];
        list.push({ headers: req.headers, body: Buffer.concat(chunks).toString("base64"), at: Date.now() });
        received.set(name, list);
        res.writeHead(name.startsWith("gone") ? 410 : name.startsWith("fail") ? 500 : 201).end();
        return;
      }
      const got = /^\/received\/([\w-]+)$/.exec(url.pathname);
      if (req.method === "GET" && got) {
        res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(received.get(got[1]) ?? []));
        return;
      }
      if (req.method === "DELETE" && url.pathname === "/received") {
        received.clear();
        res.writeHead(204).end();
        return;
      }
      res.writeHead(404).end();
    });
  });
  return new Promise((resolve) => {
    server.listen(port, "127.0.0.1", () => resolve({ port: server.address().port, close: () => new Promise((r) => server.close(r)) }));
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const { port } = await startPushService(Number(process.argv[2] ?? 8899));
  console.log(`push service on http://127.0.0.1:${port}/push/<name>`);
}
