import LogOut from "lucide-react/icons/log-out";
import { ActionButton } from "~/components/admin/action-button";
import { ADMIN_PATH } from "~/lib/admin-path";

export function SignOutButton() {
  return (
    <ActionButton send={{ intent: "sign-out" }} action={`${ADMIN_PATH}/auth`}>
      <LogOut aria-hidden className="size-4" />
      Sign Out
    </ActionButton>
  );
}
