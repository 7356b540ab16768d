import type { BlogPage } from "./schema";

export const blogPage: BlogPage = {
  kind: "blog",
  title: "Blog & News",
  description:
    "Game reviews, technology notes, community news, analysis and safety advice from the team behind the Zowii free games portal.",
  keywords: ["gaming blog", "browser game reviews", "io games news", "online safety for gamers"],
  intro: "Reviews, behind-the-scenes notes and advice from the people who run Zowii.",
  chips: ["All", "Game Reviews", "Technology", "Community", "Analysis", "Safety"],
  articlesHeading: "Latest Articles",
  articles: [
    {
      title: "Krunker.io: Fast, Chunky and Fair",
      excerpt:
        "A pixel-art shooter that loads in seconds and rewards practice over spending. We look at its classes, its movement tricks and why short matches keep us coming back.",
      author: "Zowii Team",
      date: "December 12, 2024",
      readTime: "5 min read",
      category: "Game Reviews",
      icon: "trophy",
    },
    {
      title: "How a Game Starts in Your Browser Without a Download",
      excerpt:
        "HTML5, WebGL and a sandboxed frame: what happens in the seconds between pressing Play and taking control, and why nothing is installed on your device.",
      author: "Zowii Team",
      date: "December 5, 2024",
      readTime: "6 min read",
      category: "Technology",
      icon: "code",
    },
    {
      title: "How We Count Plays and Ratings",
      excerpt:
        "A play counts once a minute per player and game, and every player gets one vote they can change. Here is why we count this way and what the numbers on a game page mean.",
      author: "Zowii Team",
      date: "November 28, 2024",
      readTime: "4 min read",
      category: "Community",
      icon: "users",
    },
    {
      title: "What Makes an io Game?",
      excerpt:
        "Instant joining, short rounds, simple controls and a leaderboard that resets: the design choices shared by snake, cell and shooter games that carry the .io name.",
      author: "Zowii Team",
      date: "November 21, 2024",
      readTime: "7 min read",
      category: "Analysis",
      icon: "brain",
    },
    {
      title: "A Family Checklist for Online Multiplayer Games",
      excerpt:
        "Chat settings, time limits, spending and what to do if a stranger behaves badly: a short list to go through together before a child plays online.",
      author: "Zowii Team",
      date: "November 14, 2024",
      readTime: "5 min read",
      category: "Safety",
      icon: "shield",
    },
    {
      title: "Small Games, Made Here: Snake, Tile Merge and Brick Breaker",
      excerpt:
        "Three classics we built for the portal ourselves. They load from our own server, work offline once started and play with a keyboard, a mouse or touch.",
      author: "Zowii Team",
      date: "November 7, 2024",
      readTime: "3 min read",
      category: "Game Reviews",
      icon: "gamepad",
    },
  ],
  newsletter: {
    heading: "Newsletter",
    text: "A newsletter with new games and articles is on its way. Sign-up is not open yet, so nothing typed here is sent or stored.",
    emailLabel: "Email address",
    placeholder: "you@example.com",
    button: "Subscribe",
  },
};
