import type { SafetyCenterPage } from "./schema";

export const safetyCenterPage: SafetyCenterPage = {
  kind: "safety-center",
  title: "Safety Center",
  description: "How Zowii keeps play safe, tips for parents, young gamers and everyone, and how to reach our safety team when something goes wrong.",
  keywords: ["online gaming safety", "safe games for kids", "parental controls games", "report abuse online game"],
  intro: "Lots of our players are children and teenagers. This page explains what we do to keep Zowii safe, what you can do yourself, and how to get help.",
  cardsHeading: "How We Keep Zowii Safe",
  cards: [
    {
      icon: "eye",
      title: "Content Moderation",
      description: "Only our own team adds games to Zowii. We check each one before it goes live and remove games that turn out to be unsuitable.",
    },
    {
      icon: "handshake",
      title: "Community Guidelines",
      description: "Clear rules on respect, fair play and privacy, with the steps we take when they are broken. Read them on our Community Guidelines page.",
    },
    {
      icon: "lock",
      title: "Privacy Protection",
      description:
        "Playing on Zowii needs no account, so we never ask for a name, email address, age or photo. Our Privacy Policy lists the little we do keep.",
    },
    {
      icon: "flag",
      title: "Report System",
      description: "Anyone can report a game, a player or a problem to our safety team by email. Every report is read by a person.",
    },
    {
      icon: "sliders",
      title: "Parental Controls",
      description:
        "Zowii has no separate parental settings of its own yet. Your device and browser do: screen-time limits, content filters and purchase approval work on Zowii too.",
    },
    {
      icon: "heart-handshake",
      title: "Mental Health Support",
      description:
        "Games should be fun. If playing leaves you stressed, or something online upset you, take a break and talk to someone you trust. In the US you can call or text 988 at any time.",
    },
  ],
  tipsHeading: "Safety Tips",
  tipLists: [
    {
      audience: "For Parents",
      icon: "users",
      tips: [
        "Play a few games together first, so you know what your child is playing and who they meet.",
        "Use the screen-time and content settings on the device and browser your child uses.",
        "Explain that some games have chat with strangers, and agree what to do if someone is unkind.",
        "Keep payment details off shared devices, and turn on purchase approval in app stores.",
        "Ask about games the way you ask about school: an open conversation helps more than a ban.",
      ],
    },
    {
      audience: "For Young Gamers",
      icon: "smile",
      tips: [
        "Never share your real name, address, school, phone number or passwords in a game.",
        "If someone makes you feel uncomfortable, leave the game and tell a grown-up you trust.",
        "Nobody can give you free game money or free accounts: sites that promise that are tricks.",
        "Ask a parent before typing in any payment or account details.",
        "Take breaks: stand up, stretch and rest your eyes every half hour or so.",
      ],
    },
    {
      audience: "For All Users",
      icon: "shield",
      tips: [
        "Use a different password for every game account, and turn on two-step sign-in where a game offers it.",
        "Download nothing a game page offers you: real browser games never need an installer.",
        "Block and report players who harass others instead of arguing back.",
        "Keep your browser up to date so it has the latest security fixes.",
        "If something looks wrong on Zowii, tell us: reports help every player.",
      ],
    },
  ],
  helpHeading: "Get Help",
  helpIntro:
    "If anyone is in immediate danger, call your local emergency number first (911 in the US, 112 in Europe). We are a games portal and cannot send help.",
  helpCards: [
    {
      icon: "flag",
      title: "Report Abuse",
      description: "Tell us about a game, player, link or ad on Zowii that is abusive, unsafe or inappropriate.",
      action: {
        kind: "mail",
        mailbox: "safety",
        label: "Report abuse",
        subject: "Abuse report",
        body: "What happened:\nWhere on Zowii (game or page):\nWhen:\n",
      },
    },
    {
      icon: "phone",
      title: "Safety Support",
      description: "Talk to our support team about a safety worry during phone support hours.",
      action: { kind: "phone", label: "Call support" },
    },
    {
      icon: "siren",
      title: "Emergency",
      description:
        "For an urgent safety problem on Zowii, such as a threat or a child at risk, write to our safety team with this subject so it is read first.",
      action: {
        kind: "mail",
        mailbox: "safety",
        label: "Send an urgent report",
        subject: "URGENT safety report",
        body: "What is happening:\nWhere on Zowii (game or page):\n",
      },
    },
  ],
};
