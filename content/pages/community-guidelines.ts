import type { CommunityGuidelinesPage } from "./schema";

export const communityGuidelinesPage: CommunityGuidelinesPage = {
  kind: "community-guidelines",
  title: "Community Guidelines",
  description: "The rules that keep the Zowii community kind and fair: what we encourage, what is not allowed, how we enforce it and how to report a problem.",
  keywords: ["community guidelines", "gaming code of conduct", "fair play rules", "report a player"],
  intro:
    "Zowii is for everyone, including children. These guidelines describe how we expect players to treat each other, and what happens when someone does not.",
  scope: {
    heading: "Where These Guidelines Apply",
    paragraphs: [
      "Zowii itself has no chat, profiles or comments. Many games you open here are multiplayer games run by other developers, with their own chat and their own rules, which apply inside those games.",
      "These guidelines apply wherever you deal with us: messages to our team, and any community feature we add in the future. Please bring the same spirit into every game you play from Zowii.",
    ],
  },
  encouraged: {
    heading: "What We Encourage",
    items: [
      {
        icon: "heart",
        title: "Respect and Kindness",
        description: "Treat every player the way you want to be treated. Behind each name is a real person, often a young one.",
      },
      {
        icon: "scale",
        title: "Fair Play",
        description: "Win with skill and practice. Play by each game's rules and accept a loss as a chance to get better.",
      },
      {
        icon: "message",
        title: "Constructive Communication",
        description: "Disagree about the game, not the person. Helpful feedback to players and to us makes games better.",
      },
      {
        icon: "users",
        title: "Helping Others",
        description: "Explain the controls to a newcomer, share a tip, and let a friend know how to report a problem.",
      },
    ],
  },
  forbidden: {
    heading: "What Is Not Allowed",
    items: [
      {
        icon: "user-x",
        title: "Harassment and Bullying",
        description: "No threats, insults, stalking or ganging up on a player, in a game or outside it.",
      },
      {
        icon: "ban",
        title: "Hate Speech and Discrimination",
        description: "No attacks on anyone for their race, ethnicity, religion, gender, sexuality, disability or age.",
      },
      {
        icon: "eye-off",
        title: "Inappropriate Content",
        description: "No sexual, violent or shocking material, and nothing unsuitable for the children who play here.",
      },
      {
        icon: "bug",
        title: "Cheating and Exploiting",
        description: "No hacks, bots or abuse of bugs to beat other players. Report a bug instead of using it.",
      },
      {
        icon: "megaphone",
        title: "Spam and Self-Promotion",
        description: "No flooding, advertising, scam links or fake offers of free game money or accounts.",
      },
      {
        icon: "lock",
        title: "Privacy Violations",
        description: "Never share someone else's personal details, photos or messages without their permission.",
      },
    ],
  },
  enforcement: {
    heading: "How We Enforce Them",
    intro:
      "Where we run the space, we respond step by step. A serious case, such as a threat to a child, can go straight to a permanent ban and, where the law requires it, to the authorities.",
    steps: [
      { title: "Warning", description: "A first, minor problem gets a clear explanation of the rule that was broken." },
      {
        title: "Temporary Suspension",
        description: "Repeated or more serious problems lead to a suspension of 1-30 days, depending on what happened.",
      },
      { title: "Permanent Ban", description: "Serious or continued abuse means being removed for good." },
    ],
  },
  report: {
    heading: "Report a Problem",
    intro:
      "Reports go to our safety team by email; the buttons below open your mail app with a message ready to fill in. For a problem inside another developer's game, please also use that game's own report button.",
    actions: [
      {
        kind: "mail",
        mailbox: "safety",
        label: "Report a User",
        subject: "Report a user",
        body: "Player name:\nGame:\nWhat happened:\nWhen:\n",
      },
      {
        kind: "mail",
        mailbox: "safety",
        label: "Report Content",
        subject: "Report content",
        body: "Game or page:\nWhat is wrong with it:\n",
      },
      {
        kind: "mail",
        mailbox: "safety",
        label: "Emergency Report",
        subject: "URGENT safety report",
        body: "What is happening:\nGame or page:\n(If anyone is in immediate danger, call your local emergency number first.)\n",
      },
    ],
  },
};
