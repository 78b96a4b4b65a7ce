/**
 * Debian's Chromium driven by playwright-core: never a downloaded browser.
 *
 * The browser tests run in Debian's build of Chromium's headless shell (package
 * chromium-headless-shell, the same Blink and V8 as /usr/bin/chromium) when it is installed, as
 * Playwright itself runs headless Chromium: the full browser in headless mode took three times the
 * CPU for the same pages (124 s against 42 s for rules.test.ts and boards.test.ts, one run on this
 * machine), and the browser tests are half the CPU of `npm test`. Without it they run in
 * /usr/bin/chromium. What only the full browser has (a service worker's notifications) is tested
 * in it: `launchBrowser("full")`.
 */
import { existsSync } from "node:fs";
import { chromium, type Browser, type BrowserServer, type LaunchOptions } from "playwright-core";

/** The full browser. */
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
/** The headless shell, when installed. */
const HEADLESS_SHELL = process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? "/usr/bin/chromium-headless-shell";

export type Kind = "shell" | "full";

/** The executable for `kind`: the shell falls back to the full browser when it is not installed. */
export function executableFor(kind: Kind): string {
  return kind === "shell" && existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : CHROMIUM;
}

function options(kind: Kind): LaunchOptions {
  return {
    executablePath: executableFor(kind),
    headless: true,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
    ],
  };
}

/** A browser of this process's own. */
export async function launchBrowser(kind: Kind): Promise<Browser> {
  return chromium.launch(options(kind));
}

/** The headless shell that test files connect to (the e2e project's global set-up starts one). */
export async function launchBrowserServer(): Promise<BrowserServer> {
  return chromium.launchServer(options("shell"));
}
