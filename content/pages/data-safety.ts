import type { LegalPage } from "./schema";

export const dataSafetyPage: LegalPage = {
  kind: "legal",
  title: "Data Safety",
  description: "A short summary of the data Zowii collects, what it is used for, who it is shared with, how it is protected and how you can have it deleted.",
  keywords: ["data safety", "zowii data", "data collection", "data deletion", "games privacy summary"],
  intro: "The short version of our Privacy Policy: what data playing on Zowii involves, at a glance.",
  lastUpdated: "This page was last updated November 26, 2026.",
  sections: [
    {
      heading: "Data Collected",
      paragraphs: ["Playing on Zowii involves only:"],
      list: [
        "a random visitor number in a cookie, to count plays fairly and keep your rating;",
        "the ratings you give games;",
        "visit statistics kept only as daily totals per game and page, with visitors counted by a code that changes every day and cannot be traced back to you;",
        "technical request logs kept by our servers;",
        "messages you choose to send us.",
      ],
    },
    {
      heading: "Data Not Collected",
      paragraphs: ["No name, email address, phone number, age, location, photos, contacts or payment details are needed or asked for to play."],
    },
    {
      heading: "Data Shared",
      paragraphs: [
        "We do not sell data and do not share the data above with advertisers. Games from other developers and our advertising partner run their own code in your browser and may collect data under their own policies; see our Privacy Policy.",
      ],
    },
    {
      heading: "Security Practices",
      paragraphs: [
        "We keep as little as we can, limit access to the staff who run Zowii, and never store staff passwords in readable form. Games from other sites run in a sandboxed frame that keeps them apart from the Zowii page.",
      ],
    },
    {
      heading: "Deleting Your Data",
      paragraphs: [
        "Deleting your browser's cookies for Zowii removes the link between you and your ratings. To have messages you sent us deleted, or for any other data request, contact us: we answer within 30 days.",
      ],
    },
  ],
  contact: { text: "Data questions or requests? Write to", mailbox: "general" },
};
