import { describe, expect, it } from "vitest";
import { adNetworkOrigins, adsClientConfig } from "~/domain/ads/ads-config.server";
import { readServerConfig } from "~/domain/platform/config.server";
import { StartupError } from "~/domain/platform/startup-error.server";

const NETWORK = {
  AD_NETWORK_SCRIPT_URL: "https://cdn.ads.example/tag.js?site=zowii",
  AD_BLOCK_IDS: " 1=1234567, 2 = ca-pub-1/leaderboard ,, 8=rect_8 ",
};

describe("the ad network's configuration", () => {
  it("reads the script, the block ids of blocks 1-8 and the extra origins", () => {
    const { ads } = readServerConfig({ ...NETWORK, AD_NETWORK_ORIGINS: "https://*.ads.example, HTTPS://img.ads.example/ " });
    expect(ads).toEqual({
      networkScriptUrl: "https://cdn.ads.example/tag.js?site=zowii",
      blockIds: ["1234567", "ca-pub-1/leaderboard", null, null, null, null, null, "rect_8"],
      extraOrigins: ["https://*.ads.example", "https://img.ads.example"],
      adsTxt: undefined,
    });
    expect(adsClientConfig(ads)).toEqual({ scriptUrl: ads.networkScriptUrl, blocks: ads.blockIds });
  });

  it("gives the origins the network needs, and none without a network", () => {
    const config = readServerConfig({ ...NETWORK, AD_NETWORK_ORIGINS: "https://*.ads.example, https://cdn.ads.example" });
    expect(adNetworkOrigins(config)).toEqual(["https://cdn.ads.example", "https://*.ads.example"]);
    expect(adNetworkOrigins(readServerConfig(NETWORK))).toEqual(["https://cdn.ads.example"]);
    expect(adNetworkOrigins(readServerConfig({}))).toEqual([]);
  });

  it("accepts plain http for a network on this machine only", () => {
    const local = readServerConfig({ AD_NETWORK_SCRIPT_URL: "http://127.0.0.1:4100/network.js", AD_BLOCK_IDS: "1=a" });
    expect(adNetworkOrigins(local)).toEqual(["http://127.0.0.1:4100"]);
  });

  it("serves ads.txt lines given with semicolons or newlines", () => {
    const { ads } = readServerConfig({
      ADS_TXT: "ads.example.net, pub-1234567, DIRECT, f08c47fec0942fa0; # resellers\nreseller.example, 99, reseller\ncontact=ads@zowii.example",
    });
    expect(ads.adsTxt).toBe("ads.example.net, pub-1234567, DIRECT, f08c47fec0942fa0\n# resellers\nreseller.example, 99, reseller\ncontact=ads@zowii.example\n");
  });

  it.each([
    [{ AD_NETWORK_SCRIPT_URL: "cdn.ads.example/tag.js", AD_BLOCK_IDS: "1=a" }, /AD_NETWORK_SCRIPT_URL is not a valid URL/],
    [{ AD_NETWORK_SCRIPT_URL: "http://cdn.ads.example/tag.js", AD_BLOCK_IDS: "1=a" }, /must be an https:\/\/ address/],
    [{ AD_NETWORK_SCRIPT_URL: "javascript:alert(1)", AD_BLOCK_IDS: "1=a" }, /must be an https:\/\/ address/],
    [{ AD_NETWORK_SCRIPT_URL: "https://u:p@cdn.ads.example/t.js", AD_BLOCK_IDS: "1=a" }, /without a user name/],
    [{ AD_NETWORK_SCRIPT_URL: "https://cdn.ads.example/t.js" }, /AD_BLOCK_IDS names no block/],
    [{ AD_BLOCK_IDS: "1=a" }, /AD_BLOCK_IDS is set but AD_NETWORK_SCRIPT_URL is not/],
    [{ AD_NETWORK_ORIGINS: "https://ads.example" }, /AD_NETWORK_ORIGINS is set but AD_NETWORK_SCRIPT_URL is not/],
    [{ ...NETWORK, AD_BLOCK_IDS: "9=a" }, /AD_BLOCK_IDS holds "9=a"/],
    [{ ...NETWORK, AD_BLOCK_IDS: "1=a, 1=b" }, /names block 1 twice/],
    [{ ...NETWORK, AD_BLOCK_IDS: "1=<script>" }, /AD_BLOCK_IDS holds "1=<script>"/],
    [{ ...NETWORK, AD_BLOCK_IDS: "top=a" }, /AD_BLOCK_IDS holds "top=a"/],
    [{ ...NETWORK, AD_NETWORK_ORIGINS: "https://ads.example/path" }, /AD_NETWORK_ORIGINS holds "https:\/\/ads.example\/path"/],
    [{ ...NETWORK, AD_NETWORK_ORIGINS: "http://ads.example" }, /not an https:\/\/ origin/],
    [{ ...NETWORK, AD_NETWORK_ORIGINS: "*" }, /AD_NETWORK_ORIGINS holds "\*"/],
    [{ ADS_TXT: "ads.example.net, pub-1, SOMETIMES" }, /ADS_TXT line 1 \("ads.example.net, pub-1, SOMETIMES"\)/],
    [{ ADS_TXT: "contact=a@b.example; not a record" }, /ADS_TXT line 2/],
    [{ ADS_TXT: "ads.example.net, pub 1, DIRECT" }, /ADS_TXT line 1/],
  ])("refuses %o with one clear line", (env, message) => {
    expect(() => readServerConfig(env)).toThrow(StartupError);
    expect(() => readServerConfig(env)).toThrow(message);
  });
});
