import type { LegalPage } from "./schema";

export const refundPolicyPage: LegalPage = {
  kind: "legal",
  title: "Refund Policy",
  description: "Zowii is free and sells nothing today. This policy sets out the refunds that will apply to premium subscriptions if and when we offer them.",
  keywords: ["refund policy", "zowii refunds", "premium subscription refund", "money-back guarantee"],
  intro:
    "Every game on Zowii is free to play, and Zowii sells nothing today: there is nothing to refund. We publish this policy now so the rules are clear before we ever charge for anything.",
  lastUpdated: "This policy was last updated December 17, 2024.",
  sections: [
    {
      heading: "What This Policy Covers",
      paragraphs: [
        "This policy applies to premium subscriptions sold by Zowii, if and when we offer them. It does not cover purchases made inside games from other developers: those are sold by the game's developer or platform, and refunds go through them.",
      ],
    },
    {
      heading: "30-Day Money-Back Guarantee",
      paragraphs: [
        "If you are not happy with a premium subscription, you can ask for a full refund within 30 days of your first payment, no questions asked.",
        "After those 30 days, we do not give pro-rated refunds for the rest of a billing period. You can cancel at any time, and the subscription then runs until the end of the period you paid for. Instead of cancelling, you will be able to pause a subscription for up to 3 months.",
      ],
    },
    {
      heading: "How to Ask for a Refund",
      paragraphs: ["A refund takes four steps:"],
      list: [
        "Contact support by email.",
        "Provide the email address you paid with, the date of the payment and, if you like, why you are asking.",
        "Wait for our review: we reply within 1-2 business days.",
        "Receive your refund on the card or account you paid with.",
      ],
    },
    {
      heading: "How Long It Takes",
      paragraphs: ["From your request to the money back in your account:"],
      list: ["Request processing: 1-2 days.", "Approval: 3-5 days.", "Payment processing by your bank or card provider: 5-10 days."],
    },
    {
      heading: "Purchases by Children",
      paragraphs: [
        "If a child paid without a parent's permission, the parent or guardian can contact us and we will treat the request with care, including outside the 30 days.",
      ],
    },
  ],
  contact: { text: "Questions about payments or refunds? Write to", mailbox: "support" },
};
