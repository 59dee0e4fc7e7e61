import { fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ColumnSpec } from "@/components/list/column-spec";
import { renderWithApp } from "@/test/render";
import { windowWidth } from "@/test/window-width";
import { ChildTable } from "./child-table";

interface Machine {
  id: number;
  name: string;
  assets: number;
}

const ROWS: Machine[] = [
  { id: 5, name: "Roller Mill RM-1", assets: 2 },
  { id: 6, name: "Plansifter PS-1", assets: 3 },
];

function renderChildren(onRemove: (row: Machine) => void) {
  const columns: ColumnSpec<Machine>[] = [
    { id: "name", header: () => "Name", opens: true },
    { id: "assets", header: () => "Assets", align: "right" },
    {
      id: "actions",
      header: "common.actions",
      cell: (row) => (
        <button type="button" onClick={() => onRemove(row)}>
          Remove {row.name}
        </button>
      ),
    },
  ];
  return renderWithApp(
    <ChildTable<Machine>
      title="Machines"
      query={{ isError: false, isPending: false, refetch: () => undefined }}
      rows={ROWS}
      columns={columns}
      open={{ href: (row) => `/machines/${row.id}/details` }}
      errorText="Could not load"
      emptyText="No machines"
    />,
  );
}

let restore = () => {};
afterEach(() => restore());

describe("ChildTable", () => {
  it("draws its rows as a table from the tablet width up", () => {
    restore = windowWidth(1024);
    renderChildren(() => {});
    expect(screen.getByRole("table")).toBeTruthy();
    expect(screen.getAllByTestId("child-row")[0]?.tagName).toBe("TR");
  });

  it("on a phone stacks each child as its link, its labelled values and its buttons", () => {
    restore = windowWidth(390);
    const onRemove = vi.fn();
    renderChildren(onRemove);
    expect(screen.queryByRole("table")).toBeNull();
    const rows = screen.getAllByTestId("child-row");
    expect(rows).toHaveLength(2);
    const second = rows[1] as HTMLElement;
    expect(within(second).getByRole("link", { name: "Plansifter PS-1" }).getAttribute("href")).toBe(
      "/machines/6/details",
    );
    expect([...second.querySelectorAll("dt")].map((dt) => dt.textContent)).toEqual(["Assets"]);
    expect(second.querySelector("dd")?.textContent).toBe("3");
    fireEvent.click(within(second).getByRole("button", { name: "Remove Plansifter PS-1" }));
    expect(onRemove).toHaveBeenCalledWith(ROWS[1]);
  });
});
