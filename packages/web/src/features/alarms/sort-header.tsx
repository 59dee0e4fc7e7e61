import { ArrowDownIcon, ArrowUpDownIcon, ArrowUpIcon } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { TableHead } from "@/components/ui/table";
import { cn } from "@/lib/utils";

export type SortMethod = "asc" | "desc";

/** A server-side sort: a column the API allows, and its direction; null column is its default. */
export interface SortState<C extends string> {
  column: C | null;
  method: SortMethod;
}

/** The next sort after a click on `column`, as the list tables do: asc → desc → the default order. */
export function nextSort<C extends string>(sort: SortState<C>, column: C): SortState<C> {
  if (sort.column !== column) return { column, method: "asc" };
  if (sort.method === "asc") return { column, method: "desc" };
  return { column: null, method: "asc" };
}

/**
 * A column heading that sorts its table on the server: a button with the direction's arrow (faint
 * when the column is not the sort), and `aria-sort` on the heading for screen readers.
 */
export function SortHeader<C extends string>({
  column,
  sort,
  onSort,
  align,
  className,
  children,
}: {
  column: C;
  sort: SortState<C>;
  onSort: (column: C) => void;
  align?: "right";
  className?: string;
  children: string;
}): ReactNode {
  const { t } = useTranslation();
  const sorted = sort.column === column ? sort.method : null;
  const Icon = sorted === "asc" ? ArrowUpIcon : sorted === "desc" ? ArrowDownIcon : ArrowUpDownIcon;
  return (
    <TableHead
      aria-sort={sorted === "asc" ? "ascending" : sorted === "desc" ? "descending" : "none"}
      className={cn(align === "right" && "text-right", className)}
    >
      <button
        type="button"
        onClick={() => onSort(column)}
        title={t("list.sortBy", { column: children })}
        data-testid={`sort-${column}`}
        className={cn(
          "-mx-1 inline-flex items-center gap-1 rounded-sm px-1 uppercase outline-none hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring",
          sorted && "text-foreground",
          align === "right" && "flex-row-reverse",
        )}
      >
        {children}
        <Icon className={cn("size-3.5", !sorted && "opacity-40")} aria-hidden="true" />
      </button>
    </TableHead>
  );
}
