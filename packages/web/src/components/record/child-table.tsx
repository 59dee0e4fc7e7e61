import { type ReactNode, useCallback, useState } from "react";
import { useTranslation } from "react-i18next";
import { usePhoneWidth } from "@/components/layout/use-narrow";
import { type ColumnSpec, headerText, SpecCellContent } from "@/components/list/column-spec";
import { NewRecordButton } from "@/components/list/new-record-button";
import type { Editing } from "@/components/list/record-list-page";
import { ListDialogContext, type RowOpening, RowOpeningContext } from "@/components/list/row-opener";
import { StackedRows, stackedRoles } from "@/components/list/stacked-rows";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { cn } from "@/lib/utils";
import { LoadError } from "./load-error";

interface ChildTableProps<TRow extends { id: number }> {
  title: string;
  /** The children's query: its rows, or why there are none yet. */
  query: { isError: boolean; isPending: boolean; refetch: () => unknown };
  rows: readonly TRow[];
  /** Column specs, as a list's (components/list/column-spec.tsx). */
  columns: readonly ColumnSpec<TRow>[];
  open: RowOpening<TRow>;
  errorText: string;
  emptyText: string;
  /** "New …" opening the dialog; or `add`, a button of its own. */
  create?: { allowed: boolean; label: string };
  add?: ReactNode;
  /** Always in the header, before "New …" (a link to every child). */
  links?: ReactNode;
  /** The create/edit dialog, given what it edits (rows open it with `useListDialog`). */
  dialog?: (editing: Editing<TRow>, close: () => void) => ReactNode;
}

/**
 * A details page's children (a line's machines): a titled card holding their table, with "New …"
 * in its header once there are rows and in its empty state before.
 */
export function ChildTable<TRow extends { id: number }>({
  title,
  query,
  rows,
  columns,
  open,
  errorText,
  emptyText,
  create,
  add,
  links,
  dialog,
}: ChildTableProps<TRow>) {
  const { t } = useTranslation();
  const phone = usePhoneWidth();
  const [editing, setEditing] = useState<Editing<TRow>>(null);
  const openDialog = useCallback((row: TRow) => setEditing(row), []);
  const close = useCallback(() => setEditing(null), []);
  const addButton =
    add ??
    (create?.allowed ? (
      <NewRecordButton label={create.label} onClick={() => setEditing("new")} />
    ) : undefined);
  const headerAdd = rows.length > 0 ? addButton : undefined;
  const action = links ? (
    <div className="flex flex-wrap items-center justify-end gap-2">
      {links}
      {headerAdd ?? null}
    </div>
  ) : (
    headerAdd
  );
  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2 space-y-0">
        <CardTitle className="text-base">{title}</CardTitle>
        {action}
      </CardHeader>
      <CardContent>
        {query.isError ? (
          <LoadError message={errorText} onRetry={() => void query.refetch()} />
        ) : query.isPending ? (
          <div className="flex flex-col gap-2" aria-busy="true">
            <Skeleton className="h-8 w-full" />
            <Skeleton className="h-8 w-full" />
            <Skeleton className="h-8 w-2/3" />
          </div>
        ) : rows.length === 0 ? (
          <div className="flex flex-col items-center gap-2 rounded-md border border-dashed px-4 py-8 text-center text-sm text-muted-foreground">
            <p>{emptyText}</p>
            {addButton}
          </div>
        ) : (
          <RowOpeningContext.Provider value={open}>
            <ListDialogContext.Provider value={openDialog}>
              {phone ? (
                <ChildCards columns={columns} rows={rows} />
              ) : (
                <Table>
                  <TableHeader>
                    <TableRow className="hover:bg-transparent">
                      {columns.map((spec) => (
                        <TableHead key={spec.id} className={cn(spec.align === "right" && "text-right")}>
                          {headerText(spec, t)}
                        </TableHead>
                      ))}
                    </TableRow>
                  </TableHeader>
                  <TableBody>
                    {rows.map((row) => (
                      <TableRow key={row.id} data-testid="child-row">
                        {columns.map((spec) => (
                          <TableCell
                            key={spec.id}
                            className={cn(
                              spec.className,
                              spec.align === "right" && "text-right tabular-nums",
                            )}
                          >
                            <SpecCellContent spec={spec} row={row} />
                          </TableCell>
                        ))}
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              )}
            </ListDialogContext.Provider>
          </RowOpeningContext.Provider>
        )}
        {dialog?.(editing, close)}
      </CardContent>
    </Card>
  );
}

/** On phones: each child a card of its title, "label: value" pairs and its buttons. */
function ChildCards<TRow extends { id: number }>({
  columns,
  rows,
}: {
  columns: readonly ColumnSpec<TRow>[];
  rows: readonly TRow[];
}) {
  const { t } = useTranslation();
  const roles = stackedRoles(
    columns.map((spec) => ({
      id: spec.id,
      headerless: spec.header === "",
      opens: spec.opens === true,
      role: spec.card,
    })),
  );
  const cells = (row: TRow, role: string) =>
    columns.flatMap((spec, index) =>
      roles[index] === role ? [<SpecCellContent key={spec.id} spec={spec} row={row} />] : [],
    );
  return (
    <StackedRows
      variant="plain"
      rowTestId="child-row"
      rows={rows.map((row) => {
        const actions = cells(row, "actions");
        return {
          key: String(row.id),
          lead: cells(row, "lead"),
          title: cells(row, "title"),
          fields: columns.flatMap((spec, index) =>
            roles[index] === "field"
              ? [
                  {
                    key: spec.id,
                    label: headerText(spec, t),
                    content: <SpecCellContent spec={spec} row={row} />,
                  },
                ]
              : [],
          ),
          actions: actions.length > 0 ? actions : undefined,
        };
      })}
    />
  );
}
