import { isRouteErrorResponse, useRevalidator, useRouteError } from "react-router";
import { Button } from "../ui/button";

/**
 * A panel section that could not load. Signed-out and non-admin visitors never see it:
 * the admin frame shows them the login form or the approval notice instead.
 */
export function AdminErrorBoundary({ message = "This section could not be loaded." }: { message?: string }) {
  const error = useRouteError();
  const revalidator = useRevalidator();
  const denied = isRouteErrorResponse(error) && (error.status === 401 || error.status === 403);
  return (
    <div role="alert" className="rounded-2xl border border-red-500/30 bg-red-500/10 p-6">
      <p className="font-semibold text-red-100">{denied ? "Your session has ended or no longer has access to this section." : message}</p>
      <Button variant="secondary" size="sm" className="mt-4" onClick={() => void revalidator.revalidate()}>
        Try again
      </Button>
    </div>
  );
}
