import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "@/lib/utils";

/**
 * Where a page or list would show its content: what it would hold, and the action that fills it
 * (UI.md, empty states). The action is given only to users who may take it; others read the words.
 */
export function EmptyState({
  icon: Icon,
  title,
  description,
  testId,
  compact = false,
  children,
}: {
  icon: LucideIcon;
  title: string;
  description?: string | undefined;
  testId: string;
  /** A section's empty state within a page: less room around it. */
  compact?: boolean;
  /** The action, under the words. */
  children?: ReactNode;
}) {
  return (
    <div
      className={cn(
        "flex flex-col items-center gap-2 rounded-lg border border-dashed bg-card px-6 text-center",
        compact ? "py-6" : "py-12",
      )}
      data-testid={testId}
    >
      <Icon className={cn("text-muted-foreground", compact ? "size-6" : "size-8")} aria-hidden="true" />
      <p className="font-medium">{title}</p>
      {description ? <p className="max-w-md text-sm text-muted-foreground">{description}</p> : null}
      {children}
    </div>
  );
}
