import { describe, expect, it } from "vitest";
import { contentPages } from "../../content/pages";
import { seedCatalog } from "../../content/catalog/seed-games";
import { canonicalOf, decodeEntities, metaOf, titleOf } from "./html";
import { baseURL, expectInPage, get, setUpBrowserPage, waitForHydration } from "./support";

const current = setUpBrowserPage();

const pageText = async (path: string) => decodeEntities((await (await get(path)).text()).replace(/<[^>]+>/g, " "));
const html = async (path: string) => decodeEntities(await (await get(path)).text());

describe("content pages", () => {
  it.each(Object.entries(contentPages))("serves /%s with its metadata, without JavaScript", async (path, page) => {
    const response = await get(`/${path}`);
    expect(response.status).toBe(200);
    const body = await response.text();
    expect(titleOf(body)).toBe(`${page.title} - Zowii`);
    expect(metaOf(body, "description")).toBe(page.description);
    expect(metaOf(body, "keywords")).toBe(page.keywords.join(", "));
    expect(canonicalOf(body)).toBe(`${baseURL}/${path}`);
    expect(metaOf(body, "og:title")).toBe(`${page.title} - Zowii`);
    expect(metaOf(body, "twitter:card")).toBe("summary");
  });

  it("opens content pages from inside the app, with each page's title", async () => {
    const { page } = current;
    // Content pages are plain HTML; the home page runs the app, and its footer leads to them.
    await page.goto("/");
    await waitForHydration(page);
    for (const [link, path] of [
      ["Support Center", "support"],
      ["Privacy Policy", "privacy-policy"],
      ["About Us", "about"],
    ] as const) {
      await page.getByRole("contentinfo").getByRole("link", { name: link, exact: true }).click();
      await page.getByRole("heading", { name: contentPages[path].title, level: 1, exact: true }).waitFor();
      await expect.poll(() => page.title()).toBe(`${contentPages[path].title} - Zowii`);
    }
    // Plain pages: React is not even downloaded on them.
    await page.goto("/about");
    expect(await page.evaluate(() => "__reactRouterDataRouter" in window)).toBe(false);
    expect(await page.locator("script[src*='entry.client']").count()).toBe(0);
  });

  it("shows the six feature cards and the catalog's true game count", async () => {
    const text = await pageText("/features");
    expectInPage(text, "Thousands of Games", "Instant Play", "Safe & Secure", "Multiplayer Support", "High Quality", "No Downloads");
    // The seed catalog plus the broken test game: the number of games in the database, not a slogan.
    const games = seedCatalog.length + 1;
    expect(text).toMatch(new RegExp(`Games in the catalog\\s+${games}\\s`));
    expect(text).not.toMatch(/10,000\+|1,000\+|1M\+|2M\+/);
  });

  it("shows the about page's story, mission, vision, values and true figures", async () => {
    const text = await pageText("/about");
    expectInPage(text, "Our Story", "Mission", "Vision", "Built by Gamers");
    expectInPage(text, "Player-Centric", "Safety First", "Innovation", "Accessibility");
    expect(text).toMatch(new RegExp(`Games in the catalog\\s+${seedCatalog.length + 1}\\s`));
  });

  it("filters the blog's articles by its category chips, and has no newsletter box that would keep nothing", async () => {
    const { page } = current;
    await page.goto("/blog");
    const chips = page.getByRole("list", { name: "Categories", exact: true }).getByRole("link");
    expect(await chips.allTextContents()).toEqual(["All", "Game Reviews", "Technology", "Community", "Analysis", "Safety"]);
    const lit = () => page.getByRole("list", { name: "Categories", exact: true }).locator('[aria-current="page"]').allTextContents();
    expect(await lit()).toEqual(["All"]);
    expect(await page.getByRole("article").count()).toBe(6);
    expect(await page.getByRole("button", { name: "Subscribe", exact: true }).count()).toBe(0);
    expect(await page.getByRole("textbox").count()).toBe(0);

    await chips.getByText("Game Reviews", { exact: true }).click();
    await page.waitForURL(`${baseURL}/blog?category=Game+Reviews`);
    expect(await lit()).toEqual(["Game Reviews"]);
    const categories = await page.getByRole("article").evaluateAll((articles) => articles.map((article) => article.querySelector("p")?.textContent));
    expect(categories).toEqual(["Game Reviews", "Game Reviews"]);

    // A review leads to the game it reviews.
    await page.getByRole("link", { name: "Krunker.io: Fast, Chunky and Fair", exact: true }).click();
    await page.getByRole("link", { name: "Play Krunker.io now", exact: true }).click();
    await page.waitForURL(`${baseURL}/game/krunker-io`);

    await page.goto("/blog");
    await chips.getByText("All", { exact: true }).click();
    await page.waitForURL(`${baseURL}/blog`);
    expect(await page.getByRole("article").count()).toBe(6);
  });

  it("gives the contact page its links, mail buttons, business hours and a form the browser checks", async () => {
    const { page } = current;
    await page.goto("/contact");
    expect(
      await page
        .getByRole("link", { name: /Support Center/, exact: true })
        .first()
        .getAttribute("href"),
    ).toBe("/support");
    expect(
      await page
        .getByRole("link", { name: /^Features/, exact: true })
        .first()
        .getAttribute("href"),
    ).toBe("/features");
    for (const [name, address] of [
      ["Email the team", "hello@zowii.example"],
      ["Email support", "support@zowii.example"],
      ["Email the safety team", "safety@zowii.example"],
      ["Email developer relations", "developers@zowii.example"],
    ]) {
      expect(await page.getByRole("link", { name, exact: true }).getAttribute("href")).toMatch(new RegExp(`^mailto:${address}\\?subject=`));
    }
    const text = await pageText("/contact");
    expectInPage(text, "Mon-Fri:", "9 AM - 6 PM EST", "Sat:", "10 AM - 4 PM EST", "Sun:", "12 PM - 4 PM EST");
    expectInPage(text, "Emergency support:", "24/7", "Zowii, 1 Example Street, Example City", "+1 555 0100");

    const form = page.getByRole("form", { name: "Send Us a Message", exact: true });
    for (const label of ["Your name", "Your email", "Subject", "Message"]) {
      expect(await form.getByLabel(label).getAttribute("required"), label).toBe("");
    }
    expect(await form.getByLabel("Your email").getAttribute("type")).toBe("email");
    await form.getByRole("button", { name: "Send Message", exact: true }).click();
    expect(await form.getByLabel("Your name").evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(true);
  });

  it("alerts on the support form's empty fields and sends nothing", async () => {
    const { page } = current;
    await page.goto("/support");
    await page.locator("html[data-enhanced]").waitFor({ state: "attached" });
    const form = page.getByRole("form", { name: "Contact Support", exact: true });
    const alerts: string[] = [];
    page.on("dialog", (dialog) => {
      alerts.push(dialog.message());
      void dialog.dismiss();
    });

    await form.getByRole("button", { name: "Send Message", exact: true }).click();
    await expect.poll(() => alerts).toEqual(["Please fill in all required fields"]);

    // Spaces are not an answer; the category is optional and the email format is not checked.
    await form.getByLabel("Name").fill("Sam");
    await form.getByLabel("Email").fill("not-an-email");
    await form.getByLabel("Subject").fill("   ");
    await form.getByLabel("Message").fill("The game stays black.");
    await form.getByRole("button", { name: "Send Message", exact: true }).click();
    await expect.poll(() => alerts).toHaveLength(2);
    expect(page.url()).toBe(`${baseURL}/support`);

    const options = await form.getByLabel("Category").locator("option").allTextContents();
    expect(options.slice(1)).toEqual(["Technical Issue", "Account Problem", "Game Bug Report", "Feature Request", "Billing Question", "Other"]);
  });

  it("scrolls to the FAQ from the support FAQ card, and links chat, mail and phone", async () => {
    const { page } = current;
    await page.goto("/support");
    const faq = page.getByRole("heading", { name: "Frequently Asked Questions", exact: true });
    await page.getByRole("link", { name: "Read the FAQ", exact: true }).click();
    await page.waitForURL(`${baseURL}/support#faq`);
    await expect.poll(() => faq.evaluate((heading) => heading.getBoundingClientRect().top < window.innerHeight)).toBe(true);
    const chat = page.getByRole("link", { name: "Open live chat", exact: true });
    expect(await chat.getAttribute("href")).toBe("https://chat.zowii.example/");
    expect(await chat.getAttribute("target")).toBe("_blank");
    expect(await page.getByRole("link", { name: "Email support", exact: true }).getAttribute("href")).toBe("mailto:support@zowii.example");
    expect(await page.getByRole("link", { name: "Call support", exact: true }).getAttribute("href")).toBe("tel:+15550100");
    expect(await page.locator("main details summary").allTextContents()).toHaveLength(5);
  });

  it("gives the safety center its cards, tip lists and help links", async () => {
    const text = await pageText("/safety-center");
    expectInPage(text, "Content Moderation", "Community Guidelines", "Privacy Protection", "Report System");
    expectInPage(text, "Parental Controls", "Mental Health Support", "For Parents", "For Young Gamers", "For All Users");
    const body = await html("/safety-center");
    expectInPage(body, 'href="mailto:safety@zowii.example?subject=Abuse%20report', 'href="tel:+15550100"');
    expectInPage(body, 'href="mailto:safety@zowii.example?subject=URGENT%20safety%20report');
  });

  it("gives the community guidelines the enforcement ladder and three pre-filled reports", async () => {
    const text = await pageText("/community-guidelines");
    expectInPage(text, "Respect and Kindness", "Fair Play", "Constructive Communication", "Helping Others");
    expectInPage(text, "Harassment and Bullying", "Hate Speech and Discrimination", "Inappropriate Content");
    expectInPage(text, "Cheating and Exploiting", "Spam and Self-Promotion", "Privacy Violations");
    expectInPage(text, "Warning", "Temporary Suspension", "1-30 days", "Permanent Ban");
    const body = await html("/community-guidelines");
    for (const subject of ["Report%20a%20user", "Report%20content", "URGENT%20safety%20report"]) {
      expectInPage(body, `href="mailto:safety@zowii.example?subject=${subject}&body=`);
    }
  });

  it.each(["terms-of-service", "refund-policy"])("says /%s was last updated December 17, 2024", async (path) => {
    expect(await pageText(`/${path}`)).toContain("last updated December 17, 2024");
  });

  // These two changed when the portal began counting visits; each promises its date moves with its text.
  it.each(["privacy-policy", "data-safety"])("says /%s was last updated November 26, 2026, when visit statistics began", async (path) => {
    const text = await pageText(`/${path}`);
    expect(text).toContain("last updated November 26, 2026");
    expect(text).toContain("daily totals");
    expect(text).toContain("changes every day");
    expect(text).toContain("cannot be traced back to you");
  });

  it("keeps the refund policy true: nothing is sold today", async () => {
    const text = await pageText("/refund-policy");
    expectInPage(text, "sells nothing today", "if and when we offer them", "30 days");
    expect(text).not.toMatch(/ISO 27001|SOC 2|150\+ countries|99\.9/);
  });
});
