import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { fieldRefusal, formRefusal } from "~/components/admin/use-panel-form";
import { refused, refusedField, refusedFields } from "~/lib/action-result";
import { editGameSchema, firstMessage, gameUrlProblem, INSTRUCTIONS_MAX, parseTags, publishGameSchema } from "~/lib/game-form";
import { frameableGameUrl } from "~/lib/game-frame";
import { slugify } from "~/domain/catalog/writes.server";
import { refusedGameHost, storedGameUrl } from "~/domain/catalog/game-hosts.server";

describe("parseTags", () => {
  it("splits on commas, trims, drops empty entries and repeats (docs/product.md §5)", () => {
    expect(parseTags(" io, Shooter ,, fps,io ,")).toEqual(["io", "shooter", "fps"]);
    expect(parseTags("")).toEqual([]);
    expect(parseTags(" , ,")).toEqual([]);
  });
});

describe("gameUrlProblem", () => {
  it("accepts web addresses and the portal's own game paths", () => {
    expect(gameUrlProblem("https://krunker.io/")).toBeNull();
    expect(gameUrlProblem("http://localhost:3000/games/snake/")).toBeNull();
    expect(gameUrlProblem("/games/tile-merge/")).toBeNull();
  });

  it("refuses anything a frame must never load", () => {
    expect(gameUrlProblem("javascript:alert(1)")).toBe("scheme");
    expect(gameUrlProblem("JaVaScRiPt:alert(1)")).toBe("scheme");
    expect(gameUrlProblem("data:text/html,<script>1</script>")).toBe("scheme");
    expect(gameUrlProblem("file:///etc/passwd")).toBe("scheme");
    expect(gameUrlProblem("krunker.io")).toBe("malformed");
    expect(gameUrlProblem("https://user:pw@krunker.io/")).toBe("malformed");
    expect(gameUrlProblem("/games/../admin")).toBe("malformed");
  });
});

describe("frameableGameUrl", () => {
  it("frames what publishing accepts, and nothing else, whatever a row holds", () => {
    expect(frameableGameUrl(" https://krunker.io/ ")).toBe("https://krunker.io/");
    expect(frameableGameUrl("/games/snake/")).toBe("/games/snake/");
    for (const url of ["", "  ", "javascript:alert(1)", " JaVaScRiPt:alert(1)", "data:text/html,x", "vbscript:x", "//evil.example/", "blob:https://a/b"]) {
      expect(frameableGameUrl(url), url).toBeNull();
    }
  });
});

describe("publish and edit schemas", () => {
  const valid = { title: " Krunker ", description: "", gameUrl: "https://krunker.io/", thumbnail: "", category: "Shooter", tags: "fps, io" };

  /** Each field's messages, the form read as the browser and the action read it (Conform's parseWithZod). */
  const errorsOf = (schema: typeof publishGameSchema | typeof editGameSchema, fields: Record<string, string>) => {
    const submission = parseWithZod(new URLSearchParams(fields), { schema });
    if (submission.status === "success") throw new Error("the form was accepted");
    return submission.error!;
  };

  it("trims and parses a valid form", () => {
    expect(publishGameSchema.parse(valid)).toEqual({
      ...valid,
      title: "Krunker",
      tags: ["fps", "io"],
      instructions: "",
      orientation: null,
      mobileFriendly: null,
    });
    expect(editGameSchema.parse({ ...valid, id: "g1" }).title).toBe("Krunker");
  });

  it("reads How to play, the orientation and mobile friendly, each optional, and holds them to their limits", () => {
    const filled = { ...valid, instructions: "  Arrows to move.\nSpace to jump.  ", orientation: "portrait", mobileFriendly: "yes" };
    expect(publishGameSchema.parse(filled)).toMatchObject({ instructions: "Arrows to move.\nSpace to jump.", orientation: "portrait", mobileFriendly: true });
    expect(editGameSchema.parse({ ...filled, id: "g1", orientation: "", mobileFriendly: "no" })).toMatchObject({ orientation: null, mobileFriendly: false });
    expect(errorsOf(publishGameSchema, { ...valid, instructions: "a".repeat(INSTRUCTIONS_MAX + 1) })).toEqual({
      instructions: [`Keep How to play under ${INSTRUCTIONS_MAX} characters`],
    });
    expect(publishGameSchema.safeParse({ ...valid, instructions: "a".repeat(INSTRUCTIONS_MAX) }).success).toBe(true);
    expect(errorsOf(publishGameSchema, { ...valid, orientation: "sideways" })).toEqual({
      orientation: ["Choose Landscape, Portrait or Not known for the orientation"],
    });
    expect(errorsOf(editGameSchema, { ...valid, id: "g1", mobileFriendly: "maybe" })).toEqual({
      mobileFriendly: ["Choose Yes, No or Not known for mobile friendly"],
    });
  });

  it("reads a form in the browser's way as zod reads the object: the same values, every field's messages under its name", () => {
    const fields = { ...valid, orientation: "", mobileFriendly: "", instructions: "" };
    const submission = parseWithZod(new URLSearchParams(fields), { schema: publishGameSchema });
    expect(submission.status).toBe("success");
    expect(submission.status === "success" && submission.value).toEqual(publishGameSchema.parse(fields));
    // Every field at fault at once, each with its own message, in the form's order.
    const errors = errorsOf(publishGameSchema, { title: "\u200B ", gameUrl: "ftp://krunker.io/", category: "Music", tags: "" });
    expect(errors).toEqual({
      title: ["Please fill in all required fields"],
      gameUrl: ["The game URL must start with http:// or https://"],
      category: ["Please fill in all required fields"],
    });
  });

  it("leads with the product's message for a missing required field, else the first field's", () => {
    for (const missing of ["title", "gameUrl", "category"]) {
      expect(firstMessage(errorsOf(publishGameSchema, { ...valid, [missing]: "  " }))).toBe("Please fill in all required fields");
    }
    expect(firstMessage({ title: ["Keep this under 120 characters"], gameUrl: null, category: ["Please fill in all required fields"] })).toBe(
      "Please fill in all required fields",
    );
    expect(firstMessage({ title: ["Keep this under 120 characters"], orientation: ["Choose Landscape, Portrait or Not known for the orientation"] })).toBe(
      "Keep this under 120 characters",
    );
  });

  it("gives the server's refusal to the form: a field's messages under it, a refusal of the whole form as the form's", () => {
    const host = refusedField("gameUrl", "Games from evil.example cannot be published");
    expect(fieldRefusal(host)).toEqual({ status: "error", error: { gameUrl: ["Games from evil.example cannot be published"] } });
    expect(formRefusal(host)).toBeUndefined();
    expect(fieldRefusal(refused("Failed to update game", 404))).toBeUndefined();
    expect(formRefusal(refused("Failed to update game", 404))).toEqual(["Failed to update game"]);
    expect(fieldRefusal({ ok: true, message: "Game updated successfully" })).toBeUndefined();
    expect(formRefusal(undefined)).toBeUndefined();
    // The whole form's messages ("") stay with the form, beside its fields' under them.
    const both = refusedFields("Not saved: check the fields marked below.", { "": ["Someone saved this entry since."], title: ["Too short"] });
    expect(fieldRefusal(both)).toEqual({ status: "error", error: { title: ["Too short"] } });
    expect(formRefusal(both)).toEqual(["Someone saved this entry since."]);
  });

  it("accepts only the ten publishing categories", () => {
    expect(publishGameSchema.safeParse({ ...valid, category: "RPG" }).success).toBe(true);
    expect(publishGameSchema.safeParse({ ...valid, category: "Music" }).success).toBe(false);
  });
});

describe("slugify", () => {
  it("makes a kebab-case slug from any title", () => {
    expect(slugify("Krunker.io: Season 2!")).toBe("krunker-io-season-2");
    expect(slugify("Pokémon Café")).toBe("pokemon-cafe");
    expect(slugify("???")).toBe("game");
    expect(slugify("a".repeat(200))).toHaveLength(80);
  });
});

describe("refusedGameHost", () => {
  const site = "https://games.example.com";
  it("allows listed hosts, wildcard subdomains, our own origin and our own games", () => {
    expect(refusedGameHost("https://krunker.io/", ["krunker.io"], site)).toBeNull();
    expect(refusedGameHost("https://play.crazygames.com/x", ["*.crazygames.com"], site)).toBeNull();
    expect(refusedGameHost("https://games.example.com/games/snake/", [], site)).toBeNull();
    expect(refusedGameHost("/games/snake/", [], site)).toBeNull();
  });

  it("names the host it refuses", () => {
    expect(refusedGameHost("https://evil.example/", ["krunker.io"], site)).toBe("evil.example");
    expect(refusedGameHost("https://crazygames.com/", ["*.crazygames.com"], site)).toBe("crazygames.com");
    expect(refusedGameHost("https://krunker.io.evil.example/", ["krunker.io"], site)).toBe("krunker.io.evil.example");
  });
});

describe("storedGameUrl", () => {
  const site = "https://games.example.com";
  it("keeps our own games, typed as full URLs of SITE_URL's host, as their /games/ path", () => {
    expect(storedGameUrl("https://games.example.com/games/snake/", site)).toBe("/games/snake/");
    expect(storedGameUrl("https://GAMES.example.com/games/tile-merge/index.html", site)).toBe("/games/tile-merge/index.html");
    expect(storedGameUrl("http://games.example.com/games/snake/", site)).toBe("/games/snake/");
    expect(storedGameUrl("  https://games.example.com/games/snake/ ", site)).toBe("/games/snake/");
    expect(storedGameUrl("/games/snake/", site)).toBe("/games/snake/");
  });

  it("leaves any other URL as typed, so another origin's /games/ path is judged by the allowed hosts", () => {
    const foreign = "https://evil.example/games/snake/";
    expect(storedGameUrl(foreign, site)).toBe(foreign);
    expect(refusedGameHost(storedGameUrl(foreign, site), ["krunker.io"], site)).toBe("evil.example");
    expect(refusedGameHost(storedGameUrl("https://krunker.io/games/x/", site), ["krunker.io"], site)).toBeNull();
    expect(storedGameUrl("https://krunker.io/games/x/", site)).toBe("https://krunker.io/games/x/");
    expect(storedGameUrl("https://games.example.com:8443/games/snake/", site)).toBe("https://games.example.com:8443/games/snake/");
    expect(storedGameUrl("https://games.example.com/games/snake/?level=2", site)).toBe("https://games.example.com/games/snake/?level=2");
    expect(storedGameUrl("https://games.example.com/about", site)).toBe("https://games.example.com/about");
    expect(storedGameUrl("https://games.example.com/games/../adminzowii", site)).toBe("https://games.example.com/games/../adminzowii");
  });
});
