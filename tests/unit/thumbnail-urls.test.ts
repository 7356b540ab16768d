import { describe, expect, it } from "vitest";
import { parseVariantPath, thumbnailSources } from "~/lib/thumbnail-urls";

describe("thumbnailSources", () => {
  const src = "/storage/game-thumbnails/seed/krunker-io.webp";

  it("offers cards the variants only, never the 1080 original", () => {
    const card = thumbnailSources(src, "50vw");
    expect(card.src).toBe("/storage/game-thumbnails/seed/krunker-io-384.webp");
    expect(card.srcSet).toBe(
      "/storage/game-thumbnails/seed/krunker-io-256.webp 256w, /storage/game-thumbnails/seed/krunker-io-384.webp 384w, /storage/game-thumbnails/seed/krunker-io-512.webp 512w",
    );
    expect(card.sizes).toBe("50vw");
  });

  it("lets a large image use the original", () => {
    expect(thumbnailSources(src, "100vw", true).srcSet).toMatch(/krunker-io\.webp 1080w$/);
  });

  it("uses other images as they are", () => {
    expect(thumbnailSources("/images/placeholder-thumbnail.svg", "50vw")).toEqual({ src: "/images/placeholder-thumbnail.svg" });
    expect(thumbnailSources("https://example.com/a.webp", "50vw")).toEqual({ src: "https://example.com/a.webp" });
  });

  it("knows a variant's original", () => {
    expect(parseVariantPath("uploads/17-256.webp")).toEqual({ base: "uploads/17.webp", width: 256 });
    expect(parseVariantPath("uploads/17.webp")).toBeNull();
    expect(parseVariantPath("uploads/17-300.webp")).toBeNull();
  });
});
