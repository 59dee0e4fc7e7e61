import { PlusIcon } from "lucide-react";
import type { ComponentProps } from "react";
import type { Button } from "@/components/ui/button";
import { ToolButton } from "@/components/ui/tool-button";

/**
 * A list's primary action: "New …", opening the record's route (`href`) or a dialog. Other props
 * reach the button, so it can be a dialog's trigger. `data-primary-action` marks it for the layout
 * checks (e2e/responsive: a primary action never lies off screen).
 */
export function NewRecordButton({
  label,
  href,
  ...props
}: { label: string; href?: string | undefined } & Omit<ComponentProps<typeof Button>, "children">) {
  return (
    <ToolButton icon={PlusIcon} href={href || undefined} variant="default" data-primary-action="" {...props}>
      {label}
    </ToolButton>
  );
}
