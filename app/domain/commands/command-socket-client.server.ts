/**
 * The command's end of the portal's command socket (command-socket.server.ts is the
 * portal's): a command hands its work to the running portal, or a backup asks it to hold its
 * database still. Apart from the portal's end so that a command handed over loads only this,
 * not the app behind the portal's end (the command's own runtime is loaded only when no
 * portal answers).
 */
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import type { CommandName, CommandOutput } from "./commands.server";

export function commandSocketPath(dataDir: string): string {
  return path.join(dataDir, "zowii.sock");
}

export type Message = { line: string } | { error: string } | { exit: number };

/**
 * `npm run backup` copies the data folder itself while the portal holds its database still
 * (holdPortalDatabase), rather than the portal writing the copy: the portal may write only
 * where its unit lets it (DATA_DIR), the command where the operator asks; and no copy of the
 * database passes through the socket.
 */
export const HOLD_PATH = "/hold-database";

export type HoldMessage = { held: true } | { released: string } | Message;

/** The portal's answer on the socket, one JSON message a line: `take` each, then `ended`. */
function readMessages<M>(response: http.IncomingMessage, take: (message: M) => void, ended: () => void): void {
  let buffered = "";
  const takeLine = (line: string) => {
    if (line.trim()) take(JSON.parse(line) as M);
  };
  response.setEncoding("utf8");
  response.on("data", (chunk: string) => {
    buffered += chunk;
    const lines = buffered.split("\n");
    buffered = lines.pop() ?? "";
    lines.forEach(takeLine);
  });
  response.on("end", () => {
    takeLine(buffered);
    ended();
  });
}

/**
 * Sends a command to the portal running on `dataDir`, printing what it prints. Resolves to
 * its exit code, or null when no portal answers on the socket (the command then runs itself).
 */
export function sendToPortal(dataDir: string, name: CommandName, input: unknown, out: CommandOutput): Promise<number | null> {
  const socketPath = commandSocketPath(dataDir);
  if (!fs.existsSync(socketPath)) return Promise.resolve(null);
  return new Promise((resolve, reject) => {
    const request = http.request({ socketPath, path: `/${name}`, method: "POST", headers: { "Content-Type": "application/json" } }, (response) => {
      let exit: number | null = null;
      readMessages<Message>(
        response,
        (message) => {
          if ("line" in message) out.line(message.line);
          else if ("error" in message) out.error(message.error);
          else exit = message.exit;
        },
        () => resolve(exit ?? 1),
      );
      response.on("error", reject);
    });
    request.on("error", (error: NodeJS.ErrnoException) => {
      // A socket file with no portal behind it: left by a portal that did not stop cleanly.
      if (error.code === "ECONNREFUSED" || error.code === "ENOENT") resolve(null);
      else reject(error);
    });
    request.end(JSON.stringify(input));
  });
}

/** The running portal holding its database still for a copy of its folder. */
export interface PortalHold {
  /** Why the portal let go before `end`, or null while it holds. */
  letGo(): string | null;
  /** Lets the portal go on. */
  end(): void;
}

/** The portal could not hold its database still: why, in its words. */
export class PortalHoldError extends Error {
  override name = "PortalHoldError";
}

/**
 * Asks the portal running on `dataDir` to hold its database still; resolves once it does, or
 * to null when no portal answers on the socket (the backup then locks the folder itself).
 */
export function holdPortalDatabase(dataDir: string): Promise<PortalHold | null> {
  const socketPath = commandSocketPath(dataDir);
  if (!fs.existsSync(socketPath)) return Promise.resolve(null);
  return new Promise((resolve, reject) => {
    let held = false;
    let ended = false;
    let letGo: string | null = null;
    const errors: string[] = [];
    const lost = (why: string) => {
      if (!held) reject(new PortalHoldError(errors.join(" ") || why));
      else if (!ended) letGo ??= why;
    };
    const request = http.request({ socketPath, path: HOLD_PATH, method: "POST" }, (response) => {
      readMessages<HoldMessage>(
        response,
        (message) => {
          if ("held" in message) {
            held = true;
            resolve({
              letGo: () => letGo,
              end() {
                ended = true;
                request.destroy();
              },
            });
          } else if ("released" in message) letGo ??= message.released;
          else if ("error" in message) errors.push(message.error);
        },
        () => lost("the portal closed the connection"),
      );
      response.on("error", (error) => lost(error.message));
    });
    request.on("error", (error: NodeJS.ErrnoException) => {
      // A socket file with no portal behind it: left by a portal that did not stop cleanly.
      if (!held && (error.code === "ECONNREFUSED" || error.code === "ENOENT")) resolve(null);
      else lost(error.message);
    });
    request.end();
  });
}
