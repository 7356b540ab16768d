import type { SupportPage } from "./schema";

export const supportPage: SupportPage = {
  kind: "support",
  title: "Support Center",
  description: "Get help with Zowii: answers to common questions, live chat, email and phone support, and a form to tell us about a problem.",
  keywords: ["zowii help", "game not loading", "report a bug", "browser game support", "play games on mobile"],
  intro: "Stuck on something? Most answers are in the questions below. If not, pick the way you would like to reach us.",
  search: { label: "Search help", placeholder: "Search for help..." },
  options: [
    {
      icon: "help",
      title: "FAQ",
      description: "Quick answers to the questions players ask most.",
      action: "faq",
      button: "Read the FAQ",
    },
    {
      icon: "message",
      title: "Live Chat",
      description: "Chat with our support team, Monday to Friday, 9 AM to 6 PM EST.",
      action: "chat",
      button: "Open live chat",
    },
    {
      icon: "mail",
      title: "Email Support",
      description: "Write to us at any time. We aim to reply within 24 hours.",
      action: "email",
      button: "Email support",
    },
    {
      icon: "phone",
      title: "Phone Support",
      description: "Call us Monday to Friday, 10 AM to 4 PM EST.",
      action: "phone",
      button: "Call support",
    },
  ],
  form: {
    heading: "Contact Support",
    intro: "Tell us what happened. Sending opens your mail app with the message ready, so you keep a copy and can add a screenshot.",
    nameLabel: "Name",
    emailLabel: "Email",
    subjectLabel: "Subject",
    categoryLabel: "Category",
    categoryPlaceholder: "Choose a category",
    categories: ["Technical Issue", "Account Problem", "Game Bug Report", "Feature Request", "Billing Question", "Other"],
    messageLabel: "Message",
    submitLabel: "Send Message",
    missingFieldsAlert: "Please fill in all required fields",
  },
  faqHeading: "Frequently Asked Questions",
  faq: [
    {
      question: "Is Zowii free to play?",
      answer:
        "Yes. Every game on Zowii plays free in your browser, with no account to make and nothing to download; ads pay for the site. Some games made by other studios offer their own optional accounts or purchases inside the game; those are run by the game's developer, not by us.",
    },
    {
      question: "What can I do when a game won't load?",
      answer:
        "Press Try Again in the game window, or reload the page. Check your connection, and turn off extensions that block frames or scripts for the game's site. School and office networks sometimes block game sites. If it still fails, tell us which game with the form below.",
    },
    {
      question: "How do I report a bug?",
      answer:
        "Use the form on this page with the category Game Bug Report, or email support. Tell us the game, what you expected, what happened instead, and which browser and device you used.",
    },
    {
      question: "Can I play on my phone or tablet?",
      answer:
        "Yes. Zowii works in the browser of phones and tablets, and many games support touch. Some games are made for a keyboard and mouse; their descriptions usually say so.",
    },
    {
      question: "How do I delete what Zowii knows about me?",
      answer:
        "Zowii has no player accounts and keeps no personal details of players: your favorites and the games you played stay in your own browser, and clearing its site data deletes them. If you have written to us and want those messages deleted, contact support and we will remove them. Accounts inside other developers' games are deleted through those games.",
    },
  ],
  hours: {
    heading: "Support Hours",
    rows: [
      { days: "Live chat", hours: "Mon-Fri, 9 AM - 6 PM EST" },
      { days: "Phone", hours: "Mon-Fri, 10 AM - 4 PM EST" },
      { days: "Email", hours: "Any time, reply within 24 hours" },
    ],
  },
};
