import { CircleAlertIcon } from "lucide-react";
import type { ComponentProps, ReactNode } from "react";
import { Alert, AlertDescription, AlertTitle } from "./alert";

/** A failure said in place (a form's or a step's), with the alert icon and an optional title. */
export function ErrorAlert({
  title,
  children,
  ...props
}: Omit<ComponentProps<typeof Alert>, "variant" | "title"> & { title?: ReactNode }) {
  return (
    <Alert variant="destructive" {...props}>
      <CircleAlertIcon aria-hidden="true" />
      {title ? <AlertTitle>{title}</AlertTitle> : null}
      <AlertDescription>{children}</AlertDescription>
    </Alert>
  );
}
