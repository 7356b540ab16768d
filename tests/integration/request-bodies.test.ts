/** Every body-reading endpoint reads no more than its purpose needs, and says so with a 413. */
import fs from "node:fs";
import http from "node:http";
import { describe, expect, it } from "vitest";
import { BODY_LIMITS } from "../../http/request-bodies";
import { ADMIN_PATH, signUp } from "../support/admin-accounts";
import { HttpClient } from "../support/http-client";
import { setUpInstall, startPortalInstall } from "../support/portal-install";

const install = setUpInstall(() => startPortalInstall("seeded"));

/** The server's resident memory, in MB. */
function residentMb(pid: number): number {
  const line = fs
    .readFileSync(`/proc/${pid}/status`, "utf8")
    .split("\n")
    .find((row) => row.startsWith("VmRSS:"))!;
  return Number(line.replace(/\D+/g, "")) / 1024;
}

/**
 * Posts `megabytes` of form data in 64 KB chunks, with a Content-Length or chunked, and
 * resolves with the status and text the server answered and how much of the body was sent
 * by then. Writing stops when the answer comes or the connection is closed.
 */
function postLarge(path: string, megabytes: number, { declareLength }: { declareLength: boolean }) {
  const chunk = Buffer.alloc(64 * 1024, "a");
  const total = megabytes * 1024 * 1024;
  return new Promise<{ status: number; text: string; sentBytes: number }>((resolve, reject) => {
    let sent = 0;
    let answered = false;
    const request = http.request(`${install.portal.url}${path}`, {
      method: "POST",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        Origin: install.portal.url,
        ...(declareLength ? { "Content-Length": String(total) } : {}),
      },
    });
    request.on("response", (response) => {
      answered = true;
      let text = "";
      response.setEncoding("utf8");
      response.on("data", (part: string) => (text += part));
      response.on("end", () => {
        resolve({ status: response.statusCode!, text, sentBytes: sent });
        request.destroy();
      });
    });
    // The server closes the connection after its answer; a write still under way then fails.
    request.on("error", (error) => (answered ? undefined : reject(error)));
    const write = () => {
      while (!answered && sent < total) {
        sent += chunk.length;
        if (!request.write(chunk)) return void request.once("drain", write);
      }
      if (!answered) request.end();
    };
    write();
  });
}

const ENDPOINTS: [string, string, number][] = [
  ["the sign-in form", `${ADMIN_PATH}/auth`, BODY_LIMITS.signIn],
  ["the sign-in form's data request", `${ADMIN_PATH}/auth.data`, BODY_LIMITS.signIn],
  ["the authentication API", "/api/auth/sign-in/email", BODY_LIMITS.signIn],
  ["a play", "/api/games/krunker-io/plays", BODY_LIMITS.visitor],
  ["a vote", "/api/games/krunker-io/vote", BODY_LIMITS.visitor],
  ["the game page's vote form", "/game/krunker-io", BODY_LIMITS.visitor],
  ["the publish form", `${ADMIN_PATH}/publish.data`, BODY_LIMITS.panel],
  ["the manage form, in another case", "/ADMINZOWII/manage.data", BODY_LIMITS.panel],
  ["a page that takes no post", "/about", BODY_LIMITS.visitor],
  ["a path that does not exist", "/no/such/place", BODY_LIMITS.visitor],
];

describe("request bodies", () => {
  it.each(ENDPOINTS)("%s answers 413 past its limit, declared or not, before reading the rest", async (_name, path, limit) => {
    for (const declareLength of [true, false]) {
      const answer = await postLarge(path, 2, { declareLength });
      expect(answer.status, `${path} declared=${declareLength}`).toBe(413);
      expect(answer.text).toBe("This request is too large.");
    }
    // Just past the limit is refused too; the limit itself fits the form it is for.
    const over = await fetch(`${install.portal.url}${path}`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: install.portal.url },
      body: `a=${"b".repeat(limit)}`,
    });
    expect(over.status, path).toBe(413);
  });

  it("still takes every form within its limit: a panel game with the longest description, a sign-in, a play", async () => {
    const admin = new HttpClient(install.portal.url);
    expect((await signUp(admin, "bodies@example.com", "quartz-meadow-lantern-41")).body.enter).toBe(true);
    const published = await admin.post(`${ADMIN_PATH}/publish.data`, {
      title: "Longest Description",
      description: "é".repeat(4999),
      gameUrl: "/games/snake/",
      category: "Arcade",
      tags: Array.from({ length: 20 }, (_, n) => `tag-${n}-${"x".repeat(30)}`).join(", "),
      thumbnail: "",
    });
    expect(published.status).not.toBe(413);
    expect(await published.text()).not.toContain("too large");
    const play = await fetch(`${install.portal.url}/api/games/krunker-io/plays`, { method: "POST", headers: { Origin: install.portal.url } });
    expect(play.status).toBeLessThan(300);
  });

  it("keeps memory flat under eight 100 MB posts to the sign-in form at once", async () => {
    const before = residentMb(install.portal.pid);
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, n) => postLarge(n % 2 ? `${ADMIN_PATH}/auth` : "/api/auth/sign-in/email", 100, { declareLength: n % 4 < 2 })),
    );
    for (const answer of answers) {
      expect(answer.status).toBe(413);
      // Answered long before the body was all sent.
      expect(answer.sentBytes).toBeLessThan(50 * 1024 * 1024);
    }
    const after = residentMb(install.portal.pid);
    expect(after - before, `RSS ${before.toFixed(0)} MB -> ${after.toFixed(0)} MB`).toBeLessThan(40);
    // The portal still answers.
    expect((await fetch(`${install.portal.url}/about`)).status).toBe(200);
  });
});
