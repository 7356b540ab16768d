/** A password must be long and not one people commonly choose. */
import { dictionary } from "@zxcvbn-ts/language-common";

export const MIN_PASSWORD_LENGTH = 12;
export const MAX_PASSWORD_LENGTH = 128;

let common: Set<string> | undefined;

function isCommon(word: string): boolean {
  common ??= new Set(dictionary["passwords-common"]);
  return common.has(word);
}

/** "Password2024!" -> "password": what is left when the usual padding is taken away. */
function core(password: string): string {
  return password.toLowerCase().replace(/^[\d\W_]+|[\d\W_]+$/g, "");
}

/** Why a password is too weak; empty when it is fine. */
export function weakPasswordReasons(password: string, email = ""): string[] {
  const reasons: string[] = [];
  if (password.length < MIN_PASSWORD_LENGTH) reasons.push(`use at least ${MIN_PASSWORD_LENGTH} characters`);
  if (password.length > MAX_PASSWORD_LENGTH) reasons.push(`use at most ${MAX_PASSWORD_LENGTH} characters`);
  const lower = password.toLowerCase();
  const padded = core(password);
  if (isCommon(lower) || (padded.length >= 4 && isCommon(padded)) || /^(.)\1*$/.test(password)) {
    reasons.push("it is a commonly used password");
  }
  const name = email.split("@")[0]?.toLowerCase() ?? "";
  if (name.length >= 4 && lower.includes(name)) reasons.push("it must not contain your email address");
  return reasons;
}

export function weakPasswordMessage(reasons: readonly string[]): string {
  return `Password is too weak: ${reasons.join("; ")}.`;
}
