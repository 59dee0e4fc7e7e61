import { LoaderCircleIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Button, type ButtonProps } from "./button";

/** A button whose icon turns into a spinner while its action runs (it stays where the icon was). */
export function PendingButton({
  pending,
  icon = null,
  children,
  ...props
}: ButtonProps & { pending: boolean; icon?: ReactNode }) {
  return (
    <Button {...props}>
      {pending ? <LoaderCircleIcon className="animate-spin" aria-hidden="true" /> : icon}
      {children}
    </Button>
  );
}
