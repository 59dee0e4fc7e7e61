import type { ComponentProps } from "react";
import { ErrorAlert } from "@/components/ui/error-alert";
import { authErrorText } from "./auth-errors";

/** A sign-in or account step's failure, in the server's words (or the spec's for known ones). */
export function AuthErrorAlert({
  error,
  ...props
}: Omit<ComponentProps<typeof ErrorAlert>, "children"> & { error: unknown }) {
  return <ErrorAlert {...props}>{authErrorText(error)}</ErrorAlert>;
}
