import { spawn, execSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

/**
 * nginx serving one file with the headers a page answer has, for comparing the portal
 * with a plain static server on the same bytes. Installs Debian's nginx when missing.
 */
export function ensureNginx(): string {
  const binary = "/usr/sbin/nginx";
  if (!fs.existsSync(binary)) {
    if (process.getuid?.() !== 0) throw new Error("nginx is missing: install it with sudo apt-get install -y nginx");
    console.log("Installing nginx...");
    execSync("apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends nginx >/dev/null", { stdio: "inherit" });
  }
  return binary;
}

export async function startNginx(dir: string, port: number, file: Buffer, encoding: string) {
  const binary = ensureNginx();
  fs.mkdirSync(path.join(dir, "www"), { recursive: true });
  fs.mkdirSync(path.join(dir, "tmp"), { recursive: true });
  fs.writeFileSync(path.join(dir, "www", "page"), file);
  const config = `
worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${dir}/tmp; proxy_temp_path ${dir}/tmp; fastcgi_temp_path ${dir}/tmp; uwsgi_temp_path ${dir}/tmp; scgi_temp_path ${dir}/tmp;
  keepalive_requests 1000000;
  server {
    listen 127.0.0.1:${port};
    location / {
      root ${dir}/www;
      try_files /page =404;
      default_type text/html;
      add_header Content-Encoding ${encoding};
      add_header Vary Accept-Encoding;
    }
  }
}`;
  fs.writeFileSync(path.join(dir, "nginx.conf"), config);
  const child = spawn(binary, ["-c", path.join(dir, "nginx.conf"), "-p", dir], { stdio: "ignore" });
  for (let i = 0; i < 50; i += 1) {
    if (await fetch(`http://127.0.0.1:${port}/`).then((r) => r.ok).catch(() => false)) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { stop: () => child.kill("SIGQUIT") };
}
