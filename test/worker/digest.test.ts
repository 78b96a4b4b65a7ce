/**
 * The daily digest (src/notify/digest.ts): notify settings through PATCH /api/me, the digest's hour
 * in the member's IANA time zone (a zone with summer time, half-hour zones, a skipped hour), one
 * digest a day even when the cron runs twice, threaded, listing every match waiting with its link,
 * and no per-move email in digest mode (the inbox still has the move).
 */
import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { canonicalTimeZone, digestDayDue, localTime } from "../../src/notify/digest";
import type { MatchResource } from "../../src/shared/api";
import { createMatch, expectProblem, inviteOf, member, move, outbox, parseMail, settle, type Client } from "./helpers";
import worker from "./entry";

let counter = 0;
const uniqueEmail = (who: string) => `${who}.digest.${Date.now()}.${counter++}@example.com`;
const at = (iso: string) => Date.parse(iso);
const due = (zone: string, hour: number, iso: string, lastDigestDay: string | null = null) => digestDayDue({ timeZone: zone, digestHour: hour, lastDigestDay }, at(iso));

async function mailTo(email: string) {
  return (await outbox()).filter((m) => m.to === email);
}

/** Runs the Worker's cron as Cloudflare does, at `scheduledTime`. */
async function cron(scheduledTime: number) {
  const ctx = createExecutionContext();
  await worker.scheduled!(createScheduledController({ cron: "*/15 * * * *", scheduledTime }), env, ctx);
  await waitOnExecutionContext(ctx);
}

/** Ann and Ben in a tiny match where Ben decides (Ann moved). */
async function waitingFor(b: Client, bName = "Ben") {
  const a = await member("Ann", uniqueEmail("ann"));
  const created = await createMatch(a, { game: "tiny" });
  const joined = await b.json<MatchResource>(`/api/matches/${created.id}/join`, { json: { invite: inviteOf(created) } });
  expect(joined.status).toBe(200);
  const r = await move(a, created.id, joined.body.seq, { add: 1 });
  expect(r.status, `${bName} now decides`).toBe(200);
  await settle(created.id);
  return created.id;
}

describe("the digest's hour", () => {
  it("is the member's hour in their own time zone, summer time and half hours included", () => {
    expect(due("UTC", 8, "2026-12-10T07:59:00Z")).toBeNull();
    expect(due("UTC", 8, "2026-12-10T08:00:00Z")).toBe("2026-12-10");
    // New York: UTC-5 in winter, UTC-4 in summer.
    expect(due("America/New_York", 8, "2026-12-10T12:59:00Z")).toBeNull();
    expect(due("America/New_York", 8, "2026-12-10T13:00:00Z")).toBe("2026-12-10");
    expect(due("America/New_York", 8, "2026-07-10T11:59:00Z")).toBeNull();
    expect(due("America/New_York", 8, "2026-07-10T12:00:00Z")).toBe("2026-07-10");
    // Kolkata, UTC+5:30 (no summer time): 8 o'clock is 02:30 UTC.
    expect(due("Asia/Kolkata", 8, "2026-12-10T02:29:00Z")).toBeNull();
    expect(due("Asia/Kolkata", 8, "2026-12-10T02:30:00Z")).toBe("2026-12-10");
    // Adelaide: UTC+10:30 in its summer (December), UTC+9:30 in winter.
    expect(due("Australia/Adelaide", 7, "2026-12-09T20:29:00Z")).toBeNull();
    expect(due("Australia/Adelaide", 7, "2026-12-09T20:30:00Z")).toBe("2026-12-10");
    expect(due("Australia/Adelaide", 7, "2026-07-09T21:30:00Z")).toBe("2026-07-10");
    // Already sent that local day: not again; the next local day: again.
    expect(due("Asia/Kolkata", 8, "2026-12-10T12:00:00Z", "2026-12-10")).toBeNull();
    expect(due("Asia/Kolkata", 8, "2026-12-11T02:30:00Z", "2026-12-10")).toBe("2026-12-11");
    // The day the clocks go forward in New York (2026-03-08), 02:00 never happens: that day's digest comes at 03:00.
    expect(due("America/New_York", 2, "2026-03-08T06:59:00Z")).toBeNull();
    expect(due("America/New_York", 2, "2026-03-08T07:00:00Z")).toBe("2026-03-08");
    expect(localTime(at("2026-03-08T07:00:00Z"), "America/New_York")).toEqual({ day: "2026-03-08", hour: 3 });
  });

  it("takes only real time zones, in their canonical spelling", async () => {
    expect(canonicalTimeZone("Asia/Kolkata")).toBe("Asia/Kolkata");
    expect(canonicalTimeZone("Mars/Olympus_Mons")).toBeNull();
    const m = await member("Zoe", uniqueEmail("zoe"));
    const before = (await m.json<any>("/api/me")).body;
    expect(before.notify).toEqual({ email: "each", digestHour: 8, timeZone: "UTC" });
    expect(before.reliability).toEqual({ resignations: 0, timeouts: 0 });
    expectProblem(await m.json("/api/me", { method: "PATCH", json: { notify: { email: "digest", timeZone: "Mars/Olympus_Mons" } } }), 400, /not a time zone/);
    expectProblem(await m.json("/api/me", { method: "PATCH", json: { notify: { digestHour: 24 } } }), 400);
    expectProblem(await m.json("/api/me", { method: "PATCH", json: { notify: { email: "weekly" } } }), 400);
    expect((await m.json<any>("/api/me")).body.notify).toEqual(before.notify); // nothing changed
    const set = await m.json<any>("/api/me", { method: "PATCH", json: { notify: { email: "digest", digestHour: 19, timeZone: "Asia/Kathmandu" } } });
    expect(set.status).toBe(200);
    expect(set.body.notify).toEqual({ email: "digest", digestHour: 19, timeZone: "Asia/Kathmandu" });
    expect(set.body.settings.emailMode).toBe("digest");
    expect((await m.json<any>("/api/me", { method: "PATCH", json: { notify: { email: "off" } } })).body.notify.email).toBe("off");
  });
});

describe("the digest", () => {
  it("replaces the per-move email: the inbox still has the move, the email waits for the digest", async () => {
    const bEmail = uniqueEmail("ben");
    const b = await member("Ben", bEmail);
    expect((await b.json("/api/me", { method: "PATCH", json: { notify: { email: "digest", digestHour: 6, timeZone: "Asia/Kolkata" } } })).status).toBe(200);
    const before = (await mailTo(bEmail)).length;
    const id = await waitingFor(b);
    expect((await mailTo(bEmail)).length, "no email for the move").toBe(before);
    const inbox = (await b.json<{ items: { kind: string; url: string }[] }>("/api/me/notifications")).body.items;
    expect(inbox.find((n) => n.kind === "turn" && n.url === `/m/${id}`)).toBeTruthy();
  });

  it("comes once a day at the member's hour from the cron, even when it runs twice, threaded, with every match waiting", async () => {
    const email = uniqueEmail("dee");
    const d = await member("Dee", email);
    expect((await d.json("/api/me", { method: "PATCH", json: { notify: { email: "digest", digestHour: 9, timeZone: "Asia/Kolkata" } } })).status).toBe(200);
    const first = await waitingFor(d, "Dee");
    const second = await waitingFor(d, "Dee");
    const digests = async () => (await mailTo(email)).filter((m) => m.subject === "Your Dead Drop digest");
    // 9 o'clock in Kolkata is 03:30 UTC. (Dates ahead of now: the member's last digest day is none yet.)
    await cron(at("2027-01-10T03:15:00Z"));
    expect(await digests()).toHaveLength(0);
    await cron(at("2027-01-10T03:30:00Z"));
    await cron(at("2027-01-10T03:30:00Z")); // the same run delivered twice
    await cron(at("2027-01-10T03:45:00Z"));
    const one = await digests();
    expect(one).toHaveLength(1);
    const mail = await parseMail(one[0]!.raw);
    expect(mail.text).toContain("2 matches wait for your move.");
    for (const id of [first, second]) expect(mail.text).toContain(`/m/${id}`);
    expect(mail.html).toContain(`/m/${first}"`);
    const thread = mail.inReplyTo;
    expect(thread).toMatch(/^<digest-[^>]+>$/);
    expect(mail.references).toBe(thread);
    expect(mail.headers.find((h) => h.key === "list-unsubscribe-post")?.value).toBe("List-Unsubscribe=One-Click");
    // The next day: one more, in the same thread, with its own Message-ID.
    await cron(at("2027-01-11T03:30:00Z"));
    await cron(at("2027-01-11T04:00:00Z"));
    const two = await digests();
    expect(two).toHaveLength(2);
    const next = await parseMail(two.find((m) => m.id !== one[0]!.id)!.raw);
    expect(next.inReplyTo).toBe(thread);
    expect(next.messageId).not.toBe(mail.messageId);
  });
});
