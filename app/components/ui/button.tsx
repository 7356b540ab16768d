/** The panel's button: its className overrides its own classes (cn). */
import { cn } from "~/lib/cn";
import { buttonVariants, type ButtonVariants } from "./button-variants";

export { buttonVariants };

export function Button({ variant, shape, size, className, type = "button", ...props }: React.ComponentProps<"button"> & ButtonVariants) {
  return <button type={type} className={cn(buttonVariants({ variant, shape, size }), className)} {...props} />;
}
