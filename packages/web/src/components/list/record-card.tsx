import type { TFunction } from "i18next";
import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Card, CardContent } from "@/components/ui/card";
import { cn } from "@/lib/utils";
import { RowOpener } from "./row-opener";

/**
 * A row drawn as a card in a list's grid view, described as data: its icon, title, badge and the
 * lines under it. The title opens the row the way the list says (record screen or dialog).
 */
export interface CardSpec<TRow> {
  /** Before the title; one for every row, or the row's own. */
  icon?: LucideIcon | ((row: TRow) => LucideIcon);
  title: (row: TRow, t: TFunction) => ReactNode;
  /** Above the title (what kind of row it is, and when). */
  above?: (row: TRow) => ReactNode;
  /** Top right, beside the title (whose library). */
  badge?: (row: TRow) => ReactNode;
  /** What the card says under its title. */
  body?: (row: TRow, t: TFunction) => ReactNode;
  /** Cards that open a page show it on hover; false for those that open a dialog. */
  hover?: boolean;
  /** Long titles end in "…" instead of wrapping. */
  truncate?: boolean;
  /** The icon keeps its size beside a title that wraps (otherwise the title's words win room). */
  steadyIcon?: boolean;
  gap?: 1 | 2 | 3;
}

const GAP = { 1: "gap-1", 2: "gap-2", 3: "gap-3" } as const;

export function RecordCard<TRow>({ spec, row }: { spec: CardSpec<TRow>; row: TRow }) {
  const { t } = useTranslation();
  // Icons are components (objects); a plain function picks the row's own.
  const Icon = typeof spec.icon === "function" ? (spec.icon as (row: TRow) => LucideIcon)(row) : spec.icon;
  const title = (
    <RowOpener
      row={row}
      className={cn(
        "flex items-center gap-2 text-left font-medium outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring",
        spec.truncate && "min-w-0",
      )}
    >
      {Icon ? (
        <Icon className={cn("size-4 text-primary", spec.steadyIcon && "shrink-0")} aria-hidden="true" />
      ) : null}
      {spec.truncate ? <span className="truncate">{spec.title(row, t)}</span> : spec.title(row, t)}
    </RowOpener>
  );
  return (
    <Card className={cn("h-full", spec.hover !== false && "transition-colors hover:border-primary/50")}>
      <CardContent className={cn("flex h-full flex-col p-4", GAP[spec.gap ?? 2])}>
        {spec.above?.(row)}
        {spec.badge ? (
          <div className="flex items-start justify-between gap-2">
            {title}
            {spec.badge(row)}
          </div>
        ) : (
          title
        )}
        {spec.body?.(row, t)}
      </CardContent>
    </Card>
  );
}
