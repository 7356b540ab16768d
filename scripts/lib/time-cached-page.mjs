/**
 * Times one page over HTTP as a visitor's browser would ask it, in a process of its own: a
 * new connection for each request, the compressed answer read to its last byte and not
 * decompressed (a browser does that on its own machine, not on the portal's cores). Asks
 * every 10 ms until the parent sends "stop", then sends back every time in milliseconds.
 * Usage (from the bench): fork("scripts/lib/time-cached-page.mjs", [url]).
 */
import http from "node:http";

const [url] = process.argv.slice(2);
const times = [];
let stopping = false;
process.on("message", (message) => {
  if (message === "stop") stopping = true;
});

function timeOnce() {
  return new Promise((resolve, reject) => {
    const start = performance.now();
    const request = http.get(url, { agent: false, headers: { "accept-encoding": "br, gzip" } }, (response) => {
      if (response.statusCode !== 200) reject(new Error(`${url} answered ${response.statusCode}`));
      response.on("data", () => {});
      response.on("end", () => resolve(performance.now() - start));
      response.on("error", reject);
    });
    request.on("error", reject);
  });
}

while (!stopping || times.length < 3) {
  times.push(await timeOnce());
  await new Promise((resolve) => setTimeout(resolve, 10));
}
process.send(times, () => process.exit(0));
