// Plays a whole match by email replies alone, against `npm start` (development only: it reads the
// local mailbox at /api/dev/mail and delivers replies to the Worker's email() handler through
// wrangler's POST /cdn-cgi/handler/email). Two new members sign in by their emailed links and
// start a match; from then on every move is a reply to the newest email that has a Reply-To,
// choosing among the moves that email lists; every fifth reply is a move that does not exist,
// to see it refused by email (the answer lists the legal moves and carries a fresh address).
//   BASE=http://127.0.0.1:8787 GAME=subrosa node scripts/play-by-email.mjs
import PostalMime from "postal-mime";

const base = process.env.BASE ?? "http://127.0.0.1:8787";
const game = process.env.GAME ?? "subrosa";
const stamp = Date.now();
const players = [
  { name: "Ann", email: `ann.${stamp}@example.com` },
  { name: "Ben", email: `ben.${stamp}@example.com` },
];

async function call(path, { cookie, method = "GET", json } = {}) {
  const headers = { accept: "application/json" };
  if (cookie) headers.cookie = cookie;
  if (method !== "GET") headers.origin = base;
  if (json !== undefined) headers["content-type"] = "application/json";
  const res = await fetch(`${base}${path}`, { method, headers, body: json === undefined ? undefined : JSON.stringify(json), redirect: "manual" });
  const text = await res.text();
  return { res, body: text && res.headers.get("content-type")?.includes("json") ? JSON.parse(text) : text };
}

async function mailbox() {
  const list = (await call("/api/dev/mail")).body;
  return Promise.all(list.map(async (m) => ({ ...m, parsed: await PostalMime.parse(m.raw) })));
}

async function signIn(p) {
  await call("/api/auth/login", { method: "POST", json: { email: p.email } });
  const mail = (await mailbox()).find((m) => m.to === p.email);
  const link = new URL(/(http\S+\/auth\/verify\?token=\S+)/.exec(mail.parsed.text)[1]);
  // The link's page changes nothing; its form's POST (from our origin) signs in.
  const form = new URLSearchParams({ token: link.searchParams.get("token"), next: "/" });
  const res = await fetch(`${base}/auth/verify`, { method: "POST", headers: { origin: base, "content-type": "application/x-www-form-urlencoded" }, body: form, redirect: "manual" });
  p.cookie = /dd_session=[^;]+/.exec(res.headers.get("set-cookie"))[0];
  await call("/api/me", { cookie: p.cookie, method: "PATCH", json: { name: p.name } });
}

function choices(text) {
  const list = /Reply with one of: (.+)/.exec(text);
  if (list) return list[1].split(", ").map((s) => s.trim());
  const example = /for example (.+?) \(\d+ moves are legal now\)/.exec(text);
  return example ? example[1].split(", ").map((s) => s.trim()) : [];
}

async function reply(p, to, move, inReplyTo) {
  const raw = [
    `From: ${p.name} <${p.email}>`,
    `To: ${to}`,
    "Subject: Re: your move",
    `Message-ID: <${crypto.randomUUID()}@mail.example.com>`,
    `In-Reply-To: ${inReplyTo}`,
    "Content-Type: text/plain; charset=utf-8",
    "",
    move,
    "",
    "On a day, Dead Drop wrote:",
    "> (the quoted email)",
    "",
  ].join("\r\n");
  const url = `${base}/cdn-cgi/handler/email?from=${encodeURIComponent(p.email)}&to=${encodeURIComponent(to)}`;
  const res = await fetch(url, { method: "POST", body: raw });
  if (res.status !== 200) throw new Error(`the email handler answered ${res.status}: ${await res.text()}`);
}

for (const p of players) await signIn(p);
const created = (await call("/api/matches", { cookie: players[0].cookie, method: "POST", json: { game, players: 2 } })).body;
const invite = new URL(created.urls.invite).searchParams.get("invite");
await call(`/api/matches/${created.id}/join`, { cookie: players[1].cookie, method: "POST", json: { invite } });
console.log(`match ${created.urls.match}`);

const used = new Set();
let replies = 0;
let refused = 0;
const started = Date.now();
for (;;) {
  let next = null;
  let finished = false;
  for (let wait = 0; wait < 100 && !next && !finished; wait++) {
    const mail = await mailbox();
    finished = players.every((p) => mail.some((m) => m.to === p.email && /^(You won|You lost|Drawn|The match is over)/.test(m.subject)));
    // The newest message with a reply address, for either player; older ones are spent.
    for (const m of mail) {
      const to = m.parsed.headers.find((h) => h.key === "reply-to")?.value;
      const p = players.find((q) => q.email === m.to);
      if (!to || !p || used.has(m.id)) continue;
      if (!next) next = { m, to, p };
      else if (next.p === p) used.add(m.id);
    }
    if (!next && !finished) await new Promise((r) => setTimeout(r, 100));
  }
  if (finished) break;
  if (!next) throw new Error("no email with a reply address arrived in 10 seconds");
  used.add(next.m.id);
  if (/^Not played/m.test(next.m.parsed.text)) refused++;
  const options = choices(next.m.parsed.text);
  if (options.length === 0) throw new Error(`no moves listed in "${next.m.subject}":\n${next.m.parsed.text}`);
  const move = replies % 5 === 4 ? "9Z" : options[Math.floor(Math.random() * options.length)];
  await reply(next.p, next.to, move, next.m.parsed.messageId);
  replies++;
}
const final = (await call(`/api/matches/${created.id}`, { cookie: players[0].cookie })).body;
console.log(`${final.status} after ${replies} replies (${refused} refused) in ${((Date.now() - started) / 1000).toFixed(1)} s, seq ${final.seq}: ${final.outcome?.reason}`);
