/** Debian's Chromium driven by playwright-core: never a downloaded browser. */
import { chromium, type Browser, type BrowserServer, type LaunchOptions } from "playwright-core";

export const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

const OPTIONS: LaunchOptions = {
  executablePath: CHROMIUM,
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

/** A Chromium of this process's own. */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch(OPTIONS);
}

/** A Chromium that test files connect to (the e2e project's global set-up starts one). */
export async function launchBrowserServer(): Promise<BrowserServer> {
  return chromium.launchServer(OPTIONS);
}

