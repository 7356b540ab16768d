import { Outlet } from "react-router";
import { Toaster } from "sonner";
import type { PageHandle } from "~/lib/page-handle";
import { siteNameFrom } from "~/lib/site";
import type { Route } from "./+types/layout";

export const handle: PageHandle = { bareShell: true };

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: `Admin - ${siteNameFrom(matches)}` }, { name: "robots", content: "noindex, nofollow" }];
}

/**
 * The admin area's frame, around the sign-in form (sign-in.tsx) and the sections behind
 * the panel's guard (sections.tsx).
 */
export default function AdminFrame() {
  return (
    <>
      <Toaster theme="system" richColors closeButton position="bottom-right" />
      <Outlet />
    </>
  );
}
