import type { ComponentProps } from "react";
import { cn } from "@/lib/utils";
import { slotted } from "./slotted";

export function Table({ className, ...props }: ComponentProps<"table">) {
  return (
    <div data-slot="table-container" className="relative w-full overflow-auto">
      <table
        data-slot="table"
        className={cn("w-full caption-bottom border-collapse text-sm", className)}
        {...props}
      />
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
  "h-9 border-b transition-colors hover:bg-accent/50 data-[state=selected]:bg-accent",
);
export const TableHead = slotted(
  "th",
  "table-head",
  "h-9 whitespace-nowrap px-3 text-left align-middle text-xs font-semibold uppercase tracking-wide text-muted-foreground",
);
export const TableCell = slotted("td", "table-cell", "whitespace-nowrap px-3 py-1.5 align-middle");
export const TableCaption = slotted("caption", "table-caption", "mt-3 text-sm text-muted-foreground");
