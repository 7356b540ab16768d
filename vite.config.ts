import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import { defineConfig, type Plugin, type Rollup } from "vite";
import { readAdminPath } from "./app/lib/admin-path";

/** Words ad blockers look for in script addresses (EasyList and the cookie-banner lists). */
const BLOCKED_WORDS = /(^|[^a-z])(ads?|advert\w*|banner\w*|consent\w*|promo\w*|sponsor\w*)([^a-z]|$)/i;

/**
 * Shared browser chunks are named after their first module (`ad-slot-1a2b.js`). An ad
 * blocker that refuses such a file would break every page that imports it, so chunks
 * named with those words get a neutral name.
 */
function neutralChunkNames(): Plugin {
  return {
    name: "zowii:neutral-chunk-names",
    applyToEnvironment: (environment) => environment.name === "client",
    outputOptions(options) {
      return {
        ...options,
        chunkFileNames: (chunk) => (BLOCKED_WORDS.test(chunk.name) ? "assets/chunk-[hash].js" : "assets/[name]-[hash].js"),
      };
    },
  };
}

/**
 * The modules the first visit of a public page starts from: React Router's browser entry,
 * the root, and the routes visitors land on in React (the landing and content pages ship
 * no React: page-handle.ts).
 */
const FIRST_VISIT_ENTRIES = /(\/entry\.client\.[jt]sx?|\/app\/(root\.tsx|routes\/(home|game|category|not-found)\.tsx))(\?|$)/;

/**
 * Everything those entries import statically (React, React Router and our shared parts)
 * travels in one `site` chunk. Rollup's own split gave the home page 16 scripts, each paying
 * its response headers on a phone, and its merging of small chunks put admin actions and
 * the lazily loaded interstitial into chunks the home page fetched. Route modules keep
 * their own chunks, and a module reached only through a dynamic import stays lazy.
 */
function siteChunk(): Rollup.ManualChunksOption {
  let site: Set<string> | undefined;
  return (id, { getModuleIds, getModuleInfo }) => {
    if (!site) {
      site = new Set();
      const queue = [...getModuleIds()].filter((moduleId) => FIRST_VISIT_ENTRIES.test(moduleId));
      for (let moduleId = queue.pop(); moduleId; moduleId = queue.pop()) {
        for (const imported of getModuleInfo(moduleId)?.importedIds ?? []) {
          if (site.has(imported)) continue;
          site.add(imported);
          queue.push(imported);
        }
      }
    }
    if (/\/app\/routes\//.test(id)) return undefined;
    return site.has(id) ? "site" : undefined;
  };
}

export default defineConfig({
  resolve: {
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
  },
  // The server bundle is our Express app (http/app.ts), which embeds the React Router build.
  environments: {
    ssr: { build: { rollupOptions: { input: "./http/app.ts" } } },
    client: { build: { rollupOptions: { output: { manualChunks: siteChunk() } } } },
  },
  // The route table reads ADMIN_PATH at build time; code that links to the admin area gets the same value.
  define: { __ZOWII_ADMIN_PATH__: JSON.stringify(readAdminPath(process.env.ADMIN_PATH)) },
  // The enhancement script (app/enhance) is built as one self-contained module file.
  worker: { format: "es" },
  plugins: [tailwindcss(), reactRouter(), neutralChunkNames()],
});
