import { flexRender, type Header, type Table as TableInstance } from "@tanstack/react-table";
import { ArrowDownIcon, ArrowUpDownIcon, ArrowUpIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Skeleton } from "@/components/ui/skeleton";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { cn } from "@/lib/utils";
import type { SortMethod } from "./list-types";

interface ListTableProps<TRow> {
  table: TableInstance<TRow>;
  loading: boolean;
  skeletonRows: number;
  sortColumn: string | null;
  sortMethod: SortMethod;
  onSort: (columnId: string) => void;
}

export function ListTable<TRow>({
  table,
  loading,
  skeletonRows,
  sortColumn,
  sortMethod,
  onSort,
}: ListTableProps<TRow>) {
  const columns = table.getVisibleLeafColumns();
  return (
    <div className="max-h-[calc(100dvh-15rem)] overflow-auto rounded-lg border bg-card">
      <Table className="[&>*]:bg-transparent">
        <TableHeader>
          {table.getHeaderGroups().map((group) => (
            <TableRow key={group.id} className="hover:bg-transparent">
              {group.headers.map((header) => (
                <SortableHead
                  key={header.id}
                  header={header}
                  sorted={sortColumn === header.column.id ? sortMethod : null}
                  onSort={onSort}
                />
              ))}
            </TableRow>
          ))}
        </TableHeader>
        <TableBody aria-busy={loading || undefined}>
          {loading
            ? Array.from({ length: skeletonRows }, (_, row) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity
                <TableRow key={row} data-testid="list-skeleton-row">
                  {columns.map((column) => (
                    <TableCell key={column.id}>
                      <Skeleton className="h-4 w-full max-w-40" />
                    </TableCell>
                  ))}
                </TableRow>
              ))
            : table.getRowModel().rows.map((row) => (
                <TableRow key={row.id} data-testid="list-row">
                  {row.getVisibleCells().map((cell) => (
                    <TableCell
                      key={cell.id}
                      className={cn(
                        cell.column.columnDef.meta?.align === "right" && "text-right tabular-nums",
                      )}
                    >
                      {flexRender(cell.column.columnDef.cell, cell.getContext())}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
        </TableBody>
      </Table>
    </div>
  );
}

function SortableHead<TRow>({
  header,
  sorted,
  onSort,
}: {
  header: Header<TRow, unknown>;
  sorted: SortMethod | null;
  onSort: (columnId: string) => void;
}) {
  const { t } = useTranslation();
  const right = header.column.columnDef.meta?.align === "right";
  const content = header.isPlaceholder
    ? null
    : flexRender(header.column.columnDef.header, header.getContext());
  const label =
    typeof header.column.columnDef.header === "string" ? header.column.columnDef.header : header.id;
  if (!header.column.getCanSort()) {
    return <TableHead className={cn(right && "text-right")}>{content}</TableHead>;
  }
  const Icon = sorted === "asc" ? ArrowUpIcon : sorted === "desc" ? ArrowDownIcon : ArrowUpDownIcon;
  return (
    <TableHead
      aria-sort={sorted === "asc" ? "ascending" : sorted === "desc" ? "descending" : "none"}
      className={cn(right && "text-right")}
    >
      <button
        type="button"
        onClick={() => onSort(header.column.id)}
        title={t("list.sortBy", { column: label })}
        data-testid={`sort-${header.column.id}`}
        className={cn(
          "-mx-1 inline-flex items-center gap-1 rounded-sm px-1 uppercase outline-none hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring",
          sorted && "text-foreground",
          right && "flex-row-reverse",
        )}
      >
        {content}
        <Icon className={cn("size-3.5", !sorted && "opacity-40")} aria-hidden="true" />
      </button>
    </TableHead>
  );
}
