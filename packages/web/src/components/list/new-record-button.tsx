import { PlusIcon } from "lucide-react";
import type { ComponentProps } from "react";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";

/**
 * A list's primary action: "New …", opening the record's route (`href`) or a dialog. Other props
 * reach the button, so it can be a dialog's trigger.
 */
export function NewRecordButton({
  label,
  href,
  ...props
}: { label: string; href?: string | undefined } & Omit<ComponentProps<typeof Button>, "children">) {
  if (href) {
    return (
      <Button asChild size="sm" {...props}>
        <Link href={href}>
          <PlusIcon aria-hidden="true" />
          {label}
        </Link>
      </Button>
    );
  }
  return (
    <Button size="sm" {...props}>
      <PlusIcon aria-hidden="true" />
      {label}
    </Button>
  );
}
