import { randomUUID } from "node:crypto";

/**
 * An anonymous visitor: a random id in a first-party cookie, used only to count a
 * visitor's plays and votes once. It identifies no person.
 */
const COOKIE_NAME = "zowii_visitor";
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;
const ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function readVisitorId(request: Request): string | null {
  const header = request.headers.get("Cookie") ?? "";
  for (const part of header.split(";")) {
    const [name, value] = part.trim().split("=");
    if (name === COOKIE_NAME && value && ID_PATTERN.test(value)) return value;
  }
  return null;
}

/** The request's visitor id, or a new one with the Set-Cookie header that keeps it. */
export function visitorFor(request: Request): { visitorId: string; headers: HeadersInit } {
  const existing = readVisitorId(request);
  if (existing) return { visitorId: existing, headers: {} };
  const visitorId = randomUUID();
  const secure = new URL(request.url).protocol === "https:" ? "; Secure" : "";
  return {
    visitorId,
    headers: {
      "Set-Cookie": `${COOKIE_NAME}=${visitorId}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; HttpOnly; SameSite=Lax${secure}`,
    },
  };
}
