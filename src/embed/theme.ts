/**
 * Colours of the embed page and the standalone SVG. Boards draw with the app's CSS variables
 * (--fg --bg --surface --muted --accent --border), so both define them for each theme. Seat
 * colours are the pieces' own, from the one table in boards/colours.ts.
 */
import { pieceCss } from "../../boards/colours";

export type Theme = "light" | "dark";

export const THEMES: readonly Theme[] = ["light", "dark"];

const vars: Record<Theme, Record<string, string>> = {
  light: {
    "--bg": "#f6f4ef",
    "--fg": "#1b1f27",
    "--surface": "#ffffff",
    "--muted": "#5b6270",
    "--accent": "#a8470f",
    "--accent-fg": "#ffffff",
    "--border": "#d6d2c8",
    "--focus": "#1a5fd0",
  },
  dark: {
    "--bg": "#14171c",
    "--fg": "#e9e6df",
    "--surface": "#1e232b",
    "--muted": "#a3abb8",
    "--accent": "#f0a060",
    "--accent-fg": "#1b1f27",
    "--border": "#353c48",
    "--focus": "#7fb0ff",
  },
};

/** `--name:value;…` for one theme. */
export function themeVars(theme: Theme): string {
  return Object.entries(vars[theme])
    .map(([k, v]) => `${k}:${v}`)
    .join(";");
}

export function themeColor(theme: Theme, name: "--bg" | "--fg" | "--surface" | "--muted" | "--accent" | "--border"): string {
  return vars[theme][name]!;
}

/**
 * The embed page's own stylesheet. It comes after the app's /app.css (which the boards may use)
 * and wins over it: the theme is the embedder's choice, not the reader's colour scheme.
 */
export const EMBED_CSS = [
  `html[data-theme=light]{${themeVars("light")};color-scheme:light}`,
  `html[data-theme=dark]{${themeVars("dark")};color-scheme:dark}`,
  "html,body{margin:0;background:var(--bg);color:var(--fg);font:14px/1.45 system-ui,-apple-system,'Segoe UI',Roboto,sans-serif}",
  "#dd-embed{display:flex;flex-direction:column;gap:.45rem;padding:.6rem;min-height:100vh;box-sizing:border-box}",
  ".dd-head{display:flex;flex-wrap:wrap;align-items:baseline;justify-content:space-between;gap:0 .75rem}",
  ".dd-title{margin:0;font-size:1rem;font-weight:700}",
  ".dd-title a{color:var(--fg);text-decoration:none}",
  ".dd-title a:hover{text-decoration:underline}",
  ".dd-seats{margin:0;padding:0;list-style:none;display:flex;flex-wrap:wrap;gap:0 .75rem;color:var(--muted);font-size:.85rem}",
  ".dd-seat{display:inline-flex;align-items:center;gap:.3em}",
  ".dd-seat .seat-dot{display:inline-block;width:.75em;height:.75em;border-radius:50%;box-sizing:border-box;background:var(--piece);border:2px solid var(--piece-edge)}",
  pieceCss(),
  ".dd-status{margin:0;font-weight:600}",
  ".dd-board{background:var(--surface);border:1px solid var(--border);border-radius:10px;padding:.4rem;min-width:0;overflow:auto}",
  ".dd-board svg{display:block;max-width:100%;height:auto;margin:0 auto}",
  ".dd-board pre{max-height:14rem;overflow:auto;font-size:.75rem;white-space:pre-wrap;margin:0}",
  ".dd-empty{margin:1rem;text-align:center;color:var(--muted)}",
  ".dd-log{border-top:1px solid var(--border);max-height:8.5rem;overflow:auto;font-size:.85rem}",
  ".dd-log h2{font-size:.85rem;margin:.3rem 0 .1rem;color:var(--muted)}",
  ".dd-log ol{margin:0;padding-left:2.6em}",
  ".dd-foot{margin-top:auto;font-size:.8rem;color:var(--muted)}",
  ".dd-foot a{color:var(--accent)}",
].join("\n");
