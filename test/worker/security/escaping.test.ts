/**
 * Names are shown everywhere (emails, embeds, board images, link previews, oEmbed, logs): a name
 * that is markup must arrive as text. Names may hold "<", ">", quotes and "&" (only control and
 * invisible characters are refused, see api.test.ts), so every one of these places must escape.
 * The browser side (Preact rendering) is checked in test/e2e/restart.test.ts and (chat lines)
 * test/e2e/chat.test.ts. Chat lines are shown only on the match page: embeds, emails and notices
 * never carry their text, escaped or not, and the chat API answers JSON.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { MatchResource } from "../../../src/shared/api";
import { inviteOf, move, ORIGIN } from "../helpers";
import { client, mailParts, member } from "./support";

const EVIL = [
  `<img src=x onerror=alert(1)>`,
  `"><script>alert(2)</script>`,
  `' onmouseover='alert(3)' x='`,
  `</title></script><svg onload=alert(4)>`,
  `]]><x>&amp;&lt;</x>`,
];

const TAG = /<([a-zA-Z][\w:-]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*\/?>/g;
const ATTR = /\s+([^\s"'>/=]+)(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?/g;

/**
 * Markup a name could have injected, read as a browser tokenizes it: an event-handler attribute
 * on any element, or a script whose body calls alert. (Quoted attribute values and escaped text
 * are data, not markup, whatever they contain.)
 */
function injected(markup: string): string[] {
  const found: string[] = [];
  for (const tag of markup.matchAll(TAG)) {
    for (const attr of (tag[2] ?? "").matchAll(ATTR)) if (/^on/i.test(attr[1]!)) found.push(`<${tag[1]} ${attr[0].trim()}>`);
    if (/^script$/i.test(tag[1]!)) {
      const body = markup.slice(tag.index! + tag[0].length, markup.indexOf("</script", tag.index!));
      if (/alert\(/.test(body)) found.push(`<script>${body.slice(0, 60)}`);
    }
  }
  return found;
}

function expectEscaped(markup: string, where: string): void {
  // A name with "<" never appears as it is: it would be markup.
  for (const name of EVIL.filter((n) => n.includes("<"))) expect(markup.includes(name), `${where} contains the raw name ${name}`).toBe(false);
  expect(injected(markup), where).toEqual([]);
}

describe("names are escaped wherever they are shown", () => {
  it("(the detector finds each name injected raw, and nothing in its escaped form)", () => {
    for (const name of EVIL.filter((n) => n.includes("<"))) if (/on\w+=|script/.test(name)) expect(injected(`<p>${name}</p>`), name).not.toEqual([]);
    expect(injected(`<p title='${EVIL[2]}'>x</p>`)).not.toEqual([]);
    const escape = (t: string) => t.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/"/g, "&quot;");
    for (const name of EVIL) expect(injected(`<p title="${escape(name)}">${escape(name)}</p>`), name).toEqual([]);
  });

  it("in embeds, fragments, board images, match pages, oEmbed, log lines and emails", async () => {
    const tag = Math.floor(Math.random() * 1e9);
    const players = [];
    for (let i = 0; i < 2; i++) players.push(await member(EVIL[i]!, `evil${i}-${tag}@example.com`));
    const [a, b] = players as [Awaited<ReturnType<typeof member>>, Awaited<ReturnType<typeof member>>];
    expect((await a.json("/api/me")).body.name).toBe(EVIL[0]);
    const created = (await a.json<MatchResource>("/api/matches", { json: { game: "tiny", visibility: "public" } })).body;
    expect((await b.json(`/api/matches/${created.id}/join`, { json: { invite: inviteOf(created) } })).status).toBe(200);
    const id = created.id;
    // A chat line that is markup: b is not watching, so it is told (inbox and email).
    const CHAT = `<img src=x onerror=alert(5)><script>alert(6)</script> chat-marker`;
    expect((await a.json(`/api/matches/${id}/chat`, { json: { text: CHAT } })).status).toBe(201);
    const chat = await b.json<any>(`/api/matches/${id}/chat`);
    expect(chat.res.headers.get("content-type")).toMatch(/^application\/json/);
    expect(chat.body.messages[0].text).toBe(CHAT);
    const inbox = JSON.stringify((await b.json<any>("/api/me/notifications")).body);
    expect(inbox).toMatch(/wrote in the chat/);
    expect(inbox).not.toMatch(/chat-marker|alert\([56]\)/);
    // b has no socket open: its turn is emailed. Then a resigns, so both get a result email.
    expect((await move(a, id, 2, { add: 1 })).status).toBe(200);
    expect((await a.json(`/api/matches/${id}/resign`, { method: "POST" })).status).toBe(200);

    let checked = 0;
    for (const path of [`/embed/${id}`, `/embed/${id}?log=on&theme=dark`, `/embed/${id}/fragment`, `/api/matches/${id}/board.svg`, `/m/${id}`, `/embed/${id}?at=2`]) {
      const res = await client().fetch(path);
      const text = await res.text();
      if (res.status === 404) continue; // not served here (no route yet, or no built client for /m/:id)
      expect(res.status, `${path}: ${text.slice(0, 200)}`).toBe(200);
      expectEscaped(text, path);
      expect(text, `${path} never shows chat`).not.toMatch(/chat-marker|alert\([56]\)/);
      // The name is there, escaped (so the check above is not vacuous).
      expect(text, `${path}: the name is shown, escaped`).toMatch(/(&lt;|&#x?0*3c;)img src=x onerror=alert\(1\)/i);
      checked++;
    }
    const o = await client().json<any>(`/oembed?url=${encodeURIComponent(`${ORIGIN}/m/${id}`)}`);
    if (o.status === 200) {
      expectEscaped(String(o.body.html ?? ""), "oEmbed html");
      checked++;
    }
    // Log lines are JSON: names stay text whatever they hold.
    const log = await a.json<any[]>(`/api/matches/${id}/log`);
    expect(log.body.some((l) => l.text.includes(EVIL[0]!))).toBe(true);
    expect(log.res.headers.get("content-type")).toMatch(/^application\/json/);

    // Emails: the HTML part escapes names; headers cannot be broken (names have no line breaks).
    const mails = (
      await env.DB.prepare("SELECT to_addr AS \"to\", subject, raw FROM mail_outbox WHERE to_addr IN (?, ?)").bind(a.email, b.email).all<{ to: string; subject: string; raw: string }>()
    ).results.filter((m) => !/sign-in/i.test(m.subject));
    for (const m of mails) {
      const html = mailParts(m.raw).find((p) => p.type === "text/html");
      expect(html, "an HTML part").toBeTruthy();
      expectEscaped(html!.text, `email "${m.subject}" (HTML part)`);
      expect(m.raw, `email "${m.subject}" never quotes chat`).not.toMatch(/chat-marker|alert\([56]\)/);
      const head = m.raw.split("\r\n\r\n")[0]!;
      expect(head.split("\r\n").every((line) => /^[\x20-\x7e]+$/.test(line)), `email headers are plain ASCII lines: ${head}`).toBe(true);
      checked++;
    }
    expect(mails.some((m) => /wrote in the chat/.test(m.subject)), "the chat notice was emailed").toBe(true);
    console.log(`escaping: ${checked} places checked (${mails.length} emails)`);
    expect(checked).toBeGreaterThan(2);
  });
});
