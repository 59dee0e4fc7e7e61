/**
 * The capture history's rows, described once and drawn two ways: a compact table from 768 px
 * (rows of 36 px: one line of text, 28 px buttons) and stacked cards below it (phones), so a
 * technician gets every value and button the desk analyst does.
 */
import type { ReactNode } from "react";
import { StackedRows } from "@/components/list/stacked-rows";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { cn } from "@/lib/utils";

export interface HistoryColumn {
  key: string;
  label: string;
  /** Numbers are right-aligned (UI.md). */
  numeric?: boolean;
}

export interface HistoryRow {
  id: number;
  current: boolean;
  /** The compare checkbox. */
  select: ReactNode;
  /** The cell that opens the capture (its time, and its badges). */
  title: ReactNode;
  /** One node per column, in the columns' order. */
  cells: Record<string, ReactNode>;
  actions: ReactNode;
}

export interface HistoryLayout {
  columns: readonly HistoryColumn[];
  rows: readonly HistoryRow[];
  selectLabel: string;
  titleLabel: string;
  actionsLabel: string;
}

const CURRENT_ROW = "bg-primary/10 hover:bg-primary/15";
// The row menu stays in reach when a tablet's table scrolls sideways: pinned right, opaque, in the
// row's own colour.
const PINNED = "sticky right-0 z-[1] text-right shadow-[inset_1px_0_0_var(--color-border)]";
const PINNED_CURRENT = "bg-[color-mix(in_oklab,var(--color-primary)_10%,var(--color-card))]";

export function HistoryTable({ columns, rows, selectLabel, titleLabel, actionsLabel }: HistoryLayout) {
  return (
    <div
      className="relative max-h-[26rem] overflow-auto rounded-md border"
      data-testid="capture-history-table"
    >
      <Table bare>
        <TableHeader>
          <TableRow className="hover:bg-transparent">
            <TableHead className="w-8 px-2">
              <span className="sr-only">{selectLabel}</span>
            </TableHead>
            <TableHead>{titleLabel}</TableHead>
            {columns.map((column) => (
              <TableHead key={column.key} className={cn(column.numeric && "text-right")}>
                {column.label}
              </TableHead>
            ))}
            <TableHead className={cn(PINNED, "bg-muted")}>
              <span className="sr-only">{actionsLabel}</span>
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((row) => (
            <TableRow
              key={row.id}
              data-testid="capture-row"
              aria-current={row.current || undefined}
              className={cn(row.current && CURRENT_ROW)}
            >
              <TableCell className="w-8 px-2">{row.select}</TableCell>
              <TableCell>{row.title}</TableCell>
              {columns.map((column) => (
                <TableCell key={column.key} className={cn(column.numeric && "text-right tabular-nums")}>
                  {row.cells[column.key]}
                </TableCell>
              ))}
              <TableCell className={cn(PINNED, row.current ? PINNED_CURRENT : "bg-card")}>
                <div className="flex justify-end gap-1">{row.actions}</div>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}

export function HistoryCards({ columns, rows }: HistoryLayout) {
  return (
    <StackedRows
      variant="plain"
      testId="capture-history-cards"
      rowTestId="capture-row"
      rows={rows.map((row) => ({
        key: String(row.id),
        lead: row.select,
        title: <div className={cn("-ml-1 rounded-sm pl-1", row.current && CURRENT_ROW)}>{row.title}</div>,
        fields: columns.map((column) => ({
          key: column.key,
          label: column.label,
          content: row.cells[column.key],
        })),
        actions: row.actions,
      }))}
    />
  );
}
