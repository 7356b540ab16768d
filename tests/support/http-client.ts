import { UNSAFE_decodeViaTurboStream as decodeViaTurboStream } from "react-router";

/**
 * A tiny HTTP client with a cookie jar, for tests that act as one browser would:
 * sign in, keep the session cookie, post forms.
 */
export class HttpClient {
  private cookies = new Map<string, string>();

  constructor(
    readonly baseURL: string,
    /** Sent as X-Forwarded-For, so a portal run with TRUST_PROXY sees this client's address. */
    readonly address?: string,
  ) {}

  async request(path: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.cookies.size > 0) headers.set("Cookie", this.cookieHeader());
    if (this.address) headers.set("X-Forwarded-For", this.address);
    const response = await fetch(new URL(path, this.baseURL), { redirect: "manual", ...init, headers });
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(";");
      const [name, ...value] = pair!.split("=");
      const expired = attributes.some((a) => /max-age=0\b/i.test(a.trim()) || /expires=thu, 01 jan 1970/i.test(a.trim()));
      if (expired || value.join("=") === "") this.cookies.delete(name!.trim());
      else this.cookies.set(name!.trim(), value.join("="));
    }
    return response;
  }

  get(path: string): Promise<Response> {
    return this.request(path);
  }

  /** A form post, as the panel's forms send it. */
  post(path: string, fields: Record<string, string>, headers: HeadersInit = {}): Promise<Response> {
    return this.request(path, { method: "POST", body: new URLSearchParams(fields), headers });
  }

  upload(path: string, file: Blob, filename: string): Promise<Response> {
    const form = new FormData();
    form.append("file", file, filename);
    return this.request(path, { method: "POST", body: form });
  }

  /** The Cookie header this client sends, for requests made by other means. */
  cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  }

  hasCookie(name: string): boolean {
    return [...this.cookies.keys()].some((key) => key.endsWith(name));
  }
}

/** What an action answered to a `.data` post, as the page's fetcher reads it (React Router's encoding of it). */
export async function actionAnswer(response: Response): Promise<unknown> {
  const decoded = await decodeViaTurboStream(response.body!, globalThis);
  return (decoded.value as { data: unknown }).data;
}
