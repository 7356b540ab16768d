import { describe, expect, it } from "vitest";
import { z } from "zod";
import { answer, formField, readIntent } from "~/domain/web/action-answers.server";
import { done, refused } from "~/lib/action-result";

const intent = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("delete"), id: formField(5) }),
  z.object({ intent: z.literal("rename"), title: formField() }),
]);

function form(fields: [string, string | Blob][]): FormData {
  const data = new FormData();
  for (const [name, value] of fields) data.append(name, value);
  return data;
}

describe("action results", () => {
  it("answers a refusal with its status, kept out of the body, and a success with 200", () => {
    const failed = answer(refused("That account no longer exists", 404), { "Retry-After": "3" });
    expect(failed.init?.status).toBe(404);
    expect(failed.data).toEqual({ ok: false, message: "That account no longer exists" });
    expect(new Headers(failed.init?.headers).get("Retry-After")).toBe("3");
    const succeeded = answer(done("Game published successfully!", { slug: "snake" }));
    expect(succeeded.init?.status).toBeUndefined();
    expect(succeeded.data).toEqual({ ok: true, message: "Game published successfully!", slug: "snake" });
    expect(answer(refused("Please fill in all fields")).init?.status).toBe(400);
  });

  it("reads a multi-intent form by its intent, and refuses any form no page sends", () => {
    expect(
      readIntent(
        form([
          ["intent", "delete"],
          ["id", "abcdefgh"],
        ]),
        intent,
      ),
    ).toEqual({ ok: true, form: { intent: "delete", id: "abcde" } });
    expect(readIntent(form([["intent", "delete"]]), intent)).toEqual({ ok: true, form: { intent: "delete", id: "" } });
    // A file or a repeated field reads as its first text value, as formText does.
    expect(
      readIntent(
        form([
          ["intent", "rename"],
          ["title", new Blob(["x"])],
          ["title", "Snake"],
          ["title", "Other"],
        ]),
        intent,
      ),
    ).toEqual({
      ok: true,
      form: { intent: "rename", title: "Snake" },
    });
    for (const bad of [null, form([]), form([["intent", "drop-tables"]]), form([["intent", new Blob(["delete"])]])]) {
      expect(readIntent(bad, intent)).toEqual({ ok: false, message: "Unknown request", status: 400 });
    }
  });
});
