import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { holdScriptsUntilPaint, holdScriptsUntilPaintStream } from "~/domain/web/scripts-after-paint.server";
import { HELD_PRELOAD_REL, HELD_SCRIPT_TYPE } from "~/lib/scripts-after-paint";

/** The shape of what React Router's `<Scripts>` and our own module scripts write into a page. */
const page = [
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>',
  '<link rel="preload" as="image" imageSrcSet="/a-256.webp 256w" imageSizes="90px" fetchPriority="high"/>',
  '<script type="module" src="/assets/main-1.js" nonce="n0" async=""></script>',
  '<link rel="modulepreload" href="/assets/entry.client-1.js" nonce="n0"/><link rel="modulepreload" href="/assets/site-1.js" nonce="n0"/>',
  '<link nonce="n0" rel="stylesheet" href="/assets/site-1.css"/></head><body><main><h2>Games ♥ «spiele» 遊び</h2>',
  "<p>&lt;link rel=&quot;modulepreload&quot;&gt; as text stays text</p></main>",
  '<script nonce="n0">window.__reactRouterContext = {"a":"\\u003cscript type=\\"module\\" async=\\"\\">"};</script>',
  '<script nonce="n0" type="module" async="">;\nimport * as route0 from "/assets/root-1.js";\nimport("/assets/entry.client-1.js");</script>',
  '<script type="module" src="/assets/ad-script-1.js" nonce="n0" async=""></script></body></html>',
].join("");

describe("holdScriptsUntilPaint", () => {
  it("holds React Router's preloads and inline module script, and nothing else", () => {
    const held = holdScriptsUntilPaint(page);
    expect(held.match(new RegExp(`<link rel="${HELD_PRELOAD_REL}" href="[^"]+"`, "g"))).toEqual([
      `<link rel="${HELD_PRELOAD_REL}" href="/assets/entry.client-1.js"`,
      `<link rel="${HELD_PRELOAD_REL}" href="/assets/site-1.js"`,
    ]);
    expect(held).not.toContain('rel="modulepreload"');
    expect(held).toContain(`<script nonce="n0" type="${HELD_SCRIPT_TYPE}">;\nimport * as route0`);
    // Our own module scripts load from a `src` and are left alone, as is everything else.
    expect(held).toContain('<script type="module" src="/assets/main-1.js" nonce="n0" async=""></script>');
    expect(held).toContain('<script type="module" src="/assets/ad-script-1.js" nonce="n0" async=""></script>');
    expect(held.replace(new RegExp(HELD_PRELOAD_REL, "g"), "modulepreload").replace(`type="${HELD_SCRIPT_TYPE}"`, 'type="module" async=""')).toBe(page);
  });

  it("reads a page sent in chunks as it reads it whole, wherever the chunks break", async () => {
    const bytes = Buffer.from(page);
    const whole = holdScriptsUntilPaint(page);
    // Every break point, inside tags and inside the characters of more than one byte.
    for (let cut = 1; cut < bytes.length; cut++) {
      const chunks = [bytes.subarray(0, cut), bytes.subarray(cut)];
      expect(await text(Readable.from(chunks).pipe(holdScriptsUntilPaintStream())), `cut at ${cut}`).toBe(whole);
    }
    const bytewise = [...bytes].map((byte) => Buffer.from([byte]));
    expect(await text(Readable.from(bytewise).pipe(holdScriptsUntilPaintStream()))).toBe(whole);
  });
});
