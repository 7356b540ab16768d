/**
 * How the panel's actions answer: an ActionResult as JSON with its HTTP status, and the
 * two steps every action shares (reading a multi-intent form, telling a refused catalog
 * write from a failed one).
 */
import { data } from "react-router";
import { z } from "zod";
import { refused, refusedField, type ActionResult, type Refused } from "~/lib/action-result";
import { formText } from "~/lib/form-data";
import { CatalogInputError } from "../catalog/changes.server";
import { logFailure } from "../platform/log.server";

/** The result as the action's answer: a refusal with its status; the status itself stays out of the body. */
export function answer<R extends ActionResult>(result: R, headers?: HeadersInit) {
  if (result.ok) return data(result, { headers });
  const { status = 400, ...body } = result;
  return data(body, { status, headers });
}

export const UNKNOWN_REQUEST = "Unknown request";

/**
 * A multi-intent form read against its discriminated union (one member per intent); a
 * form that none of them describe (no form at all, an intent no page sends) is refused.
 */
export function readIntent<T>(form: FormData | null, schema: z.ZodType<T>): { ok: true; form: T } | Refused {
  // Each field as text (formText): a file or a repeated field cannot change the form's shape.
  const fields = form ? Object.fromEntries([...new Set(form.keys())].map((name) => [name, formText(form, name)])) : {};
  const parsed = schema.safeParse(fields);
  return parsed.success ? { ok: true, form: parsed.data } : refused(UNKNOWN_REQUEST);
}

/** A text field of a form, as formText reads it: "" when it is missing, cut to `max` characters. */
export function formField(max = 10_000) {
  return z
    .string()
    .default("")
    .transform((value) => value.slice(0, max));
}

/**
 * An id field of a form: "" when it holds a control character, which no id does (and a NUL,
 * which PostgreSQL refuses in text, would fail the query instead of finding nothing).
 */
export function formId(max = 100) {
  return formField(max).transform((value) => (/\p{Cc}/u.test(value) ? "" : value));
}

/**
 * A catalog write (a game, a host, a mapping) that threw: the operator's input at fault (400,
 * its message, under its field when it names one), or ours (500, logged).
 */
export function catalogWriteRefusal(error: unknown, doing: string, message: string): Refused {
  if (error instanceof CatalogInputError) return error.field ? refusedField(error.field, error.message) : refused(error.message);
  logFailure(doing, error);
  return refused(message, 500);
}
