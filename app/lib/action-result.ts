/**
 * The one shape of what the panel's actions answer, and of what the domain's changes give
 * them: it went well, with a message for the operator (or none) and whatever else the
 * form needs; or it was refused, with the message that says why and the HTTP status it is
 * answered with. `unreachable` marks the answer the browser makes up when no server
 * answered at all (server-unreachable.ts).
 */
export type Done<Extra extends object = object> = { ok: true; message: string | null } & Extra;

export interface Refused {
  ok: false;
  message: string;
  /** The HTTP status of the answer; 400 when unset. */
  status?: number;
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
