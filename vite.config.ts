import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import { readAdminPath } from "./app/lib/admin-path";

export default defineConfig({
  resolve: {
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
  },
  // The admin route's path is fixed when the app is built (app/routes.ts); robots.txt names the same one.
  define: { __ADMIN_PATH__: JSON.stringify(readAdminPath(process.env.ADMIN_PATH)) },
  // The server bundle is our Express app (server/app.ts), which embeds the React Router build.
  environments: {
    ssr: { build: { rollupOptions: { input: "./server/app.ts" } } },
  },
  plugins: [tailwindcss(), reactRouter()],
});
