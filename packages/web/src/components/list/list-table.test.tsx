import { type ColumnDef, getCoreRowModel, useReactTable } from "@tanstack/react-table";
import { fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithApp } from "@/test/render";
import { windowWidth } from "@/test/window-width";
import { ListTable } from "./list-table";

interface Row {
  id: number;
  name: string;
  line: string;
  rpm: number;
}

const ROWS: Row[] = [
  { id: 1, name: "Roller Mill RM-1", line: "Milling Line A", rpm: 1780 },
  { id: 2, name: "Bagger BG-1", line: "Packing Line", rpm: 900 },
];

let restore = () => {};
afterEach(() => restore());

function Harness({ onEdit }: { onEdit: (row: Row) => void }) {
  const columns: ColumnDef<Row>[] = [
    {
      id: "name",
      header: "Name",
      cell: ({ row }) => <a href={`/machines/${row.original.id}/details`}>{row.original.name}</a>,
    },
    { id: "line", accessorKey: "line", header: "Production line" },
    { id: "rpm", accessorKey: "rpm", header: "RPM", meta: { align: "right" } },
    {
      id: "actions",
      header: "Actions",
      cell: ({ row }) => (
        <button type="button" onClick={() => onEdit(row.original)}>
          Edit {row.original.name}
        </button>
      ),
    },
  ];
  const table = useReactTable({
    data: ROWS,
    columns,
    getRowId: (row) => String(row.id),
    getCoreRowModel: getCoreRowModel(),
  });
  return (
    <ListTable
      table={table}
      loading={false}
      skeletonRows={3}
      sortColumn={null}
      sortMethod="asc"
      onSort={() => {}}
    />
  );
}

describe("ListTable", () => {
  it("draws a table with sortable headings from the tablet width up", () => {
    restore = windowWidth(1024);
    renderWithApp(<Harness onEdit={() => {}} />);
    expect(screen.getByTestId("list-table").querySelector("table")).toBeTruthy();
    expect(screen.queryByTestId("list-cards")).toBeNull();
    expect(screen.getAllByRole("row")).toHaveLength(3);
  });

  it("on a phone stacks each row as a card: its link, its labelled values and its buttons", () => {
    restore = windowWidth(390);
    const onEdit = vi.fn();
    renderWithApp(<Harness onEdit={onEdit} />);
    expect(screen.queryByRole("table")).toBeNull();
    const cards = within(screen.getByTestId("list-cards")).getAllByTestId("list-row");
    expect(cards).toHaveLength(2);
    const first = cards[0] as HTMLElement;
    // The row's link is its title; the other cells read "label: value".
    expect(within(first).getByRole("link", { name: "Roller Mill RM-1" }).getAttribute("href")).toBe(
      "/machines/1/details",
    );
    const pairs = [...first.querySelectorAll("dt")].map((dt) => [
      dt.textContent,
      dt.nextElementSibling?.textContent,
    ]);
    expect(pairs).toEqual([
      ["Production line", "Milling Line A"],
      ["RPM", "1780"],
    ]);
    // The actions column is not a "label: value" pair but the card's buttons, and they work.
    fireEvent.click(within(first).getByRole("button", { name: "Edit Roller Mill RM-1" }));
    expect(onEdit).toHaveBeenCalledWith(ROWS[0]);
  });
});
