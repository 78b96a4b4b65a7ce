// boardgame.io 0.50 server for the benchmark: socket.io transport, the lobby API on the same port.
// Storage: the default in memory, or PostgreSQL through bgio-postgres when DB_URL is set (the
// storage a deployment that keeps its matches uses). PORT from the environment; prints
// "ready <port>" when listening.
import { createRequire } from "node:module";
import { BenchGame } from "./game.mjs";

const require = createRequire(import.meta.url);

// boardgame.io attaches socket.io (and with it Koa's request handler) before it adds the lobby
// routes, relying on koa-compose reading the middleware array lazily. koa-compose 4.2 (what npm
// installs today) copies the array, so every lobby request would be a 404. Compose on first use.
const Koa = require("koa");
const callback = Koa.prototype.callback;
Koa.prototype.callback = function () {
  let handler = null;
  let composedWith = -1;
  return (req, res) => {
    if (!handler || composedWith !== this.middleware.length) {
      handler = callback.call(this);
      composedWith = this.middleware.length;
    }
    return handler(req, res);
  };
};

const { Server, Origins } = require("boardgame.io/server");
const port = Number(process.env.PORT || 8000);
const db = process.env.DB_URL ? new (require("bgio-postgres").PostgresStore)(process.env.DB_URL, { logging: false }) : undefined;
const server = Server({ games: [BenchGame], db, origins: [Origins.LOCALHOST, `http://127.0.0.1:${port}`] });
await server.run({ port, callback: () => console.log(`ready ${port}`) });
for (const sig of ["SIGINT", "SIGTERM"]) process.on(sig, () => process.exit(0));
