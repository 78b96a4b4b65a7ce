/**
 * Server rendering of boards: the same Preact board component the app uses (boards/),
 * rendered to a string as a spectator (seat null, no legal moves, no onMove), and the
 * standalone SVG image built from it.
 */
import { h } from "preact";
import { render } from "preact-render-to-string";
import { seatColour } from "../../boards/colours";
import { gameUi } from "../../boards/index";
import type { MatchEnd } from "../../boards/board";
import type { SeatInfo } from "../shared/api";
import type { Locale } from "../shared/locale";
import { escapeHtml } from "../shared/text";
import { endShown, seatText, statusText, titleOf, type EmbedMatch } from "./model";
import { themeColor, themeVars, type Theme } from "./theme";

/** The board's HTML for a spectator, in the reader's language, or null while there is no position (seats still free). */
export function renderBoard(game: string, view: unknown, seats: SeatInfo[], ended: MatchEnd | null = null, locale: Locale = "en"): string | null {
  if (view === null || view === undefined) return null;
  const { Board } = gameUi(game);
  try {
    return render(h(Board, { view, seat: null, seats: seats.map((s) => ({ seat: s.seat, label: s.label, name: s.name })), ended, locale }));
  } catch (e) {
    // A board that cannot draw this view must not take the page down with it.
    console.error(`board of ${game} failed to render:`, e instanceof Error ? e.message : String(e));
    return "";
  }
}

interface SvgPart {
  /** The opening tag's attributes without width/height/x/y. */
  attrs: string;
  inner: string;
  width: number;
  height: number;
}

/** The outermost <svg> element of rendered HTML, with its drawing size. */
export function outermostSvg(markup: string): SvgPart | null {
  const start = markup.search(/<svg[\s>]/);
  if (start < 0) return null;
  const tags = /<svg[\s>]|<\/svg>/g;
  tags.lastIndex = start;
  let depth = 0;
  let end = -1;
  for (let m = tags.exec(markup); m; m = tags.exec(markup)) {
    depth += m[0].startsWith("</") ? -1 : 1;
    if (depth === 0) {
      end = m.index;
      break;
    }
  }
  if (end < 0) return null;
  const openEnd = markup.indexOf(">", start);
  const open = markup.slice(start + 4, openEnd);
  const inner = markup.slice(openEnd + 1, end);
  const attr = (name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(open)?.[1];
  const vb = attr("viewBox")?.trim().split(/[\s,]+/).map(Number);
  let width = Number.parseFloat(attr("width") ?? "");
  let height = Number.parseFloat(attr("height") ?? "");
  if (vb && vb.length === 4 && vb.every(Number.isFinite) && vb[2]! > 0 && vb[3]! > 0) {
    width = vb[2]!;
    height = vb[3]!;
  }
  if (!(width > 0 && height > 0) || /%/.test(attr("width") ?? "")) {
    width = 400;
    height = 300;
  }
  const attrs = open.replace(/\s(?:width|height|x|y|xmlns(?::\w+)?)="[^"]*"/g, "").replace(/\/$/, "");
  return { attrs, inner, width, height };
}

export const SVG_WIDTH = 640;
const PAD = 16;
const HEAD = 58;
const FOOT = 30;

/**
 * A standalone SVG image of the position: title, status, the board's own SVG scaled to fit,
 * seats. Boards without an SVG of their own get the seats and status only.
 */
export function boardSvg(m: EmbedMatch, theme: Theme): { svg: string; width: number; height: number } {
  const boardHtml = renderBoard(m.game, m.view, m.seats, endShown(m), m.locale) ?? "";
  const part = outermostSvg(boardHtml);
  const inner = SVG_WIDTH - 2 * PAD;
  let boardHeight = 0;
  let board = "";
  if (part) {
    boardHeight = Math.round(Math.min(inner * 1.25, (inner * part.height) / part.width));
    board = `<svg${part.attrs} x="${PAD}" y="${HEAD}" width="${inner}" height="${boardHeight}">${part.inner}</svg>`;
  } else {
    boardHeight = 12 + m.seats.length * 24;
    board = m.seats
      .map((s, i) => {
        const y = HEAD + 20 + i * 24;
        const colour = seatColour(m.game, s.label);
        const dot = colour ? `<circle cx="${PAD + 8}" cy="${y - 5}" r="6" fill="${colour.fill}" stroke="${colour.edge}" stroke-width="1.5"/>` : "";
        return `${dot}<text x="${PAD + 22}" y="${y}" font-size="16">${escapeHtml(seatText(s, m.locale))}</text>`;
      })
      .join("");
  }
  const height = HEAD + boardHeight + FOOT;
  const title = escapeHtml(titleOf(m));
  const status = escapeHtml(statusText(m));
  const bg = themeColor(theme, "--bg");
  const fg = themeColor(theme, "--fg");
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${SVG_WIDTH}" height="${height}" viewBox="0 0 ${SVG_WIDTH} ${height}" role="img" aria-label="${title}. ${status}">` +
    `<title>${title}</title>` +
    // Inherited, not forced: the board's own fill and font attributes win over these.
    `<style>:root{${themeVars(theme)};fill:${fg};font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif}</style>` +
    `<rect width="100%" height="100%" fill="${bg}"/>` +
    `<text x="${PAD}" y="${PAD + 14}" font-size="18" font-weight="700">${title}</text>` +
    `<text x="${PAD}" y="${PAD + 36}" font-size="14">${status}</text>` +
    board +
    `<text x="${SVG_WIDTH - PAD}" y="${height - 10}" font-size="12" text-anchor="end" style="fill:${themeColor(theme, "--muted")}">Dead Drop · ${escapeHtml(m.origin.replace(/^https?:\/\//, ""))}/m/${m.id}</text>` +
    `</svg>`;
  return { svg, width: SVG_WIDTH, height };
}
