import { spawn } from "node:child_process";
import net from "node:net";

const SOCKET_OPTIONS = ["allowHalfOpen", "noDelay", "keepAlive", "keepAliveInitialDelay", "highWaterMark", "pauseOnConnect"];
const HELPER_TIMEOUT_MS = 5_000;

/**
 * Node 20's libuv accepts one connection per turn of the event loop and per listening
 * descriptor (libuv/libuv#3696). Under load a turn lasts as long as the requests of every
 * open connection take, so a burst of new visitors waited seconds to be accepted: 130 new
 * connections onto a busy portal took 4 to 7 s. Each copy of the listening descriptor is
 * polled on its own and accepts one more connection per turn.
 *
 * Node 20 cannot duplicate a descriptor itself (`reusePort` came in Node 22), so a short-lived
 * helper process receives the listening socket and hands it back `count` times: each handle
 * passed between processes arrives as a new descriptor of the same socket. It is passed as
 * the bare handle (`server._handle`), which nobody polls on the way: passed as a server, the
 * helper would listen on it and could accept, then drop, a visitor's connection. Returns the
 * copies, each already feeding its connections to `server`; none when the handles could not
 * be passed, and the portal then accepts through its one socket as before. `log` is the
 * portal's (its entries are JSON lines).
 */
export async function addAcceptingCopies(server, count, log = { error: console.error }) {
  const helper = spawn(
    process.execPath,
    ["-e", "process.on('message', (count, handle) => { for (let i = 0; i < Number(count); i += 1) process.send('copy', handle); process.send('done'); });"],
    { stdio: ["ignore", "ignore", "ignore", "ipc"] },
  );
  const copies = [];
  let timer;
  try {
    await new Promise((resolve, reject) => {
      timer = setTimeout(() => reject(new Error(`the helper process did not answer within ${HELPER_TIMEOUT_MS} ms`)), HELPER_TIMEOUT_MS);
      helper.on("message", (message, handle) => {
        if (message === "done") return resolve();
        const copy = net.createServer((socket) => server.emit("connection", socket));
        // Sockets are set up by the server that accepts them: each copy sets them up as the
        // http server would (half-open allowed, no Nagle delay), from the fields net.Server keeps.
        for (const option of SOCKET_OPTIONS) copy[option] = server[option];
        // A failed accept (out of descriptors, say) is told and the copy listens on: unheard,
        // the error would end the process.
        copy.on("error", (error) => log.error(`Accepting a connection failed: ${error.message}`));
        copy.listen(handle);
        copies.push(copy);
      });
      helper.on("error", reject);
      helper.on("exit", () => reject(new Error("the helper process ended early")));
      helper.send(String(count), server._handle);
    });
  } catch (error) {
    for (const copy of copies) copy.close();
    log.error(`Accepting through one socket only (${error.message}).`);
    return [];
  } finally {
    clearTimeout(timer);
    helper.removeAllListeners("exit");
    helper.kill();
  }
  return copies;
}

/** Stops every copy accepting; resolves when the connections each accepted have ended. */
export function closeCopies(copies) {
  return Promise.all(copies.map((copy) => new Promise((resolve) => copy.close(() => resolve()))));
}
