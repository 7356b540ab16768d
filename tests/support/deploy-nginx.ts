import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { ensureDebianProgram } from "../../scripts/bench/debian-package";
import { freePort, projectRoot } from "./portal-server";

/*
 * nginx with the deployment's own configuration (deploy/nginx/zowii.conf), rendered with a
 * test's choices where an operator makes theirs: the listening addresses, the instances'
 * ports, the install, cache and certbot folders, a certificate made for the test. The
 * HTTPS server also listens in plain HTTP on a port of its own: the tests of what it does
 * with the portal's requests (and the load, whose figures are compared across runs) ask it
 * there; TLS itself is tested on its HTTPS port. Everything else is the file as shipped.
 */

export const DEPLOY_NGINX_CONFIG = path.join(projectRoot, "deploy/nginx/zowii.conf");
const BROTLI_STATIC_MODULE = "/usr/lib/nginx/modules/ngx_http_brotli_static_module.so";

export interface LoggedAnswer {
  /** When nginx finished it, in ms since the epoch. */
  at: number;
  status: number;
  method: string;
  target: string;
}

export interface DeployNginx {
  /** The HTTPS server's locations, in plain HTTP. */
  url: string;
  port: number;
  /** The same server over TLS (HTTP/2 or HTTP/1.1), with `certificate`. */
  httpsUrl: string;
  /** The plain-HTTP server (port 80 in production): certbot's challenges and redirects. */
  port80Url: string;
  /** The machine's own door to the upstream (127.0.0.1:8089 in production). */
  doorUrl: string;
  /** The test's self-signed certificate (PEM), for 127.0.0.1: a client's `ca`. */
  certificate: string;
  /** certbot's webroot: a file under .well-known/acme-challenge/ here is a challenge. */
  acmeDir: string;
  /** The proxy cache's folder. */
  cacheDir: string;
  /** The cache keys of every copy nginx has written to its cache folder. */
  cachedKeys(): string[];
  /** Every answer nginx sent, from its access log. */
  answers(): LoggedAnswer[];
  /** The end of nginx's error log, for a failure's message. */
  errorLog(): string;
  stop(): Promise<void>;
}

/** Replaces `from` in the configuration, which must be there: a renamed line fails the test, not the check. */
function replaceIn(config: string, from: string | RegExp, to: string): string {
  const found = typeof from === "string" ? config.includes(from) : from.test(config);
  if (!found) throw new Error(`deploy/nginx/zowii.conf no longer has ${from}: update tests/support/deploy-nginx.ts`);
  return typeof from === "string" ? config.split(from).join(to) : config.replace(from, to);
}

export interface DeployPorts {
  /** The HTTPS server's plain listen, the test's own. */
  port: number;
  httpsPort: number;
  port80: number;
  doorPort: number;
}

/** The shipped configuration, with a test's addresses, instances, folders and certificate. */
export function renderDeployConfig(
  options: DeployPorts & { instancePorts: number[]; cacheDir: string; acmeDir: string; certificateFile: string; keyFile: string; appDir?: string },
): string {
  let config = fs.readFileSync(DEPLOY_NGINX_CONFIG, "utf8");
  config = replaceIn(config, "/etc/letsencrypt/live/{{SERVER_NAME}}/fullchain.pem", options.certificateFile);
  config = replaceIn(config, "/etc/letsencrypt/live/{{SERVER_NAME}}/privkey.pem", options.keyFile);
  config = replaceIn(config, "server_name {{SERVER_NAME}};", "server_name 127.0.0.1;");
  config = replaceIn(config, /listen 80;\n\s*listen \[::\]:80;/, `listen 127.0.0.1:${options.port80};`);
  config = replaceIn(config, "return 301 https://$server_name$request_uri;", `return 301 https://$server_name:${options.httpsPort}$request_uri;`);
  config = replaceIn(
    config,
    /listen 443 ssl http2;\n\s*listen \[::\]:443 ssl http2;/,
    `listen 127.0.0.1:${options.httpsPort} ssl http2;\n    listen 127.0.0.1:${options.port};`,
  );
  config = replaceIn(config, "listen 127.0.0.1:8089;", `listen 127.0.0.1:${options.doorPort};`);
  const upstreamServers = /(\n\s*server 127\.0\.0\.1:\d+ [^;\n]*;)+/;
  const template = config.match(upstreamServers)![0].trim().split("\n")[0]!.trim();
  const servers = options.instancePorts.map((port) => `\n    ${template.replace(/127\.0\.0\.1:\d+/, `127.0.0.1:${port}`)}`).join("");
  config = replaceIn(config, upstreamServers, servers);
  config = replaceIn(config, "/var/cache/nginx/zowii", options.cacheDir);
  // The tests read the answers in a format of their own, from the private folder.
  config = replaceIn(config, "access_log /var/log/nginx/access.log zowii;", "");
  config = replaceIn(config, "/var/www/certbot", options.acmeDir);
  config = replaceIn(config, "/opt/zowii/current", options.appDir ?? projectRoot);
  return config;
}

/** A self-signed certificate for 127.0.0.1, made with openssl: its PEM files. */
function makeCertificate(dir: string): { certificateFile: string; keyFile: string } {
  const openssl = ensureDebianProgram("/usr/bin/openssl", "openssl");
  const certificateFile = path.join(dir, "certificate.pem");
  const keyFile = path.join(dir, "key.pem");
  execFileSync(
    openssl,
    [
      "req",
      "-x509",
      "-newkey",
      "ec",
      "-pkeyopt",
      "ec_paramgen_curve:prime256v1",
      "-nodes",
      "-days",
      "2",
      "-subj",
      "/CN=127.0.0.1",
      "-addext",
      "subjectAltName=IP:127.0.0.1",
      "-keyout",
      keyFile,
      "-out",
      certificateFile,
    ],
    { stdio: "pipe" },
  );
  return { certificateFile, keyFile };
}

/**
 * Starts nginx (Debian's, installed when missing) with the deployment's configuration.
 * `appDir` is what stands for /opt/zowii/current (the project, unless told); `workers` as
 * nginx's worker_processes (Debian's `auto` is one a core).
 */
export async function startDeployNginx(
  dir: string,
  options: { port: number; instancePorts: number[]; appDir?: string; workers?: number },
): Promise<DeployNginx> {
  const binary = ensureDebianProgram("/usr/sbin/nginx", "nginx");
  ensureDebianProgram(BROTLI_STATIC_MODULE, "libnginx-mod-http-brotli-static");
  const cacheDir = path.join(dir, "cache");
  const acmeDir = path.join(dir, "certbot");
  for (const folder of ["cache", "tmp", "logs", "certbot"]) fs.mkdirSync(path.join(dir, folder), { recursive: true });
  const ports: DeployPorts = { port: options.port, httpsPort: await freePort(), port80: await freePort(), doorPort: await freePort() };
  const certificate = makeCertificate(dir);
  fs.writeFileSync(path.join(dir, "zowii.conf"), renderDeployConfig({ ...options, ...ports, ...certificate, cacheDir, acmeDir }));
  // What Debian's /etc/nginx/nginx.conf gives the site: the module, MIME types, an http block.
  // The workers run as this user: the cache and logs are in a private temporary folder.
  const main = `
load_module ${BROTLI_STATIC_MODULE};
user ${os.userInfo().username};
worker_processes ${options.workers ?? 1};
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/logs/error.log warn;
events { worker_connections 4096; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  log_format answers '$msec $status $request_method $request_uri';
  access_log ${dir}/logs/access.log answers;
  # A load test's connection stands for many visitors one after another: at nginx's default
  # of 1,000 requests a connection, nginx closes it near the end of the stress run, and the
  # load generator, writing its next request into the closing connection, counted a reset
  # no browser would see (a browser opens a new connection).
  keepalive_requests 1000000;
  client_body_temp_path ${dir}/tmp/body; proxy_temp_path ${dir}/tmp/proxy; fastcgi_temp_path ${dir}/tmp/fastcgi; uwsgi_temp_path ${dir}/tmp/uwsgi; scgi_temp_path ${dir}/tmp/scgi;
  include ${dir}/zowii.conf;
}`;
  fs.writeFileSync(path.join(dir, "nginx.conf"), main);
  const errorLog = () => (fs.existsSync(path.join(dir, "logs/error.log")) ? fs.readFileSync(path.join(dir, "logs/error.log"), "utf8").slice(-2000) : "");
  let output = "";
  const child = spawn(binary, ["-c", path.join(dir, "nginx.conf"), "-p", dir], { stdio: ["ignore", "pipe", "pipe"] });
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGQUIT");
    await exited;
  };
  const url = `http://127.0.0.1:${options.port}`;
  for (let i = 0; i < 100; i += 1) {
    if (child.exitCode !== null) throw new Error(`nginx exited: ${output}${errorLog()}`);
    // A file nginx serves itself answers once it listens, whatever the instances do.
    const status = await new Promise<number>((resolve) => {
      http.get(`${url}/assets/`, (res) => (res.resume(), resolve(res.statusCode ?? 0))).on("error", () => resolve(0));
    });
    if (status !== 0) {
      return {
        url,
        port: options.port,
        httpsUrl: `https://127.0.0.1:${ports.httpsPort}`,
        port80Url: `http://127.0.0.1:${ports.port80}`,
        doorUrl: `http://127.0.0.1:${ports.doorPort}`,
        certificate: fs.readFileSync(certificate.certificateFile, "utf8"),
        acmeDir,
        cacheDir,
        cachedKeys: () => cachedKeys(cacheDir),
        errorLog,
        answers: () => loggedAnswers(path.join(dir, "logs/access.log")),
        stop,
      };
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stop();
  throw new Error(`nginx did not start within 10 s: ${output}${errorLog()}`);
}

/** nginx writes each copy's key on a `KEY: ` line of its file's header. */
function cachedKeys(cacheDir: string): string[] {
  const keys: string[] = [];
  for (const name of fs.readdirSync(cacheDir, { recursive: true, encoding: "utf8" })) {
    const file = path.join(cacheDir, name);
    if (!fs.statSync(file).isFile()) continue;
    const head = fs.readFileSync(file).subarray(0, 4096).toString("latin1");
    const key = /\nKEY: ([^\n]*)\n/.exec(head)?.[1];
    if (key) keys.push(key);
  }
  return keys;
}

function loggedAnswers(file: string): LoggedAnswer[] {
  if (!fs.existsSync(file)) return [];
  return fs
    .readFileSync(file, "utf8")
    .split("\n")
    .filter(Boolean)
    .map((line) => {
      const [msec, status, method, target] = line.split(" ");
      return { at: Math.round(Number(msec) * 1000), status: Number(status), method: method!, target: target! };
    });
}
