import { describe, expect, it } from "vitest";
import { hasRequiredFields, mailtoHref, messageMailtoHref, telHref } from "~/lib/contact";

const message = { name: "Sam", email: "sam@home.example", subject: "Game won't load", message: "Krunker stays black.\nHelp?" };

describe("contact links", () => {
  it("pre-fills subject and body with %20 spaces and CRLF line breaks", () => {
    expect(mailtoHref("safety@zowii.example", { subject: "Report a user", body: "Player:\nGame:" })).toBe(
      "mailto:safety@zowii.example?subject=Report%20a%20user&body=Player%3A%0D%0AGame%3A",
    );
    expect(mailtoHref("support@zowii.example")).toBe("mailto:support@zowii.example");
  });

  it("dials the digits of a phone number, keeping its +", () => {
    expect(telHref("+1 555 0100")).toBe("tel:+15550100");
    expect(telHref("(555) 010-0199")).toBe("tel:5550100199");
  });

  it("puts name, email, category and message in the body of a form's mail", () => {
    const href = messageMailtoHref("support@zowii.example", { ...message, category: "Technical Issue" });
    const url = new URL(href);
    expect(url.protocol).toBe("mailto:");
    expect(url.pathname).toBe("support@zowii.example");
    expect(url.searchParams.get("subject")).toBe("Game won't load");
    expect(url.searchParams.get("body")).toBe("Name: Sam\r\nEmail: sam@home.example\r\nCategory: Technical Issue\r\n\r\nKrunker stays black.\r\nHelp?");
    expect(new URL(messageMailtoHref("hello@zowii.example", message)).searchParams.get("body")).not.toContain("Category");
  });

  it("needs name, email, subject and message, but not a category or a well-formed email", () => {
    expect(hasRequiredFields(message)).toBe(true);
    expect(hasRequiredFields({ ...message, email: "not an email" })).toBe(true);
    for (const field of ["name", "email", "subject", "message"] as const) {
      expect(hasRequiredFields({ ...message, [field]: "" }), field).toBe(false);
      expect(hasRequiredFields({ ...message, [field]: "   " }), field).toBe(false);
    }
  });
});
