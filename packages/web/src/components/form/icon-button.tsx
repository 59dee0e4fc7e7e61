import type { LucideIcon } from "lucide-react";
import { Button } from "@/components/ui/button";

/** A ghost icon button whose label is its accessible name (and, with `titled`, its tooltip). */
export function IconButton({
  icon: Icon,
  label,
  onClick,
  disabled,
  titled = false,
  className,
}: {
  icon: LucideIcon;
  label: string;
  onClick: () => void;
  disabled?: boolean;
  titled?: boolean;
  className?: string;
}) {
  return (
    <Button
      type="button"
      variant="ghost"
      size="icon"
      className={className}
      disabled={disabled}
      aria-label={label}
      title={titled ? label : undefined}
      onClick={onClick}
    >
      <Icon aria-hidden="true" />
    </Button>
  );
}
