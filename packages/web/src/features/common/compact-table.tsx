import type { ReactNode } from "react";
import { usePhoneWidth } from "@/components/layout/use-narrow";
import { StackedRows } from "@/components/list/stacked-rows";

export interface CompactColumn<T> {
  key: string;
  header: ReactNode;
  /** Classes of the column's header cell besides its padding (text-right, pl-4). */
  headClassName?: string;
  className?: string;
  cell: (row: T) => ReactNode;
}

/**
 * A small read-only table inside a card: a muted header over rows of plain cells. `rowClassName`
 * sets the rows' height and padding (36 px rows by default). On phones each row is a block of its
 * first cell over "label: value" pairs; in between the table scrolls inside its own box.
 */
export function CompactTable<T>({
  columns,
  rows,
  rowKey,
  rowClassName = "h-9 border-b last:border-0",
  testId,
}: {
  columns: readonly CompactColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string | number;
  rowClassName?: string;
  testId?: string;
}) {
  const phone = usePhoneWidth();
  if (phone) {
    const [first, ...rest] = columns;
    return (
      <StackedRows
        variant="plain"
        testId={testId}
        rows={rows.map((row) => ({
          key: String(rowKey(row)),
          title: first ? first.cell(row) : null,
          fields: rest.map((c) => ({ key: c.key, label: c.header, content: c.cell(row) })),
        }))}
      />
    );
  }
  return (
    <div className="w-full overflow-x-auto">
      <table className="w-full text-sm" data-testid={testId}>
        <thead>
          <tr className="border-b text-left text-xs text-muted-foreground">
            {columns.map((c) => (
              <th
                key={c.key}
                className={["py-1.5", c.headClassName, "font-medium"].filter(Boolean).join(" ")}
              >
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} className={rowClassName}>
              {columns.map((c) => (
                <td key={c.key} className={c.className}>
                  {c.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
