/**
 * After `react-router build`: a brotli and a gzip copy beside every text file of the
 * client build, made once at the highest settings, so the server sends them as they are.
 */
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

const root = path.resolve(import.meta.dirname, "../build/client");
const COMPRESSIBLE = /\.(js|mjs|css|svg|html|json|txt|xml|map)$/;
let files = 0;
let before = 0;
let after = 0;

function walk(dir: string) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(file);
    else if (COMPRESSIBLE.test(entry.name)) compress(file);
  }
}

function compress(file: string) {
  const data = fs.readFileSync(file);
  if (data.length < 1024) return;
  const br = zlib.brotliCompressSync(data, {
    params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length },
  });
  fs.writeFileSync(`${file}.br`, br);
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(data, { level: 9 }));
  files += 1;
  before += data.length;
  after += br.length;
}

walk(root);
console.log(`Compressed ${files} files: ${(before / 1024).toFixed(0)} kB -> ${(after / 1024).toFixed(0)} kB with brotli.`);
