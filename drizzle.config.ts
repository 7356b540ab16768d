import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "postgresql",
  schema: "./app/domain/db/schema.server.ts",
  out: "./drizzle",
});
