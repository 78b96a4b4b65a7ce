/**
 * The room in its reader's language (#34, docs/i18n.md): the same match read by a French and an
 * English member gives each their own language in the log's lines, the outcome's reason and a
 * refusal's problem `detail`, over HTTP and over a socket (its first message and its patches); a
 * guest's language is their browser's; a socket's problems follow the request that opened it;
 * lines stored before (plain English strings) still read.
 */
import { describe, expect, it } from "vitest";
import type { LogLine, MatchResource } from "../../src/shared/api";
import { client, createMatch, expectProblem, inRoom, inviteOf, member, move, settle } from "./helpers";
import { openSocket, workerFetch } from "./security/support";

let counter = 0;
const uniqueEmail = (who: string) => `${who}.room-i18n.${Date.now()}.${counter++}@example.com`;
const FR = { "accept-language": "fr-FR,fr;q=0.9" };

/** A started tiny match between Anne (French, seat 0) and Ben (English, seat 1). */
async function frenchAndEnglish() {
  const anne = await member("Anne", uniqueEmail("anne"));
  const ben = await member("Ben", uniqueEmail("ben"));
  expect((await anne.json("/api/me", { method: "PATCH", json: { locale: "fr" } })).status).toBe(200);
  const created = await createMatch(anne, { game: "tiny", visibility: "public" });
  const joined = await ben.json<MatchResource>(`/api/matches/${created.id}/join`, { json: { invite: inviteOf(created) } });
  expect(joined.status).toBe(200);
  return { anne, ben, id: created.id, match: joined.body };
}

const texts = (lines: LogLine[]) => lines.map((l) => l.text);

describe("the room in its reader's language", () => {
  it("gives a French and an English member each their language: log lines, refusals, the outcome, over HTTP", async () => {
    const { anne, ben, id, match } = await frenchAndEnglish();
    expect(texts((await anne.json<LogLine[]>(`/api/matches/${id}/log`)).body)).toEqual([
      "Anne a créé la partie et prend la place First",
      "Ben a rejoint la partie à la place Second ; la partie commence",
    ]);
    expect(texts((await ben.json<LogLine[]>(`/api/matches/${id}/log`)).body)).toEqual(["Anne created the match and sat as First", "Ben joined as Second; the match begins"]);

    // Seat 0 (Anne) decides first: Ben's move is refused in English, Anne's stale one in French.
    expectProblem(await move(ben, id, match.seq, { add: 1 }), 403, /^It is not your decision now\.$/);
    const outOfTurn = await move(anne, id, match.seq + 5, { add: 1 });
    expectProblem(outOfTurn, 409, /^Ce coup a été joué sur la position 7, mais la partie en est à la position 2\. Rechargez et décidez de nouveau\.$/);
    expect(outOfTurn.body.title).toBe("Conflit");
    // The same resource in each language has its own ETag, so a cached English body never answers in French.
    const [anneRes, benRes] = [await anne.fetch(`/api/matches/${id}`), await ben.fetch(`/api/matches/${id}`)];
    expect(anneRes.headers.get("etag")).toBe(`"m${match.seq}-0-fr"`);
    expect(benRes.headers.get("etag")).toBe(`"m${match.seq}-1"`);

    expect((await anne.json(`/api/matches/${id}/resign`, { method: "POST" })).status).toBe(200);
    const [fr, en] = [(await anne.json<MatchResource>(`/api/matches/${id}`)).body, (await ben.json<MatchResource>(`/api/matches/${id}`)).body];
    expect(fr.outcome?.reason).toBe("Anne (First) a abandonné");
    expect(en.outcome?.reason).toBe("Anne (First) resigned");
    expect(texts((await anne.json<LogLine[]>(`/api/matches/${id}/log?after=${match.seq}`)).body)).toEqual(["Anne (First) a abandonné"]);
    expect(texts((await ben.json<LogLine[]>(`/api/matches/${id}/log?after=${match.seq}`)).body)).toEqual(["Anne (First) resigned"]);
    expectProblem(await anne.json(`/api/matches/${id}/draw`, { method: "POST", json: { action: "offer" } }), 403, /^Vous ne jouez plus cette partie/);
    // The result's notice quotes the reason in each player's language (inbox, and so email and push).
    await settle(id);
    const result = async (c: typeof anne) => (await c.json<{ items: { kind: string; body: string }[] }>("/api/me/notifications")).body.items.find((n) => n.kind === "result")?.body;
    expect(await result(anne)).toBe("Anne (First) a abandonné");
    expect(await result(ben)).toBe("Anne (First) resigned");
  });

  it("speaks a guest's browser language when they have no setting", async () => {
    const { id } = await frenchAndEnglish();
    const visitor = client();
    const lines = await visitor.json<LogLine[]>(`/api/matches/${id}/log`, { headers: FR });
    expect(texts(lines.body)).toEqual(["Anne a créé la partie et prend la place First", "Ben a rejoint la partie à la place Second ; la partie commence"]);
    expect(texts((await visitor.json<LogLine[]>(`/api/matches/${id}/log`)).body)[0]).toBe("Anne created the match and sat as First");
    const replay = await visitor.json(`/api/matches/${id}/replay`, { headers: FR });
    expectProblem(replay, 409, /^La relecture est publiée une fois la partie terminée/);
  });

  it("keeps the language of the request that opened a socket: its first message, its patches, its problems", async () => {
    const { anne, ben, id, match } = await frenchAndEnglish();
    const [sa, sb, spectator] = [await openSocket(anne, id), await openSocket(ben, id), await openSocket(null, id, FR)];
    for (const s of [sa, sb, spectator]) await s.waitFor((m) => m.type === "match");
    expect(JSON.parse(sa.texts[0]!).etag).toBe(`"m${match.seq}-0-fr"`);
    expect(JSON.parse(spectator.texts[0]!).etag).toBe(`"m${match.seq}-s-fr"`);

    // Problems on the socket, in the opener's language.
    sa.ws.send("{");
    expect(await sa.waitFor((m) => m.type === "error")).toMatchObject({ status: 400, title: "Requête incorrecte", detail: "Ce message n’est pas du JSON valide." });
    sb.ws.send("{");
    expect(await sb.waitFor((m) => m.type === "error")).toMatchObject({ status: 400, detail: "That message is not valid JSON." });
    spectator.ws.send(JSON.stringify({ type: "move", seq: match.seq, move: { add: 1 }, requestId: "r1" }));
    expect(await spectator.waitFor((m) => m.type === "error")).toMatchObject({ status: 403, detail: "Les spectateurs ne peuvent pas jouer.", requestId: "r1" });
    sb.ws.send(JSON.stringify({ type: "move", seq: match.seq, move: { add: 1 }, requestId: "r2" }));
    expect(await sb.waitFor((m) => m.type === "error" && m.requestId === "r2")).toMatchObject({ status: 403, detail: "It is not your decision now." });

    // A change: each socket's patch carries the log line and the outcome in its own language.
    expect((await ben.json(`/api/matches/${id}/resign`, { method: "POST" })).status).toBe(200);
    const [fr, en, watcher] = await Promise.all([sa, sb, spectator].map((s) => s.waitFor((m) => m.type === "match" && m.match.status === "finished")));
    expect(fr.patch.log.map((l: LogLine) => l.text)).toEqual(["Ben (Second) a abandonné"]);
    expect(fr.match.outcome.reason).toBe("Ben (Second) a abandonné");
    expect(en.patch.log.map((l: LogLine) => l.text)).toEqual(["Ben (Second) resigned"]);
    expect(en.match.outcome.reason).toBe("Ben (Second) resigned");
    expect(watcher.match.outcome.reason).toBe("Ben (Second) a abandonné");
    // Each socket's resource is exactly the one GET gives in that language.
    expect(fr.match).toEqual((await anne.json<MatchResource>(`/api/matches/${id}`)).body);
    expect(en.match).toEqual((await ben.json<MatchResource>(`/api/matches/${id}`)).body);
    // A socket opened after the end is sent the whole resource in its language.
    const late = await openSocket(null, id, FR);
    expect((await late.waitFor((m) => m.type === "match")).match.outcome.reason).toBe("Ben (Second) a abandonné");
    for (const s of [sa, sb, spectator, late]) s.close();
  });

  it("tells an out-of-date page to reload in its language", async () => {
    const { id } = await frenchAndEnglish();
    const old = await openSocket(null, id, FR, "");
    expect(await old.waitFor((m) => m.type === "reload")).toEqual({ type: "reload", detail: "Cette page n’est plus à jour : rechargez-la pour suivre la partie en direct." });
    const refused = await workerFetch(`/api/matches/${id}/socket`, { headers: FR });
    expect(refused.status).toBe(426);
  });

  it("still reads a log line stored before, as a plain English string, in every language", async () => {
    const { anne, ben, id } = await frenchAndEnglish();
    await inRoom(id, (_room, state) => state.storage.sql.exec(`UPDATE events SET lines = ? WHERE seq = 1`, JSON.stringify(["Anne created the match", "Anne created the match", "Anne created the match"])));
    expect(texts((await anne.json<LogLine[]>(`/api/matches/${id}/log`)).body)[0]).toBe("Anne created the match");
    expect(texts((await ben.json<LogLine[]>(`/api/matches/${id}/log`)).body)[0]).toBe("Anne created the match");
    expect(texts((await anne.json<LogLine[]>(`/api/matches/${id}/log`)).body)[1]).toBe("Ben a rejoint la partie à la place Second ; la partie commence");
  });

  it("names the computer's seat in the reader's language", async () => {
    const anne = await member("Anne", uniqueEmail("anne"));
    expect((await anne.json("/api/me", { method: "PATCH", json: { locale: "fr" } })).status).toBe(200);
    const created = await createMatch(anne, { game: "sleep", players: 2, visibility: "public", bots: [{ seat: 1, level: "strong" }] });
    expect(created.seats[1]?.name).toBe("Ordinateur (fort)");
    expect((await client().json<MatchResource>(`/api/matches/${created.id}`)).body.seats[1]?.name).toBe("Computer (strong)");
  });
});
