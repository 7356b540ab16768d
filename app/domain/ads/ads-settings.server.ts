/**
 * The ad network's settings (AD_NETWORK_SCRIPT_URL, AD_BLOCK_IDS, AD_NETWORK_ORIGINS,
 * ADS_TXT), each checked at start: read by readServerConfig (platform/config.server.ts).
 */
import { z } from "zod";
import { AD_BLOCK_COUNT } from "~/lib/constants";
import { list, optionalText, refuse, url } from "../platform/config-schema.server";

export interface AdsConfig {
  /** The network's script, loaded in the browser after the visitor accepts ads. */
  networkScriptUrl: string | undefined;
  /** The network's id of each block 1-8 (index 0 is block 1); null shows a house promotion. */
  blockIds: (string | null)[];
  /** Origins the network needs besides its script's (frames, images, reports), for the Content-Security-Policy. */
  extraOrigins: string[];
  /** The body of /ads.txt; unset answers 404. */
  adsTxt: string | undefined;
}

const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

/** https only: an ad script over plain http could be swapped on the way. Plain http is for this machine. */
function isSecureEnough(url: URL): boolean {
  return url.protocol === "https:" || (url.protocol === "http:" && LOOPBACK_HOSTS.has(url.hostname));
}

const scriptUrl = url({
  invalid: (value) => `is not a valid URL (got "${value}"): expected e.g. https://ads.example.net/tag.js.`,
  check: (url) =>
    isSecureEnough(url) && !url.username && !url.password
      ? undefined
      : `must be an https:// address without a user name (got ${url.protocol}//${url.host}); http:// is accepted for localhost only.`,
}).transform((value) => new URL(value).href);

/** "1=1234567, 2=ca-pub-1/leaderboard" -> the network's id per block; blocks not named stay null. */
const blockIds = list(",").transform((entries, ctx) => {
  const ids: (string | null)[] = Array.from({ length: AD_BLOCK_COUNT }, () => null);
  for (const entry of entries) {
    const match = entry.match(/^(\d+)\s*=\s*([A-Za-z0-9][A-Za-z0-9_.:/-]{0,127})$/);
    const block = Number(match?.[1]);
    if (!match || block < 1 || block > AD_BLOCK_COUNT) {
      return refuse(
        ctx,
        `holds "${entry}": expected BLOCK=ID pairs with blocks 1 to ${AD_BLOCK_COUNT} and ids of letters, digits and _.:/-, e.g. "1=1234567, 2=1234568".`,
      );
    }
    if (ids[block - 1] !== null) return refuse(ctx, `names block ${block} twice: keep one id per block.`);
    ids[block - 1] = match[2]!;
  }
  return ids;
});

/** "https://cdn.ads.example, https://*.ads.example" -> the origins, as a Content-Security-Policy writes them. */
const origins = list(",", (origin) => origin.toLowerCase().replace(/\/$/, "")).transform((origins, ctx) => {
  for (const origin of origins) {
    const match = origin.match(/^(https?):\/\/(\*\.)?([a-z0-9](?:[a-z0-9.-]*[a-z0-9])?)(:\d{1,5})?$/);
    const secure = match && (match[1] === "https" || (!match[2] && LOOPBACK_HOSTS.has(match[3]!)));
    if (!secure) {
      return refuse(
        ctx,
        `holds "${origin}", which is not an https:// origin: list origins separated by commas, e.g. "https://cdn.ads.example, https://*.ads.example".`,
      );
    }
  }
  return [...new Set(origins)];
});

const ADS_TXT_VARIABLE = /^(contact|subdomain|inventorypartnerdomain|ownerdomain|managerdomain)=\S/i;
const DOMAIN = /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+$/i;

/** One ads.txt line: a record (domain, account, DIRECT or RESELLER, optional authority id), a variable, or a comment. */
function isAdsTxtLine(line: string): boolean {
  const content = line.replace(/#.*$/, "").trim();
  if (content === "" || ADS_TXT_VARIABLE.test(content)) return true;
  const fields = content.split(",").map((field) => field.trim());
  if (fields.length < 3 || fields.length > 4 || fields.some((field) => !field || /\s/.test(field))) return false;
  return DOMAIN.test(fields[0]!) && /^(direct|reseller)$/i.test(fields[2]!);
}

/** The lines of /ads.txt, separated by newlines or semicolons (environment variables rarely hold newlines). */
const adsTxt = list(/[;\n]/).transform((lines, ctx) => {
  if (lines.length === 0) return undefined;
  const bad = lines.findIndex((line) => /[^\x20-\x7e]/.test(line) || !isAdsTxtLine(line));
  if (bad !== -1) {
    return refuse(
      ctx,
      `line ${bad + 1} ("${lines[bad]!.slice(0, 80)}") is not an ads.txt line: expected e.g. "ads.example.net, pub-1234567, DIRECT, f08c47fec0942fa0" or "contact=ads@example.com", lines separated by ";".`,
    );
  }
  return `${lines.join("\n")}\n`;
});

export const adsSettings = z
  .object({
    AD_NETWORK_SCRIPT_URL: optionalText.pipe(scriptUrl.optional()),
    AD_BLOCK_IDS: blockIds,
    AD_NETWORK_ORIGINS: origins,
    ADS_TXT: adsTxt,
  })
  .transform((env, ctx): AdsConfig => {
    const configured = env.AD_BLOCK_IDS.some((id) => id !== null);
    if (env.AD_NETWORK_SCRIPT_URL && !configured) {
      return refuse(
        ctx,
        'is set but AD_BLOCK_IDS names no block: set e.g. AD_BLOCK_IDS="1=1234567, 2=1234568", or unset AD_NETWORK_SCRIPT_URL.',
        "AD_NETWORK_SCRIPT_URL",
      );
    }
    if (!env.AD_NETWORK_SCRIPT_URL && (configured || env.AD_NETWORK_ORIGINS.length > 0)) {
      const name = configured ? "AD_BLOCK_IDS" : "AD_NETWORK_ORIGINS";
      return refuse(ctx, `is set but AD_NETWORK_SCRIPT_URL is not: set the ad network's script URL, or unset ${name}.`, name);
    }
    return { networkScriptUrl: env.AD_NETWORK_SCRIPT_URL, blockIds: env.AD_BLOCK_IDS, extraOrigins: env.AD_NETWORK_ORIGINS, adsTxt: env.ADS_TXT };
  });
