import { expect } from "vitest";
import { plainUser, signUp } from "./admin-accounts";
import { HttpClient } from "./http-client";
import { startPortalInstall, type PortalInstall } from "./portal-install";

export const PANEL_OWNER = { email: "owner@example.com", password: "sunlit-harbor-lantern-42" };

/**
 * A seeded portal on a PostgreSQL database of its own, for the panel's HTTP tests: its first
 * account (the administrator, `admin`) and a confirmed account without the role (`member`),
 * both signed in, and a connection to the database to look inside or change rows by hand.
 */
export interface PanelInstall extends PortalInstall {
  admin: HttpClient;
  member: HttpClient;
}

export async function startPanelInstall(env: NodeJS.ProcessEnv = {}): Promise<PanelInstall> {
  const install = await startPortalInstall("seeded", env);
  const admin = new HttpClient(install.portal.url);
  expect((await signUp(admin, PANEL_OWNER.email, PANEL_OWNER.password)).body).toMatchObject({ message: "Account created successfully!", enter: true });
  const member = await plainUser(install.portal, "member@example.com");
  return { ...install, admin, member };
}
