import { SELF } from "cloudflare:test";
import { expect, it } from "vitest";

it("lists games", async () => {
  const res = await SELF.fetch("http://localhost/api/games");
  expect(res.status).toBe(200);
  const games = await res.json();
  expect(Array.isArray(games)).toBe(true);
});
