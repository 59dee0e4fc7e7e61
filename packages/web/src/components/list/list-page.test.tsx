import type { ColumnDef } from "@tanstack/react-table";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderWithApp } from "@/test/render";
import { ListPage } from "./list-page";
import { listStorageKey } from "./list-state";
import type { ListQueryInput, ListResult } from "./list-types";

interface Row {
  id: number;
  name: string;
  rpm: number;
}

const columns: ColumnDef<Row>[] = [
  { id: "name", accessorKey: "name", header: "Name" },
  { id: "rpm", accessorKey: "rpm", header: "RPM", meta: { align: "right" } },
];

/** A fake server: five pages of 10, 48 rows; it records every input it was asked for. */
function fakeList() {
  const calls: ListQueryInput[] = [];
  const queryOptions = (input: ListQueryInput) => ({
    queryKey: ["test-items", input],
    queryFn: async (): Promise<ListResult<Row>> => {
      calls.push(input);
      return {
        data: [{ id: input.page * 100 + 1, name: `Row ${input.page}-1`, rpm: 1780 }],
        meta: { current_page: input.page, last_page: 5, per_page: input.max, total: 48 },
      };
    },
  });
  return { calls, queryOptions };
}

function renderList(queryOptions: ReturnType<typeof fakeList>["queryOptions"]) {
  return renderWithApp(
    <ListPage<Row>
      listId="test-items"
      title="Test items"
      columns={columns}
      queryOptions={queryOptions}
      getRowId={(row) => String(row.id)}
      emptyTitle="No test items yet"
      filters={[{ id: "company_id", label: "Company", options: [{ value: "7", label: "Acme" }] }]}
    />,
  );
}

const saved = () => JSON.parse(localStorage.getItem(listStorageKey("test-items")) ?? "null");

describe("ListPage", () => {
  it("pages, sorts and searches, saving the state under filters:<listId>", async () => {
    const { calls, queryOptions } = fakeList();
    const view = renderList(queryOptions);

    expect(await screen.findByText("Row 1-1")).toBeTruthy();
    expect(calls[0]).toEqual({ page: 1, max: 10 });
    expect(screen.getByTestId("list-page").textContent).toBe("Page 1 of 5");
    expect(screen.getByTestId("list-total").textContent).toBe("48 records");

    fireEvent.click(screen.getByRole("button", { name: "Next page" }));
    expect(await screen.findByText("Row 2-1")).toBeTruthy();
    expect(saved()).toMatchObject({ page: 2, max: 10 });

    // Sorting starts again at page 1: asc, then desc.
    fireEvent.click(screen.getByTestId("sort-name"));
    await waitFor(() =>
      expect(saved()).toMatchObject({ page: 1, orderByColumn: "name", orderByMethod: "asc" }),
    );
    const nameHeader = screen.getByTestId("sort-name").closest("th");
    expect(nameHeader?.getAttribute("aria-sort")).toBe("ascending");
    fireEvent.click(screen.getByTestId("sort-name"));
    await waitFor(() => expect(nameHeader?.getAttribute("aria-sort")).toBe("descending"));

    // The search is sent once typing pauses.
    fireEvent.change(screen.getByTestId("list-search"), { target: { value: "mill" } });
    await waitFor(() => expect(saved()).toMatchObject({ q: "mill", page: 1 }), { timeout: 2000 });
    await waitFor(() =>
      expect(calls.at(-1)).toEqual({
        page: 1,
        max: 10,
        orderByColumn: "name",
        orderByMethod: "desc",
        q: "mill",
      }),
    );

    fireEvent.click(screen.getByRole("button", { name: "Next page" }));
    await waitFor(() => expect(saved()).toMatchObject({ page: 2 }));
    view.unmount();

    // A new visit restores page, sort and query.
    const second = fakeList();
    renderList(second.queryOptions);
    expect(await screen.findByText("Row 2-1")).toBeTruthy();
    expect(second.calls[0]).toEqual({
      page: 2,
      max: 10,
      orderByColumn: "name",
      orderByMethod: "desc",
      q: "mill",
    });
    expect((screen.getByTestId("list-search") as HTMLInputElement).value).toBe("mill");
    expect(screen.getByTestId("sort-name").closest("th")?.getAttribute("aria-sort")).toBe("descending");
    expect(screen.getByTestId("list-page").textContent).toBe("Page 2 of 5");
  });

  it("shows saved filters as chips, sends them, and drops them when a chip is removed", async () => {
    localStorage.setItem(listStorageKey("test-items"), JSON.stringify({ filters: { company_id: "7" } }));
    const { calls, queryOptions } = fakeList();
    renderList(queryOptions);

    const chip = await screen.findByTestId("filter-chip-company_id");
    expect(chip.textContent).toContain("Acme");
    await waitFor(() => expect(calls[0]).toEqual({ page: 1, max: 10, company_id: "7" }));

    fireEvent.click(screen.getByRole("button", { name: "Remove filter Company: Acme" }));
    await waitFor(() => expect(calls.at(-1)).toEqual({ page: 1, max: 10 }));
    expect(screen.queryByTestId("filter-chip-company_id")).toBeNull();
    expect(saved().filters).toEqual({});
  });

  it("right-aligns number columns and shows an honest empty state", async () => {
    const queryOptions = vi.fn((input: ListQueryInput) => ({
      queryKey: ["empty", input],
      queryFn: async (): Promise<ListResult<Row>> => ({
        data: [],
        meta: { current_page: 1, last_page: 0, per_page: 10, total: 0 },
      }),
    }));
    renderList(queryOptions);
    expect((await screen.findByTestId("list-empty")).textContent).toContain("No test items yet");
    expect(screen.queryByTestId("list-page")).toBeNull();
  });
});
