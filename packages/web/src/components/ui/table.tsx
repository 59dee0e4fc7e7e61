import type { ComponentProps } from "react";
import { cn } from "@/lib/utils";
import { slotted } from "./slotted";

/**
 * A table in a box of its own that scrolls sideways when the columns do not fit, so the page never
 * does. `bare` leaves the box out, for a caller whose own box scrolls (both ways: its sticky header
 * and columns then stick to that box).
 */
export function Table({ className, bare = false, ...props }: ComponentProps<"table"> & { bare?: boolean }) {
  const table = (
    <table
      data-slot="table"
      className={cn("w-full caption-bottom border-collapse text-sm", className)}
      {...props}
    />
  );
  if (bare) return table;
  return (
    <div data-slot="table-container" className="relative w-full overflow-auto">
      {table}
    </div>
  );
}

export const TableHeader = slotted(
  "thead",
  "table-header",
  "sticky top-0 z-10 bg-muted/95 backdrop-blur [&_tr]:border-b",
);
export const TableBody = slotted("tbody", "table-body", "[&_tr:last-child]:border-0");
export const TableRow = slotted(
  "tr",
  "table-row",
  "group/row h-9 border-b transition-colors hover:bg-accent/50 data-[state=selected]:bg-accent",
);
export const TableHead = slotted(
  "th",
  "table-head",
  "h-9 whitespace-nowrap px-3 text-left align-middle text-xs font-semibold uppercase tracking-wide text-muted-foreground",
);
/**
 * Rows stay 36–40 px (UI.md): buttons inside a cell are drawn small (28 px) whatever size they
 * were given, so a row of actions is no taller than a row of text.
 */
export const TableCell = slotted(
  "td",
  "table-cell",
  "whitespace-nowrap px-3 py-1 align-middle [&_[data-slot=button]]:h-7 [&_[data-slot=button].size-8]:size-7 [&_[data-slot=button].size-9]:size-7",
);
export const TableCaption = slotted("caption", "table-caption", "mt-3 text-sm text-muted-foreground");
