import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

/**
 * A bare `node:http` server sending one fixed answer (the portal's body and headers): no
 * routing, no cache lookup, nothing but Node's HTTP. It shows how much of the gap to nginx
 * is Node's own, which no change in the portal's code can close.
 */
export async function startBareNode(dir: string, port: number, body: Buffer, headers: Headers) {
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, "body"), body);
  const kept = Object.fromEntries([...headers].filter(([name]) => !["date", "connection", "keep-alive", "content-length", "transfer-encoding"].includes(name)));
  fs.writeFileSync(path.join(dir, "headers.json"), JSON.stringify(kept));
  const script = `
const http = require("node:http");
const fs = require("node:fs");
const body = fs.readFileSync(${JSON.stringify(path.join(dir, "body"))});
const headers = { ...JSON.parse(fs.readFileSync(${JSON.stringify(path.join(dir, "headers.json"))}, "utf8")), "Content-Length": body.length };
http.createServer((req, res) => { res.writeHead(200, headers); res.end(body); }).listen(${port}, "127.0.0.1");
`;
  const child = spawn(process.execPath, ["-e", script], { stdio: "ignore" });
  for (let i = 0; i < 50; i += 1) {
    if (
      await fetch(`http://127.0.0.1:${port}/`)
        .then((r) => r.ok)
        .catch(() => false)
    )
      break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { stop: () => child.kill() };
}
