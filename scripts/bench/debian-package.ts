import { execSync } from "node:child_process";
import fs from "node:fs";

/** The path of a Debian package's program, installing the package with apt when missing. */
export function ensureDebianProgram(binary: string, debianPackage: string): string {
  if (!fs.existsSync(binary)) {
    if (process.getuid?.() !== 0) throw new Error(`${debianPackage} is missing: install it with sudo apt-get install -y ${debianPackage}`);
    console.log(`Installing ${debianPackage}...`);
    execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends ${debianPackage} >/dev/null`, {
      stdio: "inherit",
    });
  }
  return binary;
}
