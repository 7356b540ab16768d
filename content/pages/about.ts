import type { AboutPage } from "./schema";

export const aboutPage: AboutPage = {
  kind: "about",
  title: "About Us",
  description: "Who we are and why we run Zowii: a free, family-friendly games portal where anyone can play in the browser without an account or a download.",
  keywords: ["about zowii", "free games portal", "family friendly games", "browser games website"],
  intro: "Zowii is a small team of people who love games and think the good ones should be one click away, for everyone, on whatever device is at hand.",
  stats: [
    { label: "Games in the catalog", figure: "games" },
    { label: "Games played", figure: "plays" },
    { label: "Accounts needed", value: "None" },
    { label: "Downloads needed", value: "None" },
  ],
  story: {
    heading: "Our Story",
    paragraphs: [
      "Zowii began with a familiar frustration: you hear about a fun browser game, go looking for it, and end up on pages crowded with pop-ups, fake download buttons and sign-up walls.",
      "So we built the portal we wanted to use ourselves. Games open inside the page, the controls are the same for every game, and the ads sit in clearly marked boxes instead of getting in the way of play.",
    ],
  },
  mission: {
    heading: "Mission",
    paragraphs: [
      "To make free games easy and safe to play for everyone: no installs, no accounts, no tricks. Ads pay for the portal, so the games stay free for players.",
    ],
  },
  vision: {
    heading: "Vision",
    paragraphs: [
      "A place where a family can pick a game together in seconds, where a student on a slow laptop gets the same fun as someone on a gaming PC, and where every game on the shelf is one we would happily play ourselves.",
    ],
  },
  builtByGamers: {
    heading: "Built by Gamers",
    paragraphs: [
      "We play what we publish. Every game is tried by our team before it goes live, and a few of them, such as Zowii Snake, Tile Merge and Brick Breaker, we made ourselves so they work even when the network is slow.",
      "Your ratings shape what we do next: the stars you give a game are what everyone else sees.",
    ],
  },
  valuesHeading: "Our Values",
  values: [
    {
      icon: "heart",
      title: "Player-Centric",
      description: "Every choice starts with the person playing: fast pages, clear controls, ads that stay in their place and no dark patterns.",
    },
    {
      icon: "shield",
      title: "Safety First",
      description: "Many of our players are children. We ask for no personal details, keep data to a minimum and act quickly on every safety report.",
    },
    {
      icon: "lightbulb",
      title: "Innovation",
      description: "We keep improving how games load and play in the browser, from failure detection to fullscreen that works on phones.",
    },
    {
      icon: "accessibility",
      title: "Accessibility",
      description: "Zowii can be used with a keyboard alone, respects your reduced-motion setting and works on old and new devices alike.",
    },
  ],
};
