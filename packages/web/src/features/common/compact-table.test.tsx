import { render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { windowWidth } from "@/test/window-width";
import { CompactTable } from "./compact-table";

interface Part {
  id: number;
  name: string;
  quantity: number;
}

const ROWS: Part[] = [
  { id: 1, name: "Bearing 6309-2Z", quantity: 2 },
  { id: 2, name: "V-belt SPB 1600", quantity: 4 },
];

function renderParts() {
  return render(
    <CompactTable<Part>
      testId="parts"
      rows={ROWS}
      rowKey={(row) => row.id}
      columns={[
        { key: "name", header: "Component", cell: (row) => row.name },
        { key: "quantity", header: "Quantity", cell: (row) => row.quantity },
      ]}
    />,
  );
}

let restore = () => {};
afterEach(() => restore());

describe("CompactTable", () => {
  it("is a table in a box that scrolls sideways from the tablet width up", () => {
    restore = windowWidth(1024);
    renderParts();
    const table = screen.getByTestId("parts");
    expect(table.tagName).toBe("TABLE");
    expect(table.parentElement?.className).toContain("overflow-x-auto");
  });

  it("on a phone shows each row as its first cell over labelled values", () => {
    restore = windowWidth(390);
    renderParts();
    const list = screen.getByTestId("parts");
    expect(list.tagName).toBe("UL");
    const rows = within(list).getAllByRole("listitem");
    expect(rows[1]?.textContent).toContain("V-belt SPB 1600");
    expect(rows[1]?.querySelector("dt")?.textContent).toBe("Quantity");
    expect(rows[1]?.querySelector("dd")?.textContent).toBe("4");
  });
});
