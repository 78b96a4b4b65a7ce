/**
 * Link previews in workerd: GET /api/matches/:id/board.png is a real 1200×630 PNG for every game
 * and status (rendered by resvg's WebAssembly build with the bundled font), made once per
 * position (the Cache API), 404 for private matches, and it is the match page's og:image.
 */
import { crc32, inflateSync } from "node:zlib";
import { Resvg } from "@cf-wasm/resvg";
import { describe, expect, it } from "vitest";
import { PNG_VERSION } from "../../src/api/routes/boardPng";
import { encodePng } from "../../src/embed/pngEncode";
import { resolveCssVars, wrapText } from "../../src/embed/preview";
import type { MatchResource } from "../../src/shared/api";
import { client, createMatch, expectProblem, guest, inviteOf, move, ORIGIN, playDecisions, startedTiny, type Client } from "./helpers";

const anon = client();
const GAMES = ["sleepers", "conspirateurs", "sleep", "subrosa", "tiny"];

/** Width and height from a PNG's IHDR chunk, after checking the signature and the chunk's name. */
function pngSize(bytes: Uint8Array): { width: number; height: number } {
  expect(Array.from(bytes.slice(0, 8))).toEqual([137, 80, 78, 71, 13, 10, 26, 10]);
  expect(new TextDecoder().decode(bytes.slice(12, 16))).toBe("IHDR");
  const data = new DataView(bytes.buffer, bytes.byteOffset);
  return { width: data.getUint32(16), height: data.getUint32(20) };
}

/** The PNG ends with an IEND chunk: the encoder finished the file. */
function expectComplete(bytes: Uint8Array) {
  expect(new TextDecoder().decode(bytes.slice(bytes.length - 8, bytes.length - 4))).toBe("IEND");
}

async function png(path: string, c: Client = anon, headers: Record<string, string> = {}) {
  const res = await c.fetch(path, { headers });
  return { res, status: res.status, bytes: new Uint8Array(await res.arrayBuffer()) };
}

async function expectPreview(id: string, c: Client = anon, query = "") {
  const r = await png(`/api/matches/${id}/board.png${query}`, c);
  expect(r.status).toBe(200);
  expect(r.res.headers.get("content-type")).toBe("image/png");
  expect(r.res.headers.get("set-cookie")).toBeNull();
  expect(pngSize(r.bytes)).toEqual({ width: 1200, height: 630 });
  expectComplete(r.bytes);
  expect(r.bytes.length).toBeLessThan(150 * 1024);
  return r;
}

describe("GET /api/matches/:id/board.png", () => {
  for (const game of GAMES) {
    it(`${game}: a 1200×630 PNG while open, in play and finished`, async () => {
      const a = await guest(`${game} Ada`);
      const b = await guest(`${game} Bea`);
      const m = await createMatch(a, { game, players: 2 });
      expect(m.status).toBe("open");
      const open = await expectPreview(m.id);
      expect((await b.json(`/api/matches/${m.id}/join`, { json: { invite: inviteOf(m) } })).status).toBe(200);
      await playDecisions([a, b], m.id, 3);
      const active = await expectPreview(m.id);
      expect(active.bytes).not.toEqual(open.bytes);
      expect((await a.json(`/api/matches/${m.id}/resign`, { method: "POST" })).status).toBe(200);
      expect((await anon.json<MatchResource>(`/api/matches/${m.id}`)).body.status).toBe("finished");
      const finished = await expectPreview(m.id);
      expect(finished.res.headers.get("cache-control")).toBe("public, max-age=3600");
    });
  }

  it("renders each position once: the second request comes from the cache, a move renders again", async () => {
    const t = await startedTiny();
    const first = await expectPreview(t.id);
    expect(first.res.headers.get("x-dd-render")).toBe("rendered");
    expect(first.res.headers.get("server-timing")).toMatch(/^render;dur=\d+(\.\d)?$/);
    expect(first.res.headers.get("cache-control")).toBe("public, max-age=10");
    const tag = first.res.headers.get("etag")!;
    expect(tag).toMatch(new RegExp(`^"png-now-${t.match.seq}-light-v\\d+"$`));
    // A player asking gets the spectator's picture, from the same cache entry.
    const second = await expectPreview(t.id, t.b);
    expect(second.res.headers.get("x-dd-render")).toBe("cached");
    expect(second.res.headers.get("server-timing")).toBeNull();
    expect(second.bytes).toEqual(first.bytes);
    expect(second.res.headers.get("etag")).toBe(tag);
    const notModified = await png(`/api/matches/${t.id}/board.png`, anon, { "if-none-match": tag });
    expect(notModified.status).toBe(304);
    expect(notModified.bytes.length).toBe(0);
    // Another theme is another picture; a new position is rendered once more.
    const dark = await expectPreview(t.id, anon, "?theme=dark");
    expect(dark.res.headers.get("x-dd-render")).toBe("rendered");
    await move(t.a, t.id, t.match.seq, { add: 1 });
    const moved = await expectPreview(t.id);
    expect(moved.res.headers.get("x-dd-render")).toBe("rendered");
    expect(moved.res.headers.get("etag")).not.toBe(tag);
    expect((await expectPreview(t.id)).res.headers.get("x-dd-render")).toBe("cached");
  });

  it("shows a fixed position with at=seq, and refuses what it cannot show with problem+json", async () => {
    const t = await startedTiny({ target: 3 });
    let seq = t.match.seq;
    for (let i = 0; i < 3; i++) seq = (await move(i % 2 === 0 ? t.a : t.b, t.id, seq, { add: 1 })).body.seq;
    const r = await expectPreview(t.id, anon, "?at=2");
    expect(r.res.headers.get("cache-control")).toBe("public, max-age=2592000");
    expect(r.res.headers.get("content-disposition")).toBe(`inline; filename="deaddrop-${t.id}-2.png"`);
    expectProblem(await anon.json(`/api/matches/${t.id}/board.png?at=99`), 404, /positions 1 to/);
    expectProblem(await anon.json(`/api/matches/${t.id}/board.png?theme=pink`), 400, /"theme" is light or dark/);
    expectProblem(await anon.json("/api/matches/zzzzzzzzzz/board.png"), 404, /no match/);
    expectProblem(await anon.json("/api/matches/NOT-AN-ID/board.png"), 404, /no match/);
  });

  it("answers 404 for a private match, even to its players", async () => {
    const a = await guest("Priv A");
    const b = await guest("Priv B");
    const m = await createMatch(a, { game: "tiny", visibility: "private" });
    expect((await b.json(`/api/matches/${m.id}/join`, { json: { invite: inviteOf(m) } })).status).toBe(200);
    for (const who of [anon, a, b]) expectProblem(await who.json(`/api/matches/${m.id}/board.png`), 404, /no match/);
  });
});

describe("board.png shows what a spectator sees", () => {
  it("renders the same picture for a player of a hidden-information game as for nobody", async () => {
    const a = await guest("Sleep Ada");
    const b = await guest("Sleep Bea");
    const m = await createMatch(a, { game: "sleep", players: 2 });
    expect((await b.json(`/api/matches/${m.id}/join`, { json: { invite: inviteOf(m) } })).status).toBe(200);
    await playDecisions([a, b], m.id, 2);
    const seq = (await anon.json<MatchResource>(`/api/matches/${m.id}`)).body.seq;
    // The players' own views differ from the spectator's (their hands), so a render from a
    // player's view would differ from nobody's.
    const views = await Promise.all([a, b, anon].map(async (c) => JSON.stringify((await c.json<MatchResource>(`/api/matches/${m.id}`)).body.view)));
    expect(new Set(views).size).toBe(3);
    const key = new Request(`${ORIGIN}/api/matches/${m.id}/board.png?position=now-${seq}-light&v=${PNG_VERSION}`);
    const cache = await caches.open("board-png");
    const byPlayer = await expectPreview(m.id, a);
    expect(byPlayer.res.headers.get("x-dd-render")).toBe("rendered");
    expect(await cache.delete(key)).toBe(true); // so that nobody's request renders again
    const byNobody = await expectPreview(m.id, anon);
    expect(byNobody.res.headers.get("x-dd-render")).toBe("rendered");
    expect(byNobody.bytes).toEqual(byPlayer.bytes);
  });
});

describe("the match page's link preview", () => {
  it("has board.png as og:image and twitter:image, with its size, type and alt", async () => {
    const t = await startedTiny();
    const page = await (await anon.fetch(`/m/${t.id}`)).text();
    const img = `${ORIGIN}/api/matches/${t.id}/board.png`;
    expect(page).toContain(`<meta property="og:image" content="${img}">`);
    expect(page).toContain('<meta property="og:image:type" content="image/png">');
    expect(page).toContain('<meta property="og:image:width" content="1200">');
    expect(page).toContain('<meta property="og:image:height" content="630">');
    expect(page).toContain('<meta property="og:image:alt" content="The Tiny board as a spectator sees it. To play: Alice (First).">');
    expect(page).toContain(`<meta name="twitter:image" content="${img}">`);
    // The address in the tag answers with that picture.
    await expectPreview(t.id);
  });
});

describe("preview layout helpers", () => {
  it("resolves CSS variables, nested fallbacks included, for a renderer that has none", () => {
    expect(resolveCssVars('fill="var(--fg, #222)"', "light")).toBe('fill="#1b1f27"');
    expect(resolveCssVars('fill="var(--fg, #222)"', "dark")).toBe('fill="#e9e6df"');
    expect(resolveCssVars('fill="var(--panel, rgba(127,127,127,0.12))" x', "light")).toBe('fill="rgba(127,127,127,0.12)" x');
    expect(resolveCssVars("fill:var(--nope, var(--accent, red))", "light")).toBe("fill:#a8470f");
    expect(resolveCssVars("stroke:var(--unknown)", "light")).toBe("stroke:currentColor");
  });

  it("wraps long text into lines and ends a cut line with an ellipsis", () => {
    expect(wrapText("To play: Ada (Player 1).", 1000, 30, 2)).toEqual(["To play: Ada (Player 1)."]);
    const lines = wrapText("one two three four five six seven eight nine ten eleven twelve", 200, 20, 2);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(/…$/);
    for (const l of lines) expect([...l].length).toBeLessThanOrEqual(Math.floor(200 / (20 * 0.56)));
  });

  it("breaks no line at a no-break space: French keeps its sign on the word before it", () => {
    expect(wrapText("À vous de jouer\u202f: posez une carte", 120, 20, 5)).toEqual(["À vous de", "jouer\u202f:", "posez une", "carte"]);
  });
});

describe("encodePng", () => {
  /** Reads a PNG back: chunks with their CRCs checked by zlib's own crc32, IDAT inflated and unfiltered. */
  function decode(png: Uint8Array) {
    const { width, height } = pngSize(png);
    const view = new DataView(png.buffer, png.byteOffset);
    const idat: Uint8Array[] = [];
    const types: string[] = [];
    for (let at = 8; at < png.length; ) {
      const length = view.getUint32(at);
      const type = new TextDecoder().decode(png.slice(at + 4, at + 8));
      types.push(type);
      expect(view.getUint32(at + 8 + length), `${type} CRC`).toBe(crc32(png.slice(at + 4, at + 8 + length)));
      if (type === "IDAT") idat.push(png.slice(at + 8, at + 8 + length));
      at += 12 + length;
    }
    expect(types).toEqual(["IHDR", "IDAT", "IEND"]);
    const raw = inflateSync(idat[0]!);
    const rowBytes = width * 4;
    const pixels = new Uint8Array(rowBytes * height);
    for (let y = 0; y < height; y++) {
      const filter = raw[y * (rowBytes + 1)];
      expect(filter).toBe(y === 0 ? 0 : 2);
      for (let i = 0; i < rowBytes; i++) {
        const up = y > 0 ? pixels[(y - 1) * rowBytes + i]! : 0;
        pixels[y * rowBytes + i] = (raw[y * (rowBytes + 1) + 1 + i]! + (filter === 2 ? up : 0)) & 0xff;
      }
    }
    return { width, height, pixels };
  }

  it("writes the renderer's pixels exactly, as a PNG that zlib reads back", async () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="40"><rect width="64" height="40" fill="#f6f4ef"/>' +
      '<circle cx="20" cy="20" r="12" fill="#c0392b"/><rect x="36" y="8" width="20" height="24" fill="#2e6fd1" stroke="#1b1f27"/></svg>';
    const image = (await Resvg.async(svg, { background: "#ffffff" })).render();
    const pixels = image.pixels;
    const png = encodePng(pixels, image.width, image.height);
    const back = decode(png);
    expect({ width: back.width, height: back.height }).toEqual({ width: 64, height: 40 });
    expect(back.pixels).toEqual(pixels);
    expect(new Set(Array.from(pixels.filter((_, i) => i % 4 === 3)))).toEqual(new Set([255])); // opaque, as the encoder needs
    expect(() => encodePng(pixels, 63, 40)).toThrow(/is not 63×40 RGBA/);
  });
});
