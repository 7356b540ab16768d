import pg from "pg";
import { expect } from "vitest";
import { plainUser, signUp } from "./admin-accounts";
import { HttpClient } from "./http-client";
import { startPortal, type RunningPortal } from "./portal-server";
import { createPostgresDatabase } from "./test-database";

export const PANEL_OWNER = { email: "owner@example.com", password: "sunlit-harbor-lantern-42" };

/**
 * A portal on a PostgreSQL database of its own, for the panel's HTTP tests: its first
 * account (the administrator, `admin`) and a confirmed account without the role (`member`),
 * both signed in, and a connection to the database to look inside or change rows by hand.
 */
export interface PanelInstall {
  portal: RunningPortal;
  db: pg.Client;
  admin: HttpClient;
  member: HttpClient;
  close(): Promise<void>;
}

export async function startPanelInstall(env: NodeJS.ProcessEnv = {}): Promise<PanelInstall> {
  const database = await createPostgresDatabase("seeded");
  const portal = await startPortal({ DATABASE_URL: database.url, ...env });
  const db = new pg.Client({ connectionString: database.url });
  await db.connect();
  const admin = new HttpClient(portal.url);
  expect((await signUp(admin, PANEL_OWNER.email, PANEL_OWNER.password)).body).toMatchObject({ message: "Account created successfully!", enter: true });
  const member = await plainUser(portal, "member@example.com");
  return {
    portal,
    db,
    admin,
    member,
    async close() {
      await db.end();
      await portal.stop();
      await database.drop();
    },
  };
}
