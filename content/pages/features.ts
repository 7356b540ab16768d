import type { FeaturesPage } from "./schema";

export const featuresPage: FeaturesPage = {
  kind: "features",
  title: "Features",
  description: "What Zowii offers: free browser games that start in one click, with no download and no account, chosen and added by our own team.",
  keywords: ["free browser games", "instant play games", "no download games", "io games", "multiplayer browser games"],
  intro:
    "Zowii is a free games portal that works in any modern browser. Pick a game, wait out a short ad, and play inside the page. Here is what that means in practice.",
  cards: [
    {
      icon: "gamepad",
      title: "Thousands of Games",
      description:
        "io battles, puzzles, racers, shooters, sports and classics from many studios, plus small games we made ourselves. The catalog keeps growing; the live count is just below.",
    },
    {
      icon: "zap",
      title: "Instant Play",
      description: "Choose a game and it opens right in the page after a five-second ad. There is nothing to install and nothing to sign up for.",
    },
    {
      icon: "shield",
      title: "Safe & Secure",
      description:
        "Games are added by our own team, never uploaded by strangers, and we remove any that break our rules. Zowii never asks players for a name, an email address or a password.",
    },
    {
      icon: "users",
      title: "Multiplayer Support",
      description:
        "Many games here are online multiplayer: join a round of an io game and play against people from around the world, or team up with friends in the same match.",
    },
    {
      icon: "sparkles",
      title: "High Quality",
      description:
        "Games run in a full-size window with fullscreen, reload and mute controls. If a game fails to load, you get a clear message and a Try Again button instead of a blank box.",
    },
    {
      icon: "monitor",
      title: "No Downloads",
      description:
        "Everything runs in your browser on a computer, tablet or phone, so there are no installers, no updates to wait for and nothing left behind on your device.",
    },
  ],
  statsHeading: "Zowii in Numbers",
  stats: [
    { label: "Games in the catalog", figure: "games" },
    { label: "Games played", figure: "plays" },
    { label: "Average rating", figure: "averageRating" },
    { label: "Price to play", value: "Free" },
  ],
};
