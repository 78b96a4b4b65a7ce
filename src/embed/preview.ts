/**
 * The link-preview picture of a match (GET /api/matches/:id/board.png, the match page's
 * og:image): a 1200×630 SVG laid out for unfurl cards, with the board's own SVG (the same
 * spectator rendering the embed and board.svg use: `renderBoard` and `outermostSvg`) on the left
 * and the game, the players and the status in large type on the right. `svgToPng` (png.ts) turns
 * it into the PNG.
 *
 * resvg, which draws it, knows no CSS custom properties, so every `var(--name, fallback)` is
 * replaced by the theme's colour (or the fallback) before rendering.
 */
import type { SeatInfo } from "../shared/api";
import { BREAKING_SPACE, escapeHtml } from "../shared/text";
import { messages } from "../shared/i18n/index";
import type { Locale } from "../shared/locale";
import { endShown, seatText, statusText, titleOf, type EmbedMatch } from "./model";
import { outermostSvg, renderBoard } from "./render";
import { themeColor, themeVars, type Theme } from "./theme";

export const PREVIEW_WIDTH = 1200;
export const PREVIEW_HEIGHT = 630;

const MARGIN = 40;
/** The board's card: a square on the left. */
const CARD = PREVIEW_HEIGHT - 2 * MARGIN;
const CARD_PAD = 18;
/** The text column on the right. */
const TEXT_X = MARGIN + CARD + 44;
const TEXT_WIDTH = PREVIEW_WIDTH - TEXT_X - MARGIN;
const SEAT_COLORS = 6;

/** The alt text of the picture. */
export function previewAlt(m: EmbedMatch): string {
  return messages(m.locale).previewAlt({ game: m.gameName, review: !!m.review, status: statusText(m) });
}

/** `var(--a, fallback)` → the theme's value of --a, else the fallback (nested parentheses kept). */
export function resolveCssVars(svg: string, theme: Theme): string {
  const values = new Map(themeVars(theme).split(";").map((kv) => kv.split(":") as [string, string]));
  let out = "";
  let from = 0;
  for (let at = svg.indexOf("var(", from); at >= 0; at = svg.indexOf("var(", from)) {
    let depth = 0;
    let end = at + 3;
    for (; end < svg.length; end++) {
      if (svg[end] === "(") depth++;
      else if (svg[end] === ")" && --depth === 0) break;
    }
    const body = svg.slice(at + 4, end);
    const comma = body.indexOf(",");
    const name = (comma < 0 ? body : body.slice(0, comma)).trim();
    const fallback = comma < 0 ? "" : resolveCssVars(body.slice(comma + 1).trim(), theme);
    out += svg.slice(from, at) + (values.get(name) ?? (fallback || "currentColor"));
    from = end + 1;
  }
  return out + svg.slice(from);
}

/**
 * Splits text into lines of at most `width` pixels at `size` px, by Inter's average advance
 * (about 0.56 em; 0.6 em bold), ending the last allowed line with "…" when it does not fit.
 */
export function wrapText(text: string, width: number, size: number, maxLines: number, bold = false): string[] {
  const perLine = Math.max(4, Math.floor(width / (size * (bold ? 0.6 : 0.56))));
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(BREAKING_SPACE).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if ([...next].length <= perLine) {
      line = next;
      continue;
    }
    if (line) lines.push(line);
    line = [...word].length > perLine ? `${[...word].slice(0, perLine - 1).join("")}…` : word;
  }
  if (line) lines.push(line);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  const last = [...kept[maxLines - 1]!];
  kept[maxLines - 1] = `${last.slice(0, Math.max(1, perLine - 1)).join("").replace(/[\s,.;:]+$/, "")}…`;
  return kept;
}

function textLines(lines: string[], x: number, y: number, size: number, lineHeight: number, attrs = ""): string {
  return lines.map((l, i) => `<text x="${x}" y="${y + i * lineHeight}" font-size="${size}"${attrs}>${escapeHtml(l)}</text>`).join("");
}

/** The board inside its card, or a short message when there is no board to draw yet. */
function boardCard(m: EmbedMatch, theme: Theme): string {
  const card =
    `<rect x="${MARGIN}" y="${MARGIN}" width="${CARD}" height="${CARD}" rx="18" fill="${themeColor(theme, "--surface")}" ` +
    `stroke="${themeColor(theme, "--border")}" stroke-width="2"/>`;
  const part = outermostSvg(renderBoard(m.game, m.view, m.seats, endShown(m), m.locale) ?? "");
  if (part) {
    const inner = CARD - 2 * CARD_PAD;
    // The nested <svg> keeps the board's viewBox; its default preserveAspectRatio centres it.
    return card + `<svg${part.attrs} x="${MARGIN + CARD_PAD}" y="${MARGIN + CARD_PAD}" width="${inner}" height="${inner}">${part.inner}</svg>`;
  }
  const message =
    m.view === null || m.view === undefined ? messages(m.locale).boardAppears() : messages(m.locale).boardNotDrawn();
  const lines = wrapText(message, CARD - 80, 30, 3);
  const top = MARGIN + CARD / 2 - ((lines.length - 1) * 40) / 2;
  return card + textLines(lines, MARGIN + CARD / 2, top, 30, 40, ` text-anchor="middle" fill="${themeColor(theme, "--muted")}"`);
}

function seatLine(s: SeatInfo, locale: Locale, i: number, y: number, actor: boolean): string {
  const label = wrapText(seatText(s, locale), TEXT_WIDTH - 44, 28, 1, actor)[0] ?? "";
  return (
    `<circle cx="${TEXT_X + 12}" cy="${y - 10}" r="11" fill="var(--seat-${i % SEAT_COLORS})"/>` +
    `<text x="${TEXT_X + 36}" y="${y}" font-size="28"${actor ? ' font-weight="700"' : ""}>${escapeHtml(label)}</text>`
  );
}

/** The 1200×630 preview as a standalone SVG document (colours resolved for resvg). */
export function previewSvg(m: EmbedMatch, theme: Theme = "light"): string {
  const fg = themeColor(theme, "--fg");
  const muted = themeColor(theme, "--muted");
  const title = escapeHtml(titleOf(m));
  let y = MARGIN + 26;
  let text = `<text x="${TEXT_X}" y="${y}" font-size="22" font-weight="700" letter-spacing="3" fill="${themeColor(theme, "--accent")}">DEAD DROP</text>`;
  y += 70;
  const name = wrapText(m.gameName, TEXT_WIDTH, 60, 2, true);
  text += textLines(name, TEXT_X, y, 60, 68, ' font-weight="700"');
  y += (name.length - 1) * 68 + 66;
  const shown = m.seats.slice(0, 6);
  const actors = new Set(m.status === "active" && (m.at === null || m.at === m.seq) ? m.actors : []);
  shown.forEach((s, i) => (text += seatLine(s, m.locale, i, y + i * 42, actors.has(s.seat))));
  y += shown.length * 42 + 28;
  const status = wrapText(statusText(m), TEXT_WIDTH, 30, Math.max(1, Math.floor((PREVIEW_HEIGHT - MARGIN - 56 - y) / 40) + 1));
  text += textLines(status, TEXT_X, y, 30, 40, ' font-weight="700"');
  const address = `${m.origin.replace(/^https?:\/\//, "")}/m/${m.id}`;
  text += `<text x="${TEXT_X}" y="${PREVIEW_HEIGHT - MARGIN - 4}" font-size="22" fill="${muted}">${escapeHtml(wrapText(address, TEXT_WIDTH, 22, 1)[0] ?? "")}</text>`;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${PREVIEW_WIDTH}" height="${PREVIEW_HEIGHT}" ` +
    `viewBox="0 0 ${PREVIEW_WIDTH} ${PREVIEW_HEIGHT}" font-family="Inter, sans-serif" fill="${fg}" color="${fg}">` +
    `<title>${title}</title>` +
    `<rect width="${PREVIEW_WIDTH}" height="${PREVIEW_HEIGHT}" fill="${themeColor(theme, "--bg")}"/>` +
    boardCard(m, theme) +
    text +
    `</svg>`;
  return resolveCssVars(svg, theme);
}
