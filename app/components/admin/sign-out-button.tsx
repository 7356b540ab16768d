import LogOut from "lucide-react/icons/log-out";
import { useFetcher } from "react-router";
import { useResultToast } from "~/components/admin/use-result-toast";
import { Button } from "~/components/ui/button";
import type { ActionResult } from "~/lib/action-result";
import { ADMIN_PATH } from "~/lib/admin-path";

export function SignOutButton() {
  const fetcher = useFetcher<ActionResult>();
  useResultToast(fetcher.data);
  return (
    <fetcher.Form method="post" action={`${ADMIN_PATH}/auth`}>
      <input type="hidden" name="intent" value="sign-out" />
      <Button type="submit" variant="secondary" size="sm" disabled={fetcher.state !== "idle"}>
        <LogOut aria-hidden className="size-4" />
        Sign Out
      </Button>
    </fetcher.Form>
  );
}
