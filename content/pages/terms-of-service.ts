import type { LegalPage } from "./schema";

export const termsOfServicePage: LegalPage = {
  kind: "legal",
  title: "Terms of Service",
  description: "The terms for using Zowii: who may play, games from other developers, ads, fair use of the portal, our liability and how these terms change.",
  keywords: ["terms of service", "zowii terms", "terms of use", "rules for using zowii"],
  intro: "By using Zowii you agree to these terms. They are written to be read: if something is unclear, ask us.",
  lastUpdated: "These terms were last updated December 17, 2024.",
  sections: [
    {
      heading: "Using Zowii",
      paragraphs: [
        "Zowii lets you play browser games for free, without an account. You may use it for your own, non-commercial fun. You must be at least 13, or have a parent's or guardian's permission and supervision.",
      ],
    },
    {
      heading: "Games From Other Developers",
      paragraphs: [
        "Most games on Zowii belong to other developers and run from their own sites. Their own terms apply inside those games, including to any chat, accounts or purchases they offer. We choose which games to list, but we do not run them and cannot promise they are always available or error-free.",
      ],
    },
    {
      heading: "Ads",
      paragraphs: [
        "Zowii is paid for by ads, shown in marked places on the page and for a few seconds before a game starts. Please do not click ads you are not interested in; fake clicks harm us and our partners.",
      ],
    },
    {
      heading: "Fair Use",
      paragraphs: ["When you use Zowii, you agree not to:"],
      list: [
        "break our Community Guidelines or the law;",
        "try to disrupt, overload or break into the portal, or get around its security;",
        "copy the portal's games, pages or design to run them elsewhere, or scrape them in bulk;",
        "fake plays or ratings, for example with scripts or many browsers.",
      ],
    },
    {
      heading: "Our Content",
      paragraphs: [
        "The Zowii name, pages, texts and the games we made ourselves belong to us. Games from other developers, and their names and trademarks, belong to their owners. Zowii is not affiliated with the games, studios or platforms named on our pages unless we say so.",
      ],
    },
    {
      heading: "No Guarantee",
      paragraphs: [
        "We work hard to keep Zowii running and safe, but we provide it as it is, without guarantees that it will always be available or suit a particular purpose. As far as the law allows, we are not liable for losses caused by using Zowii or the games on it. Nothing in these terms limits rights you have under consumer law.",
      ],
    },
    {
      heading: "Ending Access",
      paragraphs: ["We may block access for anyone who breaks these terms, for example an address that floods the portal with requests."],
    },
    {
      heading: "Changes to These Terms",
      paragraphs: ["We may update these terms. The date above shows the latest version; if you keep using Zowii after a change, the new terms apply."],
    },
  ],
  contact: { text: "Questions about these terms? Write to", mailbox: "general" },
};
