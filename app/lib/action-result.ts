/**
 * The one shape of what the panel's actions answer, and of what the domain's changes give
 * them: it went well, with a message for the operator (or none) and whatever else the
 * form needs; or it was refused, with the message that says why, the HTTP status it is
 * answered with and, for a form, the messages of each field at fault. `unreachable` marks
 * the answer the browser makes up when no server answered at all (server-unreachable.ts).
 */
export type Done<Extra extends object = object> = { ok: true; message: string | null } & Extra;

/**
 * A form's messages by the name of the field they concern ("gameUrl", "fields.faq.0.answer"),
 * each shown under its field; "" holds those of the whole form (Conform's name for it).
 */
export type FieldErrors = Record<string, string[]>;

export interface Refused {
  ok: false;
  /** Why, in one line: the toast; with `fieldErrors`, their summary. */
  message: string;
  /** The HTTP status of the answer; 400 when unset. */
  status?: number;
  /** The fields at fault and what is wrong with each; unset when the refusal is the whole form's. */
  fieldErrors?: FieldErrors;
  unreachable?: true;
}

export type ActionResult<Extra extends object = object> = Done<Extra> | Refused;

export function done(message: string | null): Done;
export function done<Extra extends object>(message: string | null, extra: Extra): Done<Extra>;
export function done(message: string | null, extra: object = {}): Done {
  return { ok: true, message, ...extra };
}

export function refused(message: string, status = 400): Refused {
  return { ok: false, message, status };
}

/** A form refused for what its fields hold: `message` sums up `fieldErrors` (400). */
export function refusedFields(message: string, fieldErrors: FieldErrors): Refused {
  return { ...refused(message), fieldErrors };
}

/** A form refused for one field's value, with that field's message (400). */
export function refusedField(field: string, message: string): Refused {
  return refusedFields(message, { [field]: [message] });
}
