/**
 * The portal's listening socket, copied: a burst of connections is accepted through every
 * copy (each accepts one more per turn of the event loop), and closing the copies waits for
 * the requests they accepted.
 */
import { spawn } from "node:child_process";
import http from "node:http";
import type net from "node:net";
import { afterAll, expect, it, vi } from "vitest";
import { addAcceptingCopies, closeCopies } from "../../http/accepting-copies.js";

const CONNECTIONS = 12;
const cleanups: (() => void)[] = [];
afterAll(() => cleanups.forEach((cleanup) => cleanup()));

/** Another process opens the connections, each with a request whose body stops halfway until told. */
function burstOfHalfRequests(port: number) {
  const script = `
const net = require("node:net");
let answered = 0;
const sockets = [];
for (let i = 0; i < ${CONNECTIONS}; i += 1) {
  const socket = net.connect(${port}, "127.0.0.1", () => socket.write("POST / HTTP/1.1\\r\\nHost: x\\r\\nContent-Length: 4\\r\\n\\r\\nab"));
  socket.on("data", (data) => { if (String(data).startsWith("HTTP/1.1 200")) answered += 1; if (answered === ${CONNECTIONS}) console.log("all answered"); });
  sockets.push(socket);
}
// The rest of each body, then the end of what the client sends: the answer must still come.
process.stdin.on("data", () => sockets.forEach((socket) => socket.end("cd")));
`;
  const client = spawn(process.execPath, ["-e", script], { stdio: ["pipe", "pipe", "inherit"] });
  cleanups.push(() => client.kill());
  let output = "";
  client.stdout.on("data", (chunk: Buffer) => (output += chunk));
  return { finish: () => client.stdin.write("go\n"), output: () => output };
}

it("accepts a burst through every copy of the listening socket, and closes once their requests are answered", async () => {
  const server = http.createServer((req, res) => {
    req.resume();
    req.on("end", () => res.writeHead(200, { Connection: "close" }).end("whole"));
  });
  cleanups.push(() => server.close());
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const copies = await addAcceptingCopies(server, 3);
  expect(copies).toHaveLength(3);

  let accepted = 0;
  const setUpAsHttp: boolean[] = [];
  server.on("connection", (socket: net.Socket) => {
    accepted += 1;
    // A copy sets its sockets up as the http server does (an http client may half-close).
    setUpAsHttp.push(socket.allowHalfOpen);
  });
  // The http server takes the sockets over (socket.server is then itself): count at each copy.
  const byCopy = copies.map(() => 0);
  copies.forEach((copy, i) => copy.on("connection", () => (byCopy[i]! += 1)));
  const client = burstOfHalfRequests((server.address() as net.AddressInfo).port);
  // The event loop is held while the connections arrive, as under load: they queue in the kernel.
  const until = Date.now() + 1_500;
  while (Date.now() < until);
  await vi.waitFor(() => expect(accepted, "connections accepted").toBe(CONNECTIONS), { timeout: 10_000 });
  expect(byCopy.filter((count) => count > 0).length, `connections accepted by each copy: ${byCopy.join(", ")}`).toBe(3);
  expect(setUpAsHttp).toEqual(Array(CONNECTIONS).fill(true));

  // A failed accept on a copy is told, not thrown (it would end the portal).
  expect(() => copies[0]!.emit("error", new Error("accept EMFILE"))).not.toThrow();

  let closed = false;
  const closing = closeCopies(copies).then(() => (closed = true));
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(closed, "closed with requests still in progress").toBe(false);
  client.finish();
  await closing;
  await vi.waitFor(() => expect(client.output(), "every request answered").toContain("all answered"), { timeout: 10_000 });
});
