import { type Column, flexRender, type Header, type Table as TableInstance } from "@tanstack/react-table";
import { ArrowDownIcon, ArrowUpDownIcon, ArrowUpIcon } from "lucide-react";
import { useCallback, useState } from "react";
import { useTranslation } from "react-i18next";
import { usePhoneWidth } from "@/components/layout/use-narrow";
import { Skeleton } from "@/components/ui/skeleton";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { cn } from "@/lib/utils";
import type { ColumnSpec } from "./column-spec";
import type { SortMethod } from "./list-types";
import { type StackedRow, StackedRows, stackedRoles } from "./stacked-rows";

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
  const phone = usePhoneWidth();
  const [box, overflowing] = useOverflowing<HTMLDivElement>();
  if (phone) return <ListCards table={table} loading={loading} skeletonRows={skeletonRows} />;
  // When the columns do not fit (a tablet), the box scrolls sideways with the row's name pinned on
  // the left and its buttons on the right, so neither scrolls out of reach.
  const roles = stackedRoles(columns.map((column) => columnShape(column)));
  const pinned = (index: number): string | undefined => {
    if (!overflowing) return undefined;
    if (index === 0 && roles[0] === "title") return PIN_LEFT;
    if (index === columns.length - 1 && roles[index] === "actions") return PIN_RIGHT;
    return undefined;
  };
  return (
    <div
      ref={box}
      data-testid="list-table"
      data-overflowing={overflowing || undefined}
      className="relative max-h-[calc(100dvh-15rem)] overflow-auto rounded-lg border bg-card"
    >
      <Table bare className="[&>*]:bg-transparent">
        <TableHeader>
          {table.getHeaderGroups().map((group) => (
            <TableRow key={group.id} className="hover:bg-transparent">
              {group.headers.map((header, index) => (
                <SortableHead
                  key={header.id}
                  header={header}
                  sorted={sortColumn === header.column.id ? sortMethod : null}
                  onSort={onSort}
                  className={cn(pinned(index), pinned(index) && "bg-muted")}
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
                  {row.getVisibleCells().map((cell, index) => (
                    <TableCell
                      key={cell.id}
                      className={cn(
                        cell.column.columnDef.meta?.align === "right" && "text-right tabular-nums",
                        pinned(index),
                        pinned(index) && PINNED_BODY,
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

const PIN_LEFT = "sticky left-0 z-[1] shadow-[inset_-1px_0_0_var(--color-border)]";
const PIN_RIGHT = "sticky right-0 z-[1] shadow-[inset_1px_0_0_var(--color-border)]";
// A pinned cell hides what scrolls under it, so it is opaque; it follows the row's hover colour.
const PINNED_BODY =
  "bg-card group-hover/row:bg-[color-mix(in_oklab,var(--color-accent)_50%,var(--color-card))]";

/** A ref for a scrolling box, and whether its content is wider than the box. */
function useOverflowing<T extends HTMLElement>(): [(node: T | null) => void, boolean] {
  const [overflowing, setOverflowing] = useState(false);
  const ref = useCallback((node: T | null) => {
    if (!node || typeof ResizeObserver === "undefined") return;
    const measure = () => setOverflowing(node.scrollWidth > node.clientWidth + 1);
    const observer = new ResizeObserver(measure);
    observer.observe(node);
    if (node.firstElementChild) observer.observe(node.firstElementChild);
    measure();
    return () => observer.disconnect();
  }, []);
  return [ref, overflowing];
}

/** On phones: each row a card of its title, "label: value" pairs and its buttons. */
function ListCards<TRow>({
  table,
  loading,
  skeletonRows,
}: {
  table: TableInstance<TRow>;
  loading: boolean;
  skeletonRows: number;
}) {
  if (loading) {
    return (
      <div className="flex flex-col gap-2" aria-busy="true">
        {Array.from({ length: Math.min(skeletonRows, 4) }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholder cards have no identity
          <Skeleton key={index} className="h-24" data-testid="list-skeleton-row" />
        ))}
      </div>
    );
  }
  const columns = table.getVisibleLeafColumns();
  const headers = new Map(table.getFlatHeaders().map((header) => [header.column.id, header]));
  const roles = stackedRoles(columns.map((column) => columnShape(column)));
  const rows = table.getRowModel().rows.map((row): StackedRow => {
    const cells = row.getVisibleCells();
    const render = (index: number) => {
      const cell = cells[index];
      return cell ? flexRender(cell.column.columnDef.cell, cell.getContext()) : null;
    };
    const of = (role: string) => roles.flatMap((r, index) => (r === role ? [index] : []));
    const actions = of("actions");
    return {
      key: row.id,
      lead: of("lead").map((index) => <span key={index}>{render(index)}</span>),
      title: of("title").map((index) => <span key={index}>{render(index)}</span>),
      fields: of("field").map((index) => {
        const column = columns[index] as Column<TRow>;
        const header = headers.get(column.id);
        return {
          key: column.id,
          label:
            header && !header.isPlaceholder ? flexRender(column.columnDef.header, header.getContext()) : null,
          content: render(index),
        };
      }),
      actions:
        actions.length > 0 ? actions.map((index) => <span key={index}>{render(index)}</span>) : undefined,
    };
  });
  return <StackedRows rows={rows} rowTestId="list-row" testId="list-cards" />;
}

function columnShape<TRow>(column: Column<TRow>) {
  const header = column.columnDef.header;
  const spec = column.columnDef.meta?.spec as ColumnSpec<TRow> | undefined;
  return {
    id: column.id,
    headerless: header === "" || header === undefined,
    opens: spec?.opens === true,
    role: column.columnDef.meta?.card,
  };
}

function SortableHead<TRow>({
  header,
  sorted,
  onSort,
  className,
}: {
  header: Header<TRow, unknown>;
  sorted: SortMethod | null;
  onSort: (columnId: string) => void;
  className?: string | undefined;
}) {
  const { t } = useTranslation();
  const right = header.column.columnDef.meta?.align === "right";
  const content = header.isPlaceholder
    ? null
    : flexRender(header.column.columnDef.header, header.getContext());
  const label =
    typeof header.column.columnDef.header === "string" ? header.column.columnDef.header : header.id;
  if (!header.column.getCanSort()) {
    return <TableHead className={cn(right && "text-right", className)}>{content}</TableHead>;
  }
  const Icon = sorted === "asc" ? ArrowUpIcon : sorted === "desc" ? ArrowDownIcon : ArrowUpDownIcon;
  return (
    <TableHead
      aria-sort={sorted === "asc" ? "ascending" : sorted === "desc" ? "descending" : "none"}
      className={cn(right && "text-right", className)}
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
