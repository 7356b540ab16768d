/**
 * A form's fields as text. Anything else a client might send under a name (a file, a
 * repeated field) reads as the first text value or "", so no shape of request can
 * break an action.
 */
export function formText(form: FormData | null, name: string, maxLength = 10_000): string {
  const value = form?.getAll(name).find((entry) => typeof entry === "string");
  return typeof value === "string" ? value.slice(0, maxLength) : "";
}

/** The request's form, or null when its body is not one (wrong content type, malformed). */
export async function readForm(request: Request): Promise<FormData | null> {
  return request.formData().catch(() => null);
}
