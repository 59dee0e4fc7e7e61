/**
 * A table's rows as stacked cards, for phones (UI.md: technicians carry phones): each row keeps
 * its title (the link or button that opens it), its other cells as "label: value" pairs and its
 * action buttons, so nothing a row offers is lost when the columns no longer fit.
 */
import type { ReactNode } from "react";
import { cn } from "@/lib/utils";

export interface StackedField {
  key: string;
  label: ReactNode;
  content: ReactNode;
}

export interface StackedRow {
  key: string;
  /** Before the title (a selection checkbox). */
  lead?: ReactNode;
  title: ReactNode;
  fields: readonly StackedField[];
  /** The row's buttons, under its fields. */
  actions?: ReactNode;
}

/**
 * `cards`: bordered cards with a gap (a list page); `plain`: rows divided by rules (inside a card
 * already).
 */
export function StackedRows({
  rows,
  variant = "cards",
  rowTestId,
  testId,
}: {
  rows: readonly StackedRow[];
  variant?: "cards" | "plain";
  rowTestId?: string;
  testId?: string;
}) {
  return (
    <ul
      data-testid={testId}
      data-stacked="true"
      className={cn("flex flex-col", variant === "cards" ? "gap-2" : "divide-y")}
    >
      {rows.map((row) => (
        <li
          key={row.key}
          data-testid={rowTestId}
          className={cn(
            "flex min-w-0 flex-col gap-2 text-sm",
            variant === "cards" ? "rounded-lg border bg-card p-3" : "py-2.5",
          )}
        >
          <div className="flex min-w-0 items-start gap-2">
            {row.lead}
            <div className="min-w-0 flex-1 font-medium [overflow-wrap:anywhere]">{row.title}</div>
          </div>
          {row.fields.length > 0 ? (
            <dl className="grid grid-cols-[minmax(0,2fr)_minmax(0,3fr)] gap-x-3 gap-y-1">
              {row.fields.map((field) => (
                <div key={field.key} className="contents">
                  <dt className="text-muted-foreground">{field.label}</dt>
                  <dd className="min-w-0 [overflow-wrap:anywhere]">{field.content}</dd>
                </div>
              ))}
            </dl>
          ) : null}
          {row.actions ? (
            <div className="flex flex-wrap items-center justify-end gap-1 border-t pt-2">{row.actions}</div>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/** How a column shows in a stacked card. */
export type StackedRole = "lead" | "title" | "field" | "actions";

/**
 * A column's place in a card: a selection column leads, an "actions" column (or one without a
 * heading) goes to the buttons, the column that opens the row (or else the first) is the title.
 */
export function stackedRoles(
  columns: readonly { id: string; headerless: boolean; opens: boolean; role?: StackedRole | undefined }[],
): StackedRole[] {
  const roles = columns.map((column): StackedRole | null =>
    column.role
      ? column.role
      : column.id === "select"
        ? "lead"
        : column.id === "actions" || column.headerless
          ? "actions"
          : null,
  );
  const titled = roles.includes("title");
  const opener = titled ? -1 : columns.findIndex((column, index) => roles[index] === null && column.opens);
  const title = titled ? -1 : opener >= 0 ? opener : roles.indexOf(null);
  return roles.map((role, index) => role ?? (index === title ? "title" : "field"));
}
