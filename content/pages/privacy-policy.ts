import type { LegalPage } from "./schema";

export const privacyPolicyPage: LegalPage = {
  kind: "legal",
  title: "Privacy Policy",
  description: "What information Zowii keeps when you play, why, who else may see it, how long we keep it and the choices and rights you have.",
  keywords: ["privacy policy", "zowii privacy", "cookies", "children's privacy", "data rights"],
  intro:
    "Zowii is built to need as little about you as possible: you can play every game without telling us who you are. This policy explains the little we do keep.",
  lastUpdated: "This policy was last updated November 26, 2026.",
  sections: [
    {
      heading: "What We Keep",
      paragraphs: ["We do not ask players for a name, email address, age, photo or password. We keep only:"],
      list: [
        "A visitor cookie: a random number in a first-party cookie, set when you start a game or rate one. It lets us count your plays of a game once a minute and remember your rating. It identifies no person and lasts a year unless you delete it.",
        "Your ratings: the stars you gave a game, stored with that random number so you can change your vote.",
        "Play counts: how often each game has been played, as totals. The time of your last counted play is deleted within minutes.",
        "Visit statistics: to learn which games and pages work, your browser tells us what happens on our pages: which page you opened and whether you came from a search engine, a social site, another site or directly (only that kind, never the address of the page you came from), which game you clicked and where on the page, whether it loaded, whether it was played for 30 seconds or 5 minutes, and whether an ad space showed an ad. We keep only totals per day for each game and page, never a record of your visit, and no cookie is used for them. Search engine robots are not counted. The daily totals are kept for two years.",
        "Counting visitors without knowing them: to count how many different people visit each day, we mix your IP address and browser type with a random value that changes every day and keep only the resulting code. The random value is deleted at the end of the day, and the codes with it, so a code cannot be traced back to you or linked to another day. Your IP address and browser type are not stored for this.",
        "On your device only: your favourite games, the games you played recently and the page you arrived on stay in your browser's storage. They are not sent to us, and clearing your browser's data for Zowii removes them.",
        "Technical logs: like any website, our servers may record requests (IP address, browser type, page and time) to keep the service running and to investigate abuse, and keeps them only as long as those purposes need.",
        "Messages you send us: if you email us or use a form that opens your mail app, we keep your message and address to answer you.",
      ],
    },
    {
      heading: "Games From Other Developers",
      paragraphs: [
        "Most games on Zowii are made and hosted by other developers and open inside a frame on our page. While you play, the game's own site may use cookies, collect data or offer chat and purchases under its own privacy policy. We do not control those sites and receive nothing from them about you.",
      ],
    },
    {
      heading: "Advertising",
      paragraphs: [
        "Ads keep Zowii free. When ad blocks from an advertising partner are shown, that partner may use cookies or similar technology to show and measure ads, under its own privacy policy and subject to the consent choices the law gives you. We do not give advertisers any information about you.",
      ],
    },
    {
      heading: "Children",
      paragraphs: [
        "Zowii is meant for players aged 13 and over, and younger children with a parent's permission. Because playing needs no account, we do not knowingly collect personal information from children. If a child under 13 has sent us personal information, for example in an email, a parent can ask us to delete it and we will.",
      ],
    },
    {
      heading: "Your Rights",
      paragraphs: [
        "Depending on where you live, laws such as the GDPR in Europe and the CCPA in California give you rights to see, correct and delete personal information about you and to object to its use. You can delete the visitor cookie in your browser at any time. For any other request, contact us; we answer within 30 days.",
        "We do not sell personal information.",
      ],
    },
    {
      heading: "How We Protect It",
      paragraphs: [
        "Keeping very little is the best protection. Access to what we do keep is limited to the staff who run Zowii, and staff passwords are never stored in readable form.",
      ],
    },
    {
      heading: "Changes to This Policy",
      paragraphs: ["If we change what we keep or why, we will update this page and the date above before the change takes effect."],
    },
  ],
  contact: { text: "Questions about your privacy? Write to", mailbox: "general" },
};
