/**
 * npm run admin:create -- --email X   (the password on standard input, or at the prompt)
 * Creates an administrator account, or makes an existing account one and sets the password
 * given, through the same accounts module (and audit log) as the panel. Never takes the
 * password from the command line: that stays in the shell's history and shows in the
 * process list. Given none (standard input empty), a new account gets a strong password,
 * printed once, and an existing one keeps its own. Works while the portal runs, on either
 * database.
 */
import readline from "node:readline";
import { Writable } from "node:stream";
import { parseArgs } from "node:util";
import { commandArguments, runFromShell, usageError } from "./lib/run-command";

const LABEL = "admin:create";
const usage = "Usage: printf '%s\\n' 'a long passphrase' | npm run admin:create -- --email you@example.com (or type it at the prompt)";

/** One line of standard input when it is a pipe or a file: undefined when it holds nothing. */
async function passwordFromInput(): Promise<string | undefined> {
  let text = "";
  process.stdin.setEncoding("utf8");
  for await (const chunk of process.stdin) {
    text += chunk as string;
    if (text.includes("\n") || text.length > 4096) break;
  }
  process.stdin.destroy();
  const line = text.split(/\r?\n/)[0] ?? "";
  return line === "" ? undefined : line;
}

/** Asks at the terminal, without showing what is typed. */
async function ask(question: string): Promise<string> {
  let muted = false;
  const output = new Writable({
    write(chunk, encoding, done) {
      if (!muted) process.stdout.write(chunk as Buffer, encoding);
      done();
    },
  });
  const rl = readline.createInterface({ input: process.stdin, output, terminal: true });
  try {
    const answer = new Promise<string>((resolve, reject) => {
      rl.question(question, resolve);
      rl.on("SIGINT", () => reject(new Error("interrupted")));
    });
    muted = true;
    return await answer;
  } finally {
    muted = false;
    process.stdout.write("\n");
    rl.close();
  }
}

async function passwordFromPrompt(email: string): Promise<string | undefined | null> {
  const first = await ask(`Password for ${email} (empty: keep an existing account's, or make one for a new account): `);
  if (first === "") return undefined;
  const again = await ask("The same password again: ");
  return again === first ? first : null;
}

async function main() {
  let values;
  try {
    ({ values } = parseArgs({ args: commandArguments(), options: { email: { type: "string" }, password: { type: "string" } } }));
  } catch (error) {
    return usageError(LABEL, `${(error as Error).message}. ${usage}`);
  }
  if (values.password !== undefined) {
    return usageError(
      LABEL,
      `a password is never taken from the command line (the shell's history and the process list would keep it): give it on standard input or at the prompt. ${usage}`,
    );
  }
  const email = values.email?.trim().toLowerCase();
  if (!email) return usageError(LABEL, `--email is missing. ${usage}`);
  let password: string | undefined | null;
  try {
    password = process.stdin.isTTY ? await passwordFromPrompt(email) : await passwordFromInput();
  } catch {
    return usageError(LABEL, "no password was given; nothing was changed.");
  }
  if (password === null) return usageError(LABEL, "the two passwords differ; nothing was changed.");
  return runFromShell("admin-create", LABEL, { email, password });
}

await main();
