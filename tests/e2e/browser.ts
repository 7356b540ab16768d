import { chromium, type Browser } from "playwright-core";

/**
 * Debian's Chromium, never a downloaded one; flags keep it off the (closed) network.
 * `extraArgs`: more flags, such as a browser-wide user agent.
 */
export function launchBrowser(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      ...extraArgs,
    ],
  });
}
