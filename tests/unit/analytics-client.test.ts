import { describe, expect, it } from "vitest";
import { MAX_EVENTS_PER_BATCH, type AnalyticsEvent } from "~/lib/analytics";
import { eventBatches, referrerKind } from "~/lib/analytics.client";
import { readEventBatch } from "~/domain/analytics/events.server";

const ORIGIN = "https://zowii.example";

describe("a page view's referrer kind", () => {
  it("is direct without a referrer and internal from the site itself", () => {
    expect(referrerKind("", ORIGIN)).toBe("direct");
    expect(referrerKind(`${ORIGIN}/category/action?q=car`, ORIGIN)).toBe("internal");
    // Another port or scheme is another site.
    expect(referrerKind("http://zowii.example/", ORIGIN)).toBe("other");
  });

  it("knows the search engines, their country domains and subdomains", () => {
    for (const referrer of [
      "https://www.google.com/",
      "https://www.google.co.uk/",
      "https://google.de/search?q=games",
      "https://www.bing.com/search?q=x",
      "https://duckduckgo.com/",
      "https://search.yahoo.co.jp/",
      "https://yandex.ru/",
      "https://www.baidu.com/",
      "https://www.ecosia.org/",
      "https://www.qwant.com/",
      "https://search.brave.com/",
      "https://www.startpage.com/",
    ]) {
      expect(referrerKind(referrer, ORIGIN), referrer).toBe("search");
    }
  });

  it("knows the social networks, with their mobile subdomains", () => {
    for (const referrer of [
      "https://m.facebook.com/",
      "https://l.instagram.com/",
      "https://t.co/abc",
      "https://twitter.com/",
      "https://x.com/someone",
      "https://old.reddit.com/r/webgames",
      "https://www.youtube.com/",
      "https://www.tiktok.com/",
      "https://www.pinterest.fr/",
      "https://www.linkedin.com/",
      "https://discord.com/",
      "https://web.whatsapp.com/",
      "https://web.telegram.org/",
      "https://t.me/channel",
      "https://www.snapchat.com/",
    ]) {
      expect(referrerKind(referrer, ORIGIN), referrer).toBe("social");
    }
  });

  it("calls anything else other, lookalikes included", () => {
    for (const referrer of [
      "https://news.example.org/article",
      "https://notgoogle.com/",
      "https://google.evil.com/",
      "https://facebook.com.evil.net/",
      "https://mt.co/",
      "not a url",
    ]) {
      expect(referrerKind(referrer, ORIGIN), referrer).toBe("other");
    }
  });
});

describe("the batches a queue is sent in", () => {
  const pageViews = (count: number): AnalyticsEvent[] =>
    Array.from({ length: count }, () => ({ type: "page-view", path: "/", referrer: "direct", entry: true }));

  it("sends nothing for nothing", () => {
    expect(eventBatches([])).toEqual([]);
  });

  it("splits at MAX_EVENTS_PER_BATCH, each batch one the server reads whole", () => {
    const bodies = eventBatches(pageViews(2 * MAX_EVENTS_PER_BATCH + 1));
    expect(bodies.map((body) => readEventBatch(body, new Set())?.length)).toEqual([MAX_EVENTS_PER_BATCH, MAX_EVENTS_PER_BATCH, 1]);
    expect(eventBatches(pageViews(MAX_EVENTS_PER_BATCH))).toHaveLength(1);
  });
});
