import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { ensureDebianProgram } from "./debian-package";

/*
 * nginx serving one file with the headers a page answer has, for comparing the portal
 * with a plain static server on the same bytes. Installs Debian's nginx when missing.
 */

/** Headers nginx makes itself, or that belong to one connection or one answer. */
const NGINX_OWN = new Set([
  "date",
  "connection",
  "keep-alive",
  "content-length",
  "transfer-encoding",
  "last-modified",
  "content-type",
  "server",
  "accept-ranges",
]);

/** A header value as an nginx string; nginx would read a `$` as a variable. */
function quoted(value: string): string {
  if (value.includes("$")) throw new Error(`nginx cannot send the header value ${value} as it is`);
  return `"${value.replace(/["\\]/g, (c) => `\\${c}`)}"`;
}

/**
 * `headers` are the portal's answer's (the Content-Security-Policy alone is a few KB): a
 * client reads both answers byte for byte the same, so the comparison is of the servers.
 */
export async function startNginx(dir: string, port: number, file: Buffer, headers: Headers) {
  const binary = ensureDebianProgram("/usr/sbin/nginx", "nginx");
  fs.mkdirSync(path.join(dir, "www"), { recursive: true });
  fs.mkdirSync(path.join(dir, "tmp"), { recursive: true });
  fs.writeFileSync(path.join(dir, "www", "page"), file);
  const contentType = headers.get("content-type") ?? "text/html";
  const added = [...headers]
    .filter(([name]) => !NGINX_OWN.has(name.toLowerCase()))
    .map(([name, value]) => `      add_header ${name} ${quoted(value)};`)
    .join("\n");
  // The workers run as this user, not nginx's default `nobody`: the files are in a private temporary directory.
  const config = `
user ${os.userInfo().username};
worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${dir}/tmp; proxy_temp_path ${dir}/tmp; fastcgi_temp_path ${dir}/tmp; uwsgi_temp_path ${dir}/tmp; scgi_temp_path ${dir}/tmp;
  keepalive_requests 1000000;
  server_tokens off;
  server {
    listen 127.0.0.1:${port};
    location / {
      root ${dir}/www;
      try_files /page =404;
      default_type ${quoted(contentType)};
      etag off;
${added}
    }
  }
}`;
  fs.writeFileSync(path.join(dir, "nginx.conf"), config);
  const child = spawn(binary, ["-c", path.join(dir, "nginx.conf"), "-p", dir], { stdio: "ignore" });
  const stop = () => child.kill("SIGQUIT");
  for (let i = 0; i < 50; i += 1) {
    const status = await fetch(`http://127.0.0.1:${port}/`)
      .then((r) => r.status)
      .catch(() => 0);
    if (status === 200) return { stop };
    // Anything but a refused connection is nginx's own answer: it will not get better.
    if (status !== 0) {
      stop();
      throw new Error(`nginx answered ${status}: ${fs.readFileSync(path.join(dir, "error.log"), "utf8").slice(-500)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  stop();
  throw new Error("nginx did not start within 5 s");
}
