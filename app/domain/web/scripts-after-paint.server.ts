import { StringDecoder } from "node:string_decoder";
import { Transform } from "node:stream";
import { HELD_PRELOAD_REL, HELD_SCRIPT_TYPE } from "~/lib/scripts-after-paint";

/**
 * React Router's `<Scripts>` writes `<link rel="modulepreload" href=…>` for each script of the
 * page and one inline `<script type="module" async>` that imports them and starts hydration;
 * our own module scripts all have a `src`. React escapes `<` in text, attributes and the
 * hydration data, so these tags can only be the real ones.
 */
const PRELOAD = /<link rel="modulepreload"/g;
const INLINE_MODULE = /<script((?:(?!\ssrc=)[^>])*?) type="module" async="">/g;

/** The page with React Router's scripts held until its first paint (app/lib/scripts-after-paint.ts). */
export function holdScriptsUntilPaint(html: string): string {
  return html.replace(PRELOAD, `<link rel="${HELD_PRELOAD_REL}"`).replace(INLINE_MODULE, `<script$1 type="${HELD_SCRIPT_TYPE}">`);
}

/**
 * The same for a page sent as it renders. A chunk may end inside a tag: what follows its last
 * `<`, when no `>` closes it, waits for the next chunk.
 */
export function holdScriptsUntilPaintStream(): Transform {
  const decoder = new StringDecoder("utf8");
  let pending = "";
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      const text = pending + decoder.write(chunk);
      const open = text.lastIndexOf("<");
      const cut = open !== -1 && !text.includes(">", open) ? open : text.length;
      pending = text.slice(cut);
      callback(null, holdScriptsUntilPaint(text.slice(0, cut)));
    },
    flush(callback) {
      callback(null, holdScriptsUntilPaint(pending + decoder.end()));
    },
  });
}
