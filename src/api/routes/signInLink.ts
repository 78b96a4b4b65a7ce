/**
 * Opening a sign-in link (DESIGN → "Sign-in links"). `GET /auth/verify` changes nothing: mail
 * scanners and link previews fetch links, so it only answers a page naming the address, with a
 * button that POSTs the token back. The POST (from our own pages only: a cross-site form could
 * otherwise sign a victim into the attacker's account) uses the link up.
 *
 * A guest is never lost: the guest's own upgrade link turns the guest into the member (same id,
 * seats kept); a link to another account, opened by a guest who still sits in matches that are not
 * over, is refused with a page that says so, the link left unused and the guest's session kept.
 */
import { Hono, type Context } from "hono";
import { z } from "zod";
import { consumeLoginToken, createSession, createUser, deleteSession, getUserByEmail, peekLoginToken, updateUser, type User } from "../../db/accounts";
import { matchIdsOf } from "../../db/matchIndex";
import { publicOrigin } from "../../shared/origin";
import { escapeHtml } from "../../shared/text";
import { isOwnOrigin, setSessionCookie } from "../middleware";
import { problem } from "../problem";
import { localeOf, t } from "../locale";
import { LOCALE_COOKIE } from "../../shared/locale";
import { smallPage } from "../smallPage";
import type { AppEnv } from "../types";
import { describeIssue } from "../validation";
import { safeNext } from "./auth";

export const signInLinkRoutes = new Hono<AppEnv>();

export const signInFormSchema = z.object({ token: z.string().max(200), next: z.string().max(500).optional() }).strict();

type Login = NonNullable<Awaited<ReturnType<typeof peekLoginToken>>>;

/** What opening this link in this browser does. */
type Plan =
  | { kind: "sign-in"; member: User | undefined }
  | { kind: "upgrade"; guest: User }
  | { kind: "guest-would-be-lost"; guest: User; matches: number };

async function planFor(c: Context<AppEnv>, login: Login): Promise<Plan> {
  const member = await getUserByEmail(c.env.DB, login.email);
  const opener = c.get("authVia") === "cookie" ? c.get("user") : null;
  if (opener?.kind !== "guest") return { kind: "sign-in", member };
  if (!member && login.guestId === opener.id) return { kind: "upgrade", guest: opener };
  const matches = (await matchIdsOf(c.env.DB, opener.id, ["open", "active"])).length;
  return matches > 0 ? { kind: "guest-would-be-lost", guest: opener, matches } : { kind: "sign-in", member };
}

const PAGE_HEADERS = {
  "cache-control": "no-store",
  // The page's address carries the token: requests from it (its stylesheet, its form) name only our
  // origin. Not "no-referrer": with it the form's POST says "Origin: null", and is refused.
  "referrer-policy": "origin",
};

function linkNotValid(c: Context<AppEnv>) {
  return c.redirect("/signin?error=link", 303);
}

function guestWouldBeLostPage(c: Context<AppEnv>, email: string, plan: Extract<Plan, { kind: "guest-would-be-lost" }>) {
  const m = t(c);
  const body =
    `<p>${m.guestWouldBeLostHtml({ guestHtml: escapeHtml(plan.guest.name), emailHtml: escapeHtml(email), matches: plan.matches })}</p>` +
    `<p>${escapeHtml(m.guestStays())}</p>` +
    `<p><a class="button" href="/matches">${escapeHtml(m.backToMyMatches())}</a></p>`;
  return c.html(smallPage(m.guestPageTitle(), body, localeOf(c)), 409, PAGE_HEADERS);
}

signInLinkRoutes.get("/auth/verify", async (c) => {
  const token = c.req.query("token");
  if (!token || token.length > 200) return linkNotValid(c);
  const login = await peekLoginToken(c.env.DB, token);
  if (!login) return linkNotValid(c);
  const plan = await planFor(c, login);
  if (plan.kind === "guest-would-be-lost") return guestWouldBeLostPage(c, login.email, plan);
  const next = safeNext(c.req.query("next"), publicOrigin(c.env));
  const m = t(c);
  const what =
    plan.kind === "upgrade"
      ? `<p>${m.upgradeGuestHtml({ emailHtml: escapeHtml(login.email), guestHtml: escapeHtml(plan.guest.name) })}</p>`
      : `<p>${m.signInAsHtml({ emailHtml: escapeHtml(login.email) })}</p>`;
  const form =
    `<form method="post" action="/auth/verify"><input type="hidden" name="token" value="${escapeHtml(token)}"><input type="hidden" name="next" value="${escapeHtml(next)}">` +
    `<button type="submit" class="big">${escapeHtml(m.signInPageButton())}</button></form>` +
    `<p class="muted">${escapeHtml(m.signInPageValidity())}</p>`;
  return c.html(smallPage(m.signInPageTitle(), what + form, localeOf(c)), 200, PAGE_HEADERS);
});

signInLinkRoutes.post("/auth/verify", async (c) => {
  // Login CSRF: with or without a session cookie, only our own pages may use a link.
  if (!isOwnOrigin(c, c.req.header("origin"))) return problem(c, 403, "A sign-in link is used from its own page on Dead Drop: open the link from your email and press Sign in.");
  if (!/^application\/x-www-form-urlencoded\b/i.test(c.req.header("content-type") ?? "")) {
    return problem(c, 415, 'Send the form as "application/x-www-form-urlencoded", as the sign-in page does.');
  }
  if (Number(c.req.header("content-length") ?? "0") > 4096) return problem(c, 413, "The sign-in form is a few hundred bytes; this one is too large.");
  const form = signInFormSchema.safeParse(await c.req.parseBody());
  if (!form.success) return problem(c, 400, `The sign-in form is not what this page sends: ${describeIssue(form.error)}.`);
  const { token } = form.data;
  // Decided before the link is used up: a bad `next` only leads home, it never costs the link.
  const next = safeNext(form.data.next, publicOrigin(c.env));
  if (!token) return linkNotValid(c);
  const peeked = await peekLoginToken(c.env.DB, token);
  if (!peeked) return linkNotValid(c);
  const plan = await planFor(c, peeked);
  if (plan.kind === "guest-would-be-lost") return guestWouldBeLostPage(c, peeked.email, plan);
  const login = await consumeLoginToken(c.env.DB, token);
  if (!login) return linkNotValid(c);
  let user: User;
  if (plan.kind === "upgrade") {
    await updateUser(c.env.DB, plan.guest.id, { email: login.email, kind: "member" });
    user = { ...plan.guest, email: login.email, kind: "member" };
  } else {
    // Named after nothing in the address: a name is public (profiles, tables), the address never is. Settings rename.
    const name = t(c).newMemberName({ n: String(crypto.getRandomValues(new Uint32Array(1))[0]! % 9000 + 1000) });
    user = plan.member ?? (await createUser(c.env.DB, name, "member", login.email));
  }
  // Rotate: the session that asked (if any) ends; a fresh one begins.
  const old = c.get("sessionToken");
  if (old) await deleteSession(c.env.DB, old);
  // A member who never chose a language reads emails in the one this browser asked for.
  const locale = user.locale ?? localeOf(c);
  if (!user.locale) await updateUser(c.env.DB, user.id, { locale });
  const session = await createSession(c.env.DB, user.id);
  setSessionCookie(c, session.token, session.expiresAt);
  // The app and the pages served without the session read the member's language from here.
  c.header("set-cookie", `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=31536000; SameSite=Lax; Secure`, { append: true });
  return c.redirect(next, 303);
});
