import type { ComponentProps, ReactNode } from "react";
import { PendingButton } from "./pending-button";

/** A form not bound to a form library: its submit runs `onSubmit` instead of loading a page. */
export function PlainForm({
  onSubmit,
  ...props
}: Omit<ComponentProps<"form">, "onSubmit"> & { onSubmit: () => unknown }) {
  return (
    <form
      {...props}
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit();
      }}
    />
  );
}

/** A small form's submit button at its right, a spinner while it saves. */
export function SubmitRow({
  pending,
  disabled = pending,
  icon,
  children,
}: {
  pending: boolean;
  disabled?: boolean;
  icon?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="flex justify-end">
      <PendingButton type="submit" size="sm" disabled={disabled} pending={pending} icon={icon}>
        {children}
      </PendingButton>
    </div>
  );
}
