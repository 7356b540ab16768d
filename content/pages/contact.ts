import type { ContactPage } from "./schema";

export const contactPage: ContactPage = {
  kind: "contact",
  title: "Contact Us",
  description: "How to reach the Zowii team: general questions, technical support, safety reports and game developers, by email or with our message form.",
  keywords: ["contact zowii", "zowii support", "report a problem", "game developers contact"],
  intro: "Questions, ideas, a game that will not load or something that worries you: write to the right team below and a person will read it.",
  quickLinks: [
    {
      to: "/support",
      title: "Support Center",
      description: "Answers to common questions, and help with games that will not load.",
    },
    {
      to: "/features",
      title: "Features",
      description: "What Zowii offers and how playing here works.",
    },
  ],
  cardsHeading: "Write to the Right Team",
  cards: [
    {
      icon: "mail",
      title: "General Questions",
      description: "Anything about Zowii: feedback, ideas, press or partnership questions.",
      action: { kind: "mail", mailbox: "general", label: "Email the team", subject: "Question about Zowii" },
    },
    {
      icon: "wifi",
      title: "Technical Support",
      description: "A game will not load, the page looks broken or something does not work as it should.",
      action: { kind: "mail", mailbox: "support", label: "Email support", subject: "Technical problem" },
    },
    {
      icon: "shield",
      title: "Safety",
      description: "Report a game, a player or anything that made you feel unsafe. Parents and teachers are welcome too.",
      action: { kind: "mail", mailbox: "safety", label: "Email the safety team", subject: "Safety report" },
    },
    {
      icon: "code",
      title: "Game Developers",
      description: "Made a browser game that would suit our players? Tell us about it and send a link.",
      action: {
        kind: "mail",
        mailbox: "developers",
        label: "Email developer relations",
        subject: "Game submission",
        body: "Game title:\nLink to play it:\nA few words about it:\n",
      },
    },
  ],
  form: {
    heading: "Send Us a Message",
    intro: "Fill in the form and your mail app opens with your message ready to send, so you keep a copy of what you wrote.",
    nameLabel: "Your name",
    emailLabel: "Your email",
    subjectLabel: "Subject",
    messageLabel: "Message",
    submitLabel: "Send Message",
  },
  officeHeading: "Our Office",
  details: {
    heading: "Contact Details",
    emailLabels: { general: "General", support: "Support", safety: "Safety", developers: "Developers" },
    phoneLabel: "Phone",
  },
  hours: {
    heading: "Business Hours",
    rows: [
      { days: "Mon-Fri", hours: "9 AM - 6 PM EST" },
      { days: "Sat", hours: "10 AM - 4 PM EST" },
      { days: "Sun", hours: "12 PM - 4 PM EST" },
      { days: "Emergency support", hours: "24/7" },
    ],
  },
};
