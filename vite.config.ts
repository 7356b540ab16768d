import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import { readAdminPath } from "./app/lib/admin-path";

export default defineConfig({
  resolve: {
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
  },
  // The server bundle is our Express app (server/app.ts), which embeds the React Router build.
  environments: {
    ssr: { build: { rollupOptions: { input: "./server/app.ts" } } },
    // Small shared modules ride along with a bigger chunk: fewer requests on a first visit.
    client: { build: { rollupOptions: { output: { experimentalMinChunkSize: 8_000 } } } },
  },
  // The route table reads ADMIN_PATH at build time; code that links to the admin area gets the same value.
  define: { __ZOWII_ADMIN_PATH__: JSON.stringify(readAdminPath(process.env.ADMIN_PATH)) },
  plugins: [tailwindcss(), reactRouter()],
});
