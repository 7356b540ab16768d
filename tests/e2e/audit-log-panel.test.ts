/**
 * The Audit Log and the accounts waiting for approval in Chromium: the administrator sees
 * Users' link count the account that waits, filters the log by who, what, when and target
 * (the filters kept in the address, so a reload shows the same entries), clears them, and
 * grants the waiting account the role, which clears the count. On a portal of its own,
 * whose embedded database is given its log before it starts.
 */
import { describe, expect, it } from "vitest";
import { auditLog } from "~/domain/db/schema.server";
import { ADMIN_PATH, plainUser, signUp } from "../support/admin-accounts";
import { HttpClient } from "../support/http-client";
import { setUpBrowserPage, setUpFilledPortal, shareCookies } from "./support";

const ENTRIES = [
  { actorEmail: "keeper@example.com", action: "published game", target: "Ember Escape", createdAt: new Date("2031-05-04T10:00:00Z") },
  { actorEmail: "keeper@example.com", action: "deleted game", target: "Paper Plane", createdAt: new Date("2031-05-05T09:00:00Z") },
  { actorEmail: "npm run feed:import", action: "imported feed", target: "https://feeds.example/games.json", createdAt: new Date("2031-05-05T10:00:00Z") },
  { actorEmail: "game checker", action: "found game broken", target: "Rusty Rocket (rusty-rocket): gone", createdAt: new Date("2031-05-06T08:00:00Z") },
];

const filled = setUpFilledPortal("zowii-audit-panel-", async (db) => {
  await db.insert(auditLog).values(ENTRIES.map((entry) => ({ ...entry, actorId: null })));
});

const current = setUpBrowserPage(undefined, () => filled.portal.url);

describe("the Audit Log", () => {
  it("counts the account waiting on Users, filters the log from the address, and the count goes once the role is granted", async () => {
    const { page } = current;
    const { portal } = filled;
    const admin = new HttpClient(portal.url);
    expect((await signUp(admin, "owner@example.com", "lantern-meadow-harbor-61")).body.enter).toBe(true);
    // Signed up and confirmed: it waits for an administrator.
    await plainUser(portal, "newcomer@example.com");
    await shareCookies(admin, page.context());

    await page.goto(ADMIN_PATH);
    const sidebar = page.getByRole("complementary", { name: "Admin Panel", exact: true });
    await sidebar.getByRole("link", { name: "Users 1 waiting for approval", exact: true }).waitFor();

    await sidebar.getByRole("link", { name: "Audit Log", exact: true }).click();
    await page.getByRole("heading", { name: "Audit Log", exact: true }).waitFor();
    const table = page.getByRole("table", { name: "Audit log entries", exact: true });
    const targets = () => table.locator("tbody tr td:nth-child(4)").allTextContents();
    await page.getByText("4 entries.", { exact: true }).waitFor();
    await expect(targets()).resolves.toEqual(ENTRIES.map((entry) => entry.target).reverse());
    await table.getByRole("row").filter({ hasText: "Rusty Rocket" }).getByText("2031-05-06 08:00 UTC").waitFor();

    const filters = page.getByRole("search", { name: "Filter the audit log", exact: true });
    await filters.getByLabel("Who").fill("KEEPER@example.com");
    await filters.getByRole("button", { name: "Filter", exact: true }).click();
    await page.getByText("2 entries match these filters.", { exact: true }).waitFor();
    await expect(targets()).resolves.toEqual(["Paper Plane", "Ember Escape"]);

    await filters.getByLabel("What").selectOption("deleted game");
    await filters.getByRole("button", { name: "Filter", exact: true }).click();
    await page.getByText("1 entry matches these filters.", { exact: true }).waitFor();
    await expect(targets()).resolves.toEqual(["Paper Plane"]);
    expect(new URL(page.url()).searchParams.get("what")).toBe("deleted game");

    await filters.getByRole("link", { name: "Clear", exact: true }).click();
    await page.getByText("4 entries.", { exact: true }).waitFor();
    await expect(filters.getByLabel("Who").inputValue()).resolves.toBe("");

    await filters.getByLabel("From").fill("2031-05-05");
    await filters.getByLabel("To").fill("2031-05-05");
    await filters.getByLabel("Target").fill("FEEDS.example");
    await filters.getByRole("button", { name: "Filter", exact: true }).click();
    await page.getByText("1 entry matches these filters.", { exact: true }).waitFor();
    await expect(targets()).resolves.toEqual(["https://feeds.example/games.json"]);

    // The address holds the filters: a reload shows the same entries and fields.
    await page.reload();
    await page.getByText("1 entry matches these filters.", { exact: true }).waitFor();
    await expect(filters.getByLabel("From").inputValue()).resolves.toBe("2031-05-05");
    await expect(filters.getByLabel("Target").inputValue()).resolves.toBe("FEEDS.example");

    await sidebar.getByRole("link", { name: "Users 1 waiting for approval", exact: true }).click();
    await page.getByRole("heading", { name: "Users", exact: true }).waitFor();
    await page.getByLabel("Role of newcomer@example.com", { exact: true }).selectOption({ label: "Viewer" });
    await page.getByRole("button", { name: "Save the role of newcomer@example.com", exact: true }).click();
    await page.getByText("newcomer@example.com is now a Viewer").waitFor();
    await sidebar.getByRole("link", { name: "Users", exact: true }).waitFor();
  });
});
