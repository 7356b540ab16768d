import { redirect } from "react-router";
import type { Route } from "./+types/landing";

/**
 * The catch-all keyword page. Until the landing-page collections exist, no keyword
 * is known, and an unknown keyword goes home (spec section 2).
 */
export function loader(_: Route.LoaderArgs) {
  return redirect("/", 302);
}

export default function Landing() {
  return null;
}
