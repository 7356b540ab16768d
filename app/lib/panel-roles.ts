/**
 * Who may use which part of the panel. A role is a set of areas; each section of the
 * panel belongs to one area (PANEL_SECTIONS); the guard (domain/auth/admin-guard.server.ts)
 * refuses a section outside the viewer's areas, and the sidebar shows only the others.
 */
export const PANEL_ROLES = ["admin", "editor", "moderator", "viewer"] as const;
export type PanelRole = (typeof PANEL_ROLES)[number];

export const ROLE_NAMES: Record<PanelRole, string> = {
  admin: "Administrator",
  editor: "Editor",
  moderator: "Moderator",
  viewer: "Viewer",
};

export type PanelArea = "overview" | "catalog" | "feeds" | "featured" | "content" | "health" | "reports" | "accounts" | "own account";

/** The Dashboard, Analytics and one's own sessions are every role's: a Viewer's role is what every other one starts from. */
const EVERY_ROLE: readonly PanelArea[] = ["overview", "own account"];

const ROLE_AREAS: Record<PanelRole, readonly PanelArea[]> = {
  admin: ["overview", "catalog", "feeds", "featured", "content", "health", "reports", "accounts", "own account"],
  editor: [...EVERY_ROLE, "catalog", "feeds", "featured", "content"],
  moderator: [...EVERY_ROLE, "health", "reports"],
  viewer: EVERY_ROLE,
};

export const ROLE_SUMMARIES: Record<PanelRole, string> = {
  admin: "everything, accounts included",
  editor: "games, feeds, featured and content",
  moderator: "game health and reports",
  viewer: "the dashboard and analytics",
};

export function isPanelRole(role: string | null | undefined): role is PanelRole {
  return (PANEL_ROLES as readonly string[]).includes(role ?? "");
}

export function mayUse(role: PanelRole, area: PanelArea): boolean {
  return ROLE_AREAS[role].includes(area);
}

/**
 * The panel's sections by their path under ADMIN_PATH ("" is the Dashboard), each with its
 * area: one table for the guard and the sidebar. A path missing here is an administrator's
 * alone, so a new section is closed until it is given an area.
 */
export const PANEL_SECTIONS: Record<string, PanelArea> = {
  "": "overview",
  analytics: "overview",
  "analytics/export": "overview",
  "analytics/games/:id": "overview",
  sessions: "own account",
  publish: "catalog",
  manage: "catalog",
  hosts: "catalog",
  thumbnails: "catalog",
  import: "feeds",
  feeds: "feeds",
  categories: "feeds",
  featured: "featured",
  content: "content",
  "content/new": "content",
  "content/preview": "content",
  "content/:id": "content",
  "content/:id/history": "content",
  health: "health",
  reports: "reports",
  users: "accounts",
  audit: "accounts",
};

/** The area of a section, from its path under ADMIN_PATH (a route pattern, such as "content/:id"). */
export function areaOf(sectionPath: string): PanelArea {
  return PANEL_SECTIONS[sectionPath.replace(/^\/+|\/+$/g, "")] ?? "accounts";
}

/** The Dashboard's query parameter naming a section the guard turned someone away from. */
export const CLOSED_SECTION_PARAMETER = "closed";

export function closedSectionMessage(role: PanelRole): string {
  return `That section is not part of your role: as ${articleOf(ROLE_NAMES[role])} ${ROLE_NAMES[role]}, you may use ${ROLE_SUMMARIES[role]}.`;
}

/** "a Viewer", "an Editor". */
export function withArticle(word: string): string {
  return `${articleOf(word)} ${word}`;
}

function articleOf(word: string): string {
  return /^[AEIOU]/.test(word) ? "an" : "a";
}
