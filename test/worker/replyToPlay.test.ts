import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { receiveReply } from "../../src/api/emailReplies";
import { parseAuthenticationResults } from "../../src/notify/authResults";
import { decisionLines, passesAuthentication } from "../../src/notify/replyToPlay";
import type { MatchResource } from "../../src/shared/api";
import { createMatch, deliver, inRoom, inviteOf, member, outbox, parseMail, type Client } from "./helpers";

let counter = 0;
const uniqueEmail = (who: string) => `${who}.${Date.now()}.${counter++}@example.com`;

async function pair(options: Record<string, unknown> = {}) {
  const aEmail = uniqueEmail("ann");
  const bEmail = uniqueEmail("ben");
  const a = await member("Ann", aEmail);
  const b = await member("Ben", bEmail);
  const created = await createMatch(a, { game: "tiny", options });
  const joined = await b.json<MatchResource>(`/api/matches/${created.id}/join`, { json: { invite: inviteOf(created) } });
  await inRoom(created.id, (room) => room.flushOutbox());
  return { a, b, aEmail, bEmail, id: created.id, match: joined.body };
}

async function mailTo(email: string) {
  return Promise.all((await outbox()).filter((m) => m.to === email).map((m) => parseMail(m.raw)));
}

/** The newest turn email to this address, and its reply-to-play address. */
async function turnEmail(email: string) {
  const mail = (await mailTo(email)).find((m) => /^Your move/.test(m.subject ?? ""));
  const replyTo = mail?.headers.find((h) => h.key === "reply-to")?.value;
  return { mail, replyTo: replyTo ?? "" };
}

async function state(c: Client, id: string) {
  return (await c.json<MatchResource>(`/api/matches/${id}`)).body;
}

describe("reply to play", () => {
  it("gives each player and match a reply address of its own, stored only as a hash, with the legal moves", async () => {
    const one = await pair();
    const two = await pair();
    const a1 = await turnEmail(one.aEmail);
    const a2 = await turnEmail(two.aEmail);
    expect(a1.replyTo).toMatch(/^move\+[2-9a-z]{32}@deaddrop\.example$/);
    expect(a2.replyTo).toMatch(/^move\+[2-9a-z]{32}@deaddrop\.example$/);
    expect(a1.replyTo).not.toBe(a2.replyTo);
    expect(a1.mail!.text).toContain("Reply with one of: +1, +2, +3");
    // The notation is explained on the game's rules page, in its "Moves by email" section (issue #30 item 10).
    expect(a1.mail!.text).toMatch(/How to write a move: https?:\/\/\S+\/rules\/\w+#moves-by-email/);
    const token = /move\+(\w+)@/.exec(a1.replyTo)![1]!;
    const stored = await env.DB.prepare(`SELECT * FROM reply_tokens WHERE match_id = ?`).bind(one.id).all();
    expect(stored.results).toHaveLength(1);
    expect(JSON.stringify(stored.results)).not.toContain(token);
    // Ben's turn email, once Ann has moved by email, has yet another address.
    await deliver({ from: one.aEmail, to: a1.replyTo, text: "+1" });
    await inRoom(one.id, (room) => room.flushOutbox());
    const b1 = await turnEmail(one.bEmail);
    expect(b1.replyTo).toMatch(/^move\+/);
    expect(b1.replyTo).not.toBe(a1.replyTo);
  });

  it("applies a reply once, however often it is delivered, and answers with the new position", async () => {
    const { a, aEmail, id, match } = await pair();
    const { replyTo } = await turnEmail(aEmail);
    const reply = { from: aEmail, to: replyTo, text: "+2\r\n\r\nOn Tue, Ann's robot wrote:\r\n> Your move in Tiny vs Ann\r\n> +1", messageId: `once.${id}@mail.example.com` };
    await deliver(reply);
    await deliver(reply);
    const after = await state(a, id);
    expect(after.seq).toBe(match.seq + 1);
    expect((after.view as any).total).toBe(2);
    const answers = (await mailTo(aEmail)).filter((m) => m.inReplyTo === `<once.${id}@mail.example.com>`);
    expect(answers).toHaveLength(1);
    expect(answers[0]!.text).toContain("Played: +2.");
    expect(answers[0]!.text).toContain("First added 2 (total 2)");
    expect(answers[0]!.text).toContain("Now it is Ben's turn to decide.");
  });

  it("ignores a reply whose From is not the player's, or that fails authentication", async () => {
    const { a, aEmail, id, match } = await pair();
    const { replyTo } = await turnEmail(aEmail);
    // Only this match's players' mail counts: other matches' alarms may send theirs meanwhile.
    const mallory = uniqueEmail("mallory");
    const before = (await mailTo(aEmail)).length;
    await deliver({ from: mallory, to: replyTo, text: "+3" });
    await deliver({
      from: aEmail,
      to: replyTo,
      text: "+3",
      headers: ["ARC-Authentication-Results: i=1; mx.cloudflare.net; dkim=none; spf=fail smtp.mailfrom=example.com; dmarc=fail header.from=example.com"],
    });
    await deliver({ from: aEmail, to: replyTo.replace(/\+\w{4}/, "+zzzz"), text: "+3" });
    expect((await state(a, id)).seq).toBe(match.seq);
    expect((await mailTo(aEmail)).length).toBe(before);
    expect(await mailTo(mallory)).toHaveLength(0);
  });

  it("refuses an illegal move by email, with the legal moves, and changes nothing", async () => {
    const { a, aEmail, id, match } = await pair({ target: 4 });
    const { replyTo } = await turnEmail(aEmail);
    await deliver({ from: aEmail, to: replyTo, text: "+7", messageId: `bad.${id}@mail.example.com` });
    await deliver({ from: aEmail, to: replyTo, text: "+3", messageId: `ok.${id}@mail.example.com` });
    const mid = await state(a, id);
    expect(mid.seq).toBe(match.seq + 1);
    const bad = (await mailTo(aEmail)).find((m) => m.inReplyTo === `<bad.${id}@mail.example.com>`)!;
    expect(bad.text).toContain("Not played: write +1, +2 or +3 Nothing was changed.");
    expect(bad.text).toContain("Reply with one of: +1, +2, +3");
    expect(bad.headers.find((h) => h.key === "reply-to")?.value).toMatch(/^move\+/);
  });

  it("refuses a move the game does not allow, and a reply to an email whose position has passed", async () => {
    const { a, b, aEmail, bEmail, id, match } = await pair({ target: 4 });
    const { replyTo } = await turnEmail(aEmail);
    await deliver({ from: aEmail, to: replyTo, text: "+3" });
    await inRoom(id, (room) => room.flushOutbox());
    const { replyTo: benAddress } = await turnEmail(bEmail);
    await deliver({ from: bEmail, to: benAddress, text: "+2", messageId: `pass.${id}@mail.example.com` });
    const refused = (await mailTo(bEmail)).find((m) => m.inReplyTo === `<pass.${id}@mail.example.com>`)!;
    expect(refused.text).toContain("Not played: adding 2 would pass 4");
    expect(refused.text).toContain("Reply with one of: +1");
    expect((await state(b, id)).seq).toBe(match.seq + 1);
    // Ann's old address now answers that the position has moved on.
    await deliver({ from: aEmail, to: replyTo, text: "+1", messageId: `old.${id}@mail.example.com` });
    const old = (await mailTo(aEmail)).find((m) => m.inReplyTo === `<old.${id}@mail.example.com>`)!;
    expect(old.text).toMatch(/Not played: This move was made against position \d+/);
    expect((await state(a, id)).seq).toBe(match.seq + 1);
  });

  it("takes one decision per line in a multi-step turn", async () => {
    const { a, aEmail, id, match } = await pair({ steps: 2 });
    const { replyTo } = await turnEmail(aEmail);
    await deliver({ from: aEmail, to: replyTo, text: "+1\n+3\n\n-- \nAnn\n+2" });
    const after = await state(a, id);
    expect(after.seq).toBe(match.seq + 2);
    expect((after.view as any).total).toBe(4);
    expect(after.actors).toEqual([1]);
  });
});

describe("reading replies", () => {
  it("takes the lines above the quote or signature", () => {
    expect(decisionLines("\n  5B \r\n\r\nOn Mon, 1 Dec 2026, Dead Drop <noreply@x> wrote:\r\n> Your move\r\n> 3C")).toEqual(["5B"]);
    expect(decisionLines("B3\n@C\n-- \nsent from my phone")).toEqual(["B3", "@C"]);
    expect(decisionLines("> quoted only")).toEqual([]);
  });

  it("trusts Cloudflare's authentication results, not the sender's own, and needs them in production", () => {
    const cf = (v: string) => [{ key: "arc-authentication-results", value: `i=1; mx.cloudflare.net; ${v}` }];
    const prod = { ENVIRONMENT: "production" };
    expect(passesAuthentication(prod, cf("dkim=pass header.d=example.com; spf=pass smtp.mailfrom=x@example.com; dmarc=pass header.from=example.com"), "ann@example.com")).toBe(true);
    expect(passesAuthentication(prod, cf("dkim=pass header.d=mail.example.com; spf=none; dmarc=none"), "ann@example.com")).toBe(true);
    expect(passesAuthentication(prod, cf("dkim=pass header.d=evil.test; spf=pass smtp.mailfrom=x@evil.test; dmarc=none"), "ann@example.com")).toBe(false);
    expect(passesAuthentication(prod, cf("dkim=pass header.d=example.com; dmarc=fail"), "ann@example.com")).toBe(false);
    expect(passesAuthentication(prod, [{ key: "authentication-results", value: "mail.evil.test; dmarc=pass" }], "ann@example.com")).toBe(false);
    expect(passesAuthentication(prod, [], "ann@example.com")).toBe(false);
    expect(passesAuthentication({ ENVIRONMENT: "development" }, [], "ann@example.com")).toBe(true);
  });
});

describe("hostile replies (issue #29, item 4)", () => {
  const cf = (v: string) => [{ key: "arc-authentication-results", value: `i=1; mx.cloudflare.net; ${v}` }];
  const prod = { ENVIRONMENT: "production" };

  it("only the results themselves count: dmarc=pass planted in a property, a comment, a reason or a quoted string passes nothing", () => {
    for (const planted of [
      "spf=fail smtp.mailfrom=dmarc=pass@evil.test; dmarc=fail header.from=example.com",
      'spf=fail smtp.mailfrom="dmarc=pass"@evil.test; dmarc=fail header.from=example.com',
      "spf=fail (dmarc=pass) smtp.mailfrom=x@evil.test; dmarc=fail header.from=example.com",
      "dmarc=fail (sender says: dmarc=pass; dkim=pass header.d=example.com) header.from=example.com",
      'dmarc=fail reason="dmarc=pass" header.from=example.com',
      "dkim=fail header.d=example.com header.b=dmarc=pass; dmarc=fail header.from=example.com",
      // A ";" the sender slipped into its own envelope address, read as an entry: DMARC now has two results.
      "spf=fail smtp.mailfrom=x;dmarc=pass; dmarc=fail header.from=example.com",
      "spf=fail smtp.mailfrom=x;dmarc=pass; dmarc=none header.from=example.com",
      // Not the grammar (an unclosed comment or quote, a stray word): not trusted at all.
      "spf=fail (dmarc=pass; dmarc=pass",
      'dmarc=pass "',
      "dmarc=fail header.from=example.com dmarc=pass",
    ]) {
      expect(passesAuthentication(prod, cf(planted), "ann@example.com"), planted).toBe(false);
    }
  });

  it("reads real headers: folded lines, comments, versions, quoted values, ARC and plain", () => {
    const real =
      "dkim=pass header.d=example.com header.s=s1 header.b=AbC+/d=;\r\n\tspf=pass (mx.cloudflare.net: domain of\r\n ann@example.com designates 192.0.2.1 as permitted sender) smtp.mailfrom=ann@example.com;\r\n\tdmarc=pass (p=none sp=none dis=none) header.from=example.com";
    expect(passesAuthentication(prod, cf(real), "ann@example.com")).toBe(true);
    expect(passesAuthentication(prod, [{ key: "authentication-results", value: `mx.cloudflare.net 1; dkim/1=pass header.d=example.com` }], "ann@example.com")).toBe(true);
    expect(passesAuthentication(prod, cf('spf=pass smtp.mailfrom="ann x"@example.com; dmarc=none'), "ann@example.com")).toBe(true);
    expect(parseAuthenticationResults("mx.example.org; none")).toEqual({ authservId: "mx.example.org", results: [] });
    expect(parseAuthenticationResults("i=2; mx.cloudflare.net; dmarc=fail reason=\"p=reject\" header.from=a.example (comment)")).toEqual({
      authservId: "mx.cloudflare.net",
      results: [{ method: "dmarc", result: "fail", reason: "p=reject", props: { "header.from": "a.example" } }],
    });
  });

  it("a reply nested in multiparts past the parser's limit is unreadable: no throw, no move, no mail", async () => {
    const { a, aEmail, id, match } = await pair();
    const { replyTo } = await turnEmail(aEmail);
    const depth = 400;
    let body = "+1\r\n";
    for (let i = depth; i > 0; i--) body = `--b${i}\r\nContent-Type: ${i === depth ? "text/plain" : `multipart/mixed; boundary="b${i + 1}"`}\r\n\r\n${body}\r\n--b${i}--`;
    const mailBefore = (await mailTo(aEmail)).length;
    const raw = [`From: Ann <${aEmail}>`, `To: ${replyTo}`, "Subject: Re: Your move", "Message-ID: <deep@mail.example.com>", `Content-Type: multipart/mixed; boundary="b1"`, "", body].join("\r\n");
    expect(await receiveReply(env, { to: replyTo, raw })).toEqual({ handled: false, reason: "unreadable" });
    // Through the Worker's own email() handler too: it answers, it does not throw.
    await deliver({ from: aEmail, to: replyTo, messageId: "deep2@mail.example.com", contentType: `multipart/mixed; boundary="b1"`, text: body });
    expect((await state(a, id)).seq).toBe(match.seq);
    expect((await mailTo(aEmail)).length).toBe(mailBefore);
  });
});
