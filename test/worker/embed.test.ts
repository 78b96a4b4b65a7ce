/**
 * Share and embed in workerd: the embed page and its fragment, board.svg, oEmbed and the match
 * page's preview tags; their headers (framing, CSP, caching, no cookies); private matches give
 * 404; and the embed of a hidden-information game shows nothing a spectator may not see.
 */
import { describe, expect, it } from "vitest";
import { renderBoard } from "../../src/embed/render";
import type { LogLine, MatchResource } from "../../src/shared/api";
import { showsSecret } from "../support/tinyGame";
import { client, createMatch, expectProblem, guest, inviteOf, move, ORIGIN, playDecisions, startedTiny, type Client } from "./helpers";

const anon = client();

async function text(path: string, c: Client = anon, headers: Record<string, string> = {}) {
  const res = await c.fetch(path, { headers });
  return { res, status: res.status, body: await res.text() };
}

/** Plays the tiny match to `total` by adding 3s (and the rest), alternating seats. */
async function playTiny(a: Client, b: Client, id: string, seq: number, times: number) {
  let s = seq;
  for (let i = 0; i < times; i++) {
    const r = await move(i % 2 === 0 ? a : b, id, s, { add: 1 });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    s = r.body.seq;
  }
  return s;
}

async function finishedTiny() {
  const t = await startedTiny({ target: 3 });
  const seq = await playTiny(t.a, t.b, t.id, t.match.seq, 3);
  const m = (await anon.json<MatchResource>(`/api/matches/${t.id}`)).body;
  expect(m.status).toBe("finished");
  return { ...t, seq };
}

/** A minimal XML well-formedness check: every tag closes in order, attributes are quoted. */
function expectWellFormedXml(xml: string) {
  const stack: string[] = [];
  for (const m of xml.matchAll(/<(\/?)([a-zA-Z][\w:-]*)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>/g)) {
    const [, close, name, , self] = m;
    if (self) continue;
    if (close) expect(stack.pop(), `</${name}>`).toBe(name);
    else stack.push(name!);
  }
  expect(stack).toEqual([]);
  expect(xml.replace(/<(\/?)([a-zA-Z][\w:-]*)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>/g, "")).not.toMatch(/[<]/);
  expect(xml).not.toMatch(/&(?!amp;|lt;|gt;|quot;|#39;|apos;)/);
}

function expectEmbeddable(res: Response) {
  expect(res.headers.get("content-security-policy")).toMatch(/frame-ancestors \*/);
  expect(res.headers.get("content-security-policy")).toMatch(/script-src 'self'(;|$)/);
  expect(res.headers.get("content-security-policy")).not.toMatch(/unsafe-inline'?[^;]*;?\s*$|script-src[^;]*unsafe/);
  expect(res.headers.get("x-frame-options")).toBeNull();
  expect(res.headers.get("set-cookie")).toBeNull();
}

describe("GET /embed/:id", () => {
  it("serves a framable, server-rendered spectator board with a live script and no inline script", async () => {
    const t = await startedTiny();
    const seq = await playTiny(t.a, t.b, t.id, t.match.seq, 2);
    const r = await text(`/embed/${t.id}`);
    expect(r.status).toBe(200);
    expect(r.res.headers.get("content-type")).toMatch(/^text\/html/);
    expectEmbeddable(r.res);
    expect(r.res.headers.get("cache-control")).toBe("public, max-age=10");
    expect(r.res.headers.get("etag")).toMatch(new RegExp(`^"embed-now-${seq}-`));
    expect(r.body).toMatch(/^<!doctype html><html lang="en" data-theme="light">/);
    expect(r.body).toContain('<script type="module" src="/assets/embed.js"></script>');
    expect(r.body).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>/); // every script is a file
    expect(r.body).not.toMatch(/\son[a-z]+=/i); // and no inline handlers
    expect(r.body).toContain(`data-seq="${seq}"`);
    expect(r.body).toContain("Tiny: Alice vs Bob");
    expect(r.body).toContain("To play: Alice (First).");
    expect(r.body).toMatch(/&quot;total&quot;: 2/); // the board: the generic board's view of the position
    expect(r.body).toContain("Second added 1 (total 2)"); // the log, as a spectator reads it
    expect(r.body).toContain(`href="${ORIGIN}/m/${t.id}"`);
  });

  it("ignores the session: a player gets the spectator's page, and no cookie is set", async () => {
    const t = await startedTiny();
    const seq = await playTiny(t.a, t.b, t.id, t.match.seq, 1);
    const asPlayer = await text(`/embed/${t.id}`, t.a);
    const asNobody = await text(`/embed/${t.id}`);
    expect(asPlayer.body).toBe(asNobody.body);
    expect(asPlayer.res.headers.get("set-cookie")).toBeNull();
    // The tiny game's per-seat secret numbers are in the players' views only.
    for (const p of [t.a, t.b]) {
      const mine = (await p.json<MatchResource>(`/api/matches/${t.id}`)).body.view as { mySecret: number };
      expect(String(mine.mySecret)).toMatch(/^\d{4}$/);
      expect(showsSecret(asNobody.body, mine.mySecret), `the page shows ${mine.mySecret}`).toBe(false);
    }
    // The same for the fragment and the image.
    for (const path of [`/embed/${t.id}/fragment`, `/api/matches/${t.id}/board.svg`]) {
      const a = await text(path, t.a);
      const n = await text(path);
      expect(a.body).toBe(n.body);
      expect(a.res.headers.get("set-cookie")).toBeNull();
    }
    expect(seq).toBeGreaterThan(0);
  });

  it("answers If-None-Match with 304 until the match changes", async () => {
    const t = await startedTiny();
    const first = await text(`/embed/${t.id}`);
    const tag = first.res.headers.get("etag")!;
    const again = await text(`/embed/${t.id}`, anon, { "if-none-match": tag });
    expect(again.status).toBe(304);
    expect(again.body).toBe("");
    expect(again.res.headers.get("etag")).toBe(tag);
    await move(t.a, t.id, t.match.seq, { add: 2 });
    const changed = await text(`/embed/${t.id}`, anon, { "if-none-match": tag });
    expect(changed.status).toBe(200);
    expect(changed.res.headers.get("etag")).not.toBe(tag);
  });

  it("takes theme=light|dark and log=on|off, and refuses other values with problem+json", async () => {
    const t = await startedTiny();
    await playTiny(t.a, t.b, t.id, t.match.seq, 1);
    const dark = await text(`/embed/${t.id}?theme=dark`);
    expect(dark.body).toContain('data-theme="dark"');
    expect(dark.body).toContain('class="dd-log"');
    const quiet = await text(`/embed/${t.id}?log=off`);
    expect(quiet.body).not.toContain('class="dd-log"');
    expect(quiet.body).not.toContain("First added 1");
    expect(quiet.res.headers.get("etag")).not.toBe(dark.res.headers.get("etag"));
    expectProblem(await anon.json(`/embed/${t.id}?theme=pink`), 400, /"theme" is light or dark/);
    expectProblem(await anon.json(`/embed/${t.id}?log=yes`), 400, /"log" is on or off/);
    expectProblem(await anon.json(`/embed/${t.id}?at=-1`), 400, /"at" is a position number/);
  });

  it("shows a fixed position with at=seq: no live script, the log up to it, long caching once finished", async () => {
    const t = await finishedTiny();
    const r = await text(`/embed/${t.id}?at=3`);
    expect(r.status).toBe(200);
    expectEmbeddable(r.res);
    expect(r.body).not.toContain("<script");
    expect(r.body).toContain(`Position 3 of ${t.seq}.`);
    expect(r.body).toMatch(/&quot;total&quot;: 1/);
    expect(r.body).toContain("First added 1 (total 1)");
    expect(r.body).not.toContain("Second added 1 (total 2)");
    expect(r.res.headers.get("cache-control")).toBe("public, max-age=2592000");
    const now = await text(`/embed/${t.id}`);
    expect(now.body).not.toContain("<script");
    expect(now.body).toMatch(/Finished: First reached 3/);
    expect(now.res.headers.get("cache-control")).toBe("public, max-age=3600");
    expectProblem(await anon.json(`/embed/${t.id}?at=${t.seq + 1}`), 404, new RegExp(`positions 1 to ${t.seq}`));
  });

  it("shows an open match waiting for players", async () => {
    const a = await guest("Opener");
    const m = await createMatch(a);
    const r = await text(`/embed/${m.id}`);
    expect(r.status).toBe(200);
    expect(r.body).toContain("Waiting for players: 1 of 2 seats free.");
    expect(r.body).toContain("The board appears when every seat is taken.");
    expect(r.body).not.toContain(inviteOf(m)); // the invite token is for the players to hand out
  });

  it("answers unknown and malformed ids with 404 problem+json", async () => {
    expectProblem(await anon.json("/embed/zzzzzzzzzz"), 404, /no match/);
    expectProblem(await anon.json("/embed/NOT-AN-ID"), 404, /no match/);
    expectProblem(await anon.json("/api/matches/zzzzzzzzzz/board.svg"), 404, /no match/);
  });
});

describe("GET /embed/:id/fragment (for the live script)", () => {
  it("is the page's <main>, with an ETag and no-cache", async () => {
    const t = await startedTiny();
    const page = await text(`/embed/${t.id}?log=off`);
    const r = await text(`/embed/${t.id}/fragment?log=off`);
    expect(r.status).toBe(200);
    expect(r.res.headers.get("cache-control")).toBe("no-cache");
    expect(r.body).toMatch(/^<main id="dd-embed"/);
    expect(page.body).toContain(r.body);
    const tag = r.res.headers.get("etag")!;
    expect((await text(`/embed/${t.id}/fragment?log=off`, anon, { "if-none-match": tag })).status).toBe(304);
    expectProblem(await anon.json(`/embed/${t.id}/fragment?at=1`), 400, /fixed position/);
  });
});

describe("GET /api/matches/:id/board.svg", () => {
  it("is a standalone SVG with size, caching headers and 304", async () => {
    const t = await startedTiny();
    const seq = await playTiny(t.a, t.b, t.id, t.match.seq, 2);
    const r = await text(`/api/matches/${t.id}/board.svg`);
    expect(r.status).toBe(200);
    expect(r.res.headers.get("content-type")).toBe("image/svg+xml; charset=utf-8");
    expect(r.res.headers.get("cache-control")).toBe("public, max-age=10");
    expect(r.res.headers.get("etag")).toMatch(new RegExp(`^"svg-now-${seq}-`));
    expect(r.res.headers.get("content-security-policy")).toMatch(/default-src 'none'/);
    expect(r.res.headers.get("set-cookie")).toBeNull();
    expect(r.body).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" xmlns:xlink="http:\/\/www\.w3\.org\/1999\/xlink" width="640" height="\d+" viewBox="0 0 640 \d+"/);
    expect(r.body).toContain("Tiny: Alice vs Bob");
    expect(r.body).toContain("To play: Alice (First).");
    expect(r.body).not.toMatch(/<script|<foreignObject|\son[a-z]+=/i);
    expectWellFormedXml(r.body);
    const again = await text(`/api/matches/${t.id}/board.svg`, anon, { "if-none-match": r.res.headers.get("etag")! });
    expect(again.status).toBe(304);
    const dark = await text(`/api/matches/${t.id}/board.svg?theme=dark`);
    expect(dark.body).toContain('fill="#14171c"');
  });

  it("caches a position of a finished match for long", async () => {
    const t = await finishedTiny();
    const r = await text(`/api/matches/${t.id}/board.svg?at=2`);
    expect(r.status).toBe(200);
    expect(r.res.headers.get("cache-control")).toBe("public, max-age=2592000");
    expect(r.body).toContain(`Position 2 of ${t.seq}.`);
    expect((await text(`/api/matches/${t.id}/board.svg`)).res.headers.get("cache-control")).toBe("public, max-age=3600");
    expectProblem(await anon.json(`/api/matches/${t.id}/board.svg?at=99`), 404, /positions 1 to/);
  });
});

describe("GET /oembed", () => {
  it("answers a rich response with the iframe for a match page URL", async () => {
    const t = await startedTiny();
    const r = await anon.json<any>(`/oembed?url=${encodeURIComponent(`${ORIGIN}/m/${t.id}?invite=secret`)}&format=json`);
    expect(r.status).toBe(200);
    expect(r.res.headers.get("content-type")).toMatch(/^application\/json/);
    expect(r.res.headers.get("access-control-allow-origin")).toBe("*");
    expect(r.res.headers.get("set-cookie")).toBeNull();
    expect(r.body).toMatchObject({
      version: "1.0",
      type: "rich",
      title: "Tiny: Alice vs Bob",
      provider_name: "Dead Drop",
      provider_url: `${ORIGIN}/`,
      width: 480,
      height: 520,
      thumbnail_url: `${ORIGIN}/api/matches/${t.id}/board.svg`,
      thumbnail_width: 640,
      thumbnail_height: expect.any(Number),
    });
    expect(r.body.html).toBe(
      `<iframe src="${ORIGIN}/embed/${t.id}" width="480" height="520" title="Tiny: Alice vs Bob on Dead Drop" style="border:0;max-width:100%" loading="lazy"></iframe>`,
    );
    expect(r.body.html).not.toContain("secret");
  });

  it("keeps an embed URL's options and honours maxwidth and maxheight", async () => {
    const t = await startedTiny();
    const url = `${ORIGIN}/embed/${t.id}?theme=dark&log=on&utm=x`;
    const r = await anon.json<any>(`/oembed?url=${encodeURIComponent(url)}&maxwidth=300&maxheight=400`);
    expect(r.status).toBe(200);
    expect(r.body.width).toBe(300);
    expect(r.body.height).toBe(400);
    expect(r.body.html).toContain(`src="${ORIGIN}/embed/${t.id}?theme=dark&amp;log=on"`);
    expect(r.body.thumbnail_url).toBe(`${ORIGIN}/api/matches/${t.id}/board.svg?theme=dark`);
  });

  it("refuses what it cannot answer with problem+json", async () => {
    const t = await startedTiny();
    const u = encodeURIComponent(`${ORIGIN}/m/${t.id}`);
    expectProblem(await anon.json("/oembed"), 400, /Give the match's address/);
    expectProblem(await anon.json(`/oembed?url=${u}&format=xml`), 501, /format=json/);
    expectProblem(await anon.json(`/oembed?url=not-a-url`), 400, /absolute address/);
    expectProblem(await anon.json(`/oembed?url=${encodeURIComponent(`https://elsewhere.example/m/${t.id}`)}`), 404, /match addresses/);
    expectProblem(await anon.json(`/oembed?url=${encodeURIComponent(`${ORIGIN}/settings`)}`), 404, /match addresses/);
    expectProblem(await anon.json(`/oembed?url=${encodeURIComponent(`${ORIGIN}/m/zzzzzzzzzz`)}`), 404, /no match/);
    expectProblem(await anon.json(`/oembed?url=${u}&maxwidth=wide`), 400, /"maxwidth" is a number of pixels/);
  });
});

describe("GET /m/:id (the match page)", () => {
  it("carries Open Graph, Twitter card and oEmbed discovery tags", async () => {
    const t = await startedTiny();
    const r = await text(`/m/${t.id}?invite=abc`);
    expect(r.status).toBe(200);
    expect(r.res.headers.get("content-type")).toMatch(/^text\/html/);
    expect(r.res.headers.get("set-cookie")).toBeNull();
    const oembedHref = `${ORIGIN}/oembed?url=${encodeURIComponent(`${ORIGIN}/m/${t.id}`)}&format=json`.replace(/&/g, "&amp;");
    expect(r.body).toContain(`<link rel="alternate" type="application/json+oembed" href="${oembedHref}" title="Tiny: Alice vs Bob">`);
    expect(r.body).toContain('<meta property="og:title" content="Tiny: Alice vs Bob">');
    expect(r.body).toContain(`<meta property="og:image" content="${ORIGIN}/api/matches/${t.id}/board.png">`); // a PNG: unfurlers refuse SVG (issue 21)
    expect(r.body).toContain(`<meta property="og:url" content="${ORIGIN}/m/${t.id}">`);
    expect(r.body).toMatch(/<meta property="og:description" content="To play: Alice \(First\)\. A Tiny match on Dead Drop/);
    expect(r.body).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(r.body).toContain(`<meta name="twitter:image" content="${ORIGIN}/api/matches/${t.id}/board.png">`);
    expect(r.body).toContain("<title>Tiny: Alice vs Bob · Dead Drop</title>");
    expect(r.body.match(/<title>/g)).toHaveLength(1);
    expect(r.body.match(/name="description"/g)).toHaveLength(1);
    expect(r.body).toContain('src="/assets/app.js"'); // still the app
  });
});

describe("private matches are never embeddable", () => {
  it("answers 404 on every embed endpoint, even to its players, and the match page shows nothing of it", async () => {
    const a = await guest("Priv A");
    const b = await guest("Priv B");
    const m = await createMatch(a, { game: "tiny", visibility: "private" });
    expect((await b.json(`/api/matches/${m.id}/join`, { json: { invite: inviteOf(m) } })).status).toBe(200);
    for (const who of [anon, a]) {
      expectProblem(await who.json(`/embed/${m.id}`), 404, /no match/);
      expectProblem(await who.json(`/embed/${m.id}?at=1`), 404, /no match/);
      expectProblem(await who.json(`/embed/${m.id}/fragment`), 404, /no match/);
      expectProblem(await who.json(`/api/matches/${m.id}/board.svg`), 404, /no match/);
      expectProblem(await who.json(`/oembed?url=${encodeURIComponent(`${ORIGIN}/m/${m.id}`)}`), 404, /no match/);
      expectProblem(await who.json(`/oembed?url=${encodeURIComponent(`${ORIGIN}/embed/${m.id}`)}`), 404, /no match/);
    }
    const page = await text(`/m/${m.id}`, a);
    expect(page.status).toBe(200);
    expect(page.body).not.toMatch(/og:|twitter:|oembed|Priv A|Priv B/);
    const unknown = await text(`/m/zzzzzzzzzz`);
    expect(unknown.body).toBe(page.body); // a private match looks like no match at all
  });
});

// ---- hidden information ------------------------------------------------------------------------

/**
 * Text lines and tags with attributes of rendered markup, counted: the units in which a board
 * shows something. Bare tags (`<title>`, `</text>`) carry nothing and are left out.
 */
function pieces(markup: string): Map<string, number> {
  const out = new Map<string, number>();
  const parts = markup.split(/(<[^>]*>)|\n/).map((p) => p?.trim() ?? "");
  for (const p of parts) if (p && !/^<\/?[\w:-]+\s*\/?>$/.test(p)) out.set(p, (out.get(p) ?? 0) + 1);
  return out;
}

function escaped(s: string): string {
  return s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/**
 * Everything a player's board shows beyond the spectator's (a piece of markup seen more often in
 * the player's rendering than in the spectator's) must not appear more often in any of `shown`
 * than in the spectator's rendering; nor may any log line that only the player reads.
 * `at`: the documents show that position (compared with the views of that position).
 */
async function expectNothingHidden(game: string, id: string, players: Client[], shown: string[], at?: number) {
  const viewOf = async (c: Client) => {
    const now = (await c.json<MatchResource>(`/api/matches/${id}`)).body;
    if (at === undefined) return { view: now.view, seats: now.seats, you: now.you };
    const then = await c.json<{ view: unknown }>(`/api/matches/${id}/history?at=${at}`);
    expect(then.status).toBe(200);
    return { view: then.body.view, seats: now.seats, you: now.you };
  };
  const spectator = await viewOf(anon);
  const spectatorPieces = pieces(renderBoard(game, spectator.view, spectator.seats) ?? "");
  const shownPieces = shown.map(pieces);
  const upTo = (lines: LogLine[]) => lines.filter((l) => at === undefined || l.seq <= at);
  const spectatorLog = upTo((await anon.json<LogLine[]>(`/api/matches/${id}/log`)).body);
  let secrets = 0;
  for (const p of players) {
    const mine = await viewOf(p);
    expect(mine.you).not.toBeNull();
    for (const [piece, n] of pieces(renderBoard(game, mine.view, mine.seats) ?? "")) {
      const allowed = spectatorPieces.get(piece) ?? 0;
      if (n <= allowed) continue;
      secrets++;
      shownPieces.forEach((doc, i) => expect(doc.get(piece) ?? 0, `"${piece}" is only for ${p.name} (document ${i})`).toBeLessThanOrEqual(allowed));
    }
    const myLog = upTo((await p.json<LogLine[]>(`/api/matches/${id}/log`)).body);
    for (const line of myLog) {
      if (line.text === spectatorLog.find((l) => l.seq === line.seq)?.text) continue;
      secrets++;
      shown.forEach((doc, i) => {
        expect(doc, `document ${i}`).not.toContain(line.text);
        expect(doc, `document ${i}`).not.toContain(escaped(line.text));
      });
    }
  }
  return secrets;
}

/** Plays `moves` decisions (playDecisions), preferring moves that are not a pass. */
const playSome = (players: Client[], id: string, moves: number) =>
  playDecisions(players, id, moves, (legal: any[]) => legal.find((m) => m.kind !== "pass" && m.kind !== "done") ?? legal[0]);

describe("the embed of a hidden-information game shows nothing hidden", () => {
  for (const game of ["sleep", "subrosa"]) {
    it(`${game}, 2 players, after a few moves: page, fragment, image, oEmbed and match page`, async () => {
      const a = await guest(`${game} A`);
      const b = await guest(`${game} B`);
      const m = await createMatch(a, { game, players: 2 });
      expect((await b.json(`/api/matches/${m.id}/join`, { json: { invite: inviteOf(m) } })).status).toBe(200);
      let secrets = 0;
      for (let round = 0; round < 3; round++) {
        await playSome([a, b], m.id, round === 0 ? 1 : 2);
        const docs = [
          (await text(`/embed/${m.id}`)).body,
          (await text(`/embed/${m.id}`, a)).body,
          (await text(`/embed/${m.id}/fragment`, b)).body,
          (await text(`/api/matches/${m.id}/board.svg`, a)).body,
          (await text(`/oembed?url=${encodeURIComponent(`${ORIGIN}/m/${m.id}`)}`, b)).body,
          (await text(`/m/${m.id}`, a)).body,
        ];
        const seq = (await anon.json<MatchResource>(`/api/matches/${m.id}`)).body.seq;
        expect(docs[0]).toContain(`data-seq="${seq}"`);
        secrets += await expectNothingHidden(game, m.id, [a, b], docs);
        const before = [(await text(`/embed/${m.id}?at=${seq - 1}`, a)).body, (await text(`/api/matches/${m.id}/board.svg?at=${seq - 1}`, b)).body];
        secrets += await expectNothingHidden(game, m.id, [a, b], before, seq - 1);
      }
      // The check above was not vacuous: the players did see things the spectator did not.
      expect(secrets).toBeGreaterThan(0);
    });
  }
});
