/**
 * Table columns described as data. A `ColumnSpec` names the column (its id is the server's sort
 * key), its heading (an i18n key), and how a cell reads; everything else is the default:
 *
 *   const COLUMNS: ColumnSpec<VendorRow>[] = [
 *     { id: "name", header: "vendors.name", opens: true, badge: (row) => <OwnerBadge … /> },
 *     { id: "email", header: "vendors.email" },
 *     { id: "parts_count", header: "vendors.parts", align: "right" },
 *     { id: "type", header: "vendors.type", cell: (row, t) => t(`vendors.types.${row.type}`) },
 *   ];
 *
 * The same specs draw the scaffolds' server-paged lists (record-list-page.tsx) and a details
 * page's child tables (components/record/child-table.tsx).
 */
import type { CellContext, ColumnDef } from "@tanstack/react-table";
import type { TFunction } from "i18next";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { RowOpener } from "./row-opener";
import type { StackedRole } from "./stacked-rows";

export interface ColumnSpec<TRow> {
  /** The server's sort key; also the row's field shown, unless `field` names another. */
  id: string;
  field?: keyof TRow & string;
  /** An i18n key, or a heading of its own (an abbreviation). */
  header: string | ((t: TFunction) => ReactNode);
  /** Numbers are right-aligned (UI.md). */
  align?: "right";
  /** Columns sort on the server unless told otherwise. */
  sortable?: boolean;
  /** The cell's content; the field's value unless told. */
  cell?: (row: TRow, t: TFunction) => ReactNode;
  /** The content opens the row (its record screen or dialog, as the list says). */
  opens?: boolean;
  /** Beside the content (whose library, archived). */
  badge?: (row: TRow, t: TFunction) => ReactNode;
  /** The cell's classes in a child table (the muted description). */
  className?: string;
  /** Its place in the row's card on phones, when the default (stacked-rows.tsx) does not fit. */
  card?: StackedRole;
}

/** A spec's cell content, the same in a list and in a child table. */
export function SpecCellContent<TRow>({ spec, row }: { spec: ColumnSpec<TRow>; row: TRow }) {
  const { t } = useTranslation();
  const value = spec.cell ? spec.cell(row, t) : (row[(spec.field ?? spec.id) as keyof TRow] as ReactNode);
  const content = spec.opens ? <RowOpener row={row}>{value}</RowOpener> : value;
  if (!spec.badge) return content;
  return (
    <span className="flex flex-wrap items-center gap-2">
      {content}
      {spec.badge(row, t)}
    </span>
  );
}

// One component for every cell: recomputed columns never remount what their cells hold (dialogs).
function SpecCell<TRow>({ row, column }: CellContext<TRow, unknown>) {
  return <SpecCellContent spec={column.columnDef.meta?.spec as ColumnSpec<TRow>} row={row.original} />;
}

export function headerText<TRow>(spec: ColumnSpec<TRow>, t: TFunction): ReactNode {
  return typeof spec.header === "string" ? t(spec.header) : spec.header(t);
}

/** TanStack column definitions of specs, for ListPage. */
export function toColumnDefs<TRow>(specs: readonly ColumnSpec<TRow>[], t: TFunction): ColumnDef<TRow>[] {
  return specs.map((spec) => {
    const header = spec.header;
    const def: ColumnDef<TRow> = {
      id: spec.id,
      accessorKey: spec.field ?? spec.id,
      // A string heading also names the column in its sort button's title.
      header: typeof header === "string" ? t(header) : () => header(t),
      cell: SpecCell,
      meta: { spec, ...(spec.align ? { align: spec.align } : {}), ...(spec.card ? { card: spec.card } : {}) },
    };
    if (spec.sortable === false) def.enableSorting = false;
    return def;
  });
}
