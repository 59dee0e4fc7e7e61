import { PlusIcon } from "lucide-react";
import type { ComponentProps } from "react";
import type { Button } from "@/components/ui/button";
import { ToolButton } from "@/components/ui/tool-button";

/**
 * A list's primary action: "New …", opening the record's route (`href`) or a dialog. Other props
 * reach the button, so it can be a dialog's trigger.
 */
export function NewRecordButton({
  label,
  href,
  ...props
}: { label: string; href?: string | undefined } & Omit<ComponentProps<typeof Button>, "children">) {
  return (
    <ToolButton icon={PlusIcon} href={href || undefined} variant="default" {...props}>
      {label}
    </ToolButton>
  );
}
