import { flexRender, type Table as TableInstance } from "@tanstack/react-table";
import type { ReactNode } from "react";
import { Card, CardContent } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";

interface ListGridProps<TRow> {
  table: TableInstance<TRow>;
  loading: boolean;
  skeletonCards: number;
  renderCard?: ((row: TRow) => ReactNode) | undefined;
}

/** Cards instead of rows (spec part 1 §2.4: equipment and production lines default to it). */
export function ListGrid<TRow>({ table, loading, skeletonCards, renderCard }: ListGridProps<TRow>) {
  const gridClass = "grid grid-cols-[repeat(auto-fill,minmax(16rem,1fr))] gap-3";
  if (loading) {
    return (
      <div className={gridClass} aria-busy="true">
        {Array.from({ length: skeletonCards }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholder cards have no identity
          <Skeleton key={index} className="h-28" data-testid="list-skeleton-card" />
        ))}
      </div>
    );
  }
  return (
    <ul className={gridClass}>
      {table.getRowModel().rows.map((row) => (
        <li key={row.id} data-testid="list-card">
          {renderCard ? (
            renderCard(row.original)
          ) : (
            <Card className="h-full">
              <CardContent className="p-4">
                <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                  {row.getVisibleCells().map((cell) => (
                    <div key={cell.id} className="contents">
                      <dt className="text-muted-foreground">
                        {typeof cell.column.columnDef.header === "string"
                          ? cell.column.columnDef.header
                          : cell.column.id}
                      </dt>
                      <dd className="min-w-0 truncate">
                        {flexRender(cell.column.columnDef.cell, cell.getContext())}
                      </dd>
                    </div>
                  ))}
                </dl>
              </CardContent>
            </Card>
          )}
        </li>
      ))}
    </ul>
  );
}
