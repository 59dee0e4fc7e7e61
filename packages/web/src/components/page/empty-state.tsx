import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

/**
 * Where a page or list would show its content: what it would hold, and the action that fills it
 * (UI.md, empty states).
 */
export function EmptyState({
  icon: Icon,
  title,
  description,
  testId,
  children,
}: {
  icon: LucideIcon;
  title: string;
  description?: string | undefined;
  testId: string;
  /** The action, under the words. */
  children?: ReactNode;
}) {
  return (
    <div
      className="flex flex-col items-center gap-2 rounded-lg border border-dashed bg-card px-6 py-12 text-center"
      data-testid={testId}
    >
      <Icon className="size-8 text-muted-foreground" aria-hidden="true" />
      <p className="font-medium">{title}</p>
      {description ? <p className="max-w-md text-sm text-muted-foreground">{description}</p> : null}
      {children}
    </div>
  );
}
