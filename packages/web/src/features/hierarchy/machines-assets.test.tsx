import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { tokenStore } from "@/auth/auth-store";
import { renderApp } from "@/test/render-app";
import { asset, base, line, machine, meta, slow } from "./test-fixtures";

const lines = () => ({
  data: [line(10, "Paper machine 1", 0), line(12, "Compressed air", 0, { kind: 2 })],
  meta: meta(2),
});

describe("machines and assets lists", { timeout: 20000 }, () => {
  it("lists the plant's machines, 18 a page, with their line and counts", async () => {
    tokenStore.set("live-token");
    const list = vi.fn(() => ({
      data: [
        machine(20, "Press section", 0, { assets_count: 3, items_count: 7 }),
        machine(21, "Dryer section", 1),
      ],
      meta: meta(2),
    }));
    renderApp("/dashboard/machines", { ...base(), "machines.list": list, "productionLines.list": lines });
    expect(await screen.findByText("Press section", {}, slow)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Press section" }).getAttribute("href")).toBe(
      "/machines/20/details",
    );
    expect(screen.getAllByRole("link", { name: "Paper machine 1" })).toHaveLength(2);
    expect(screen.getAllByTestId("list-row")).toHaveLength(2);
    expect(list).toHaveBeenCalledWith(expect.objectContaining({ plant_id: 3, max: 18 }));
  });

  it("asks for the line and the name before creating a machine", async () => {
    tokenStore.set("live-token");
    const create = vi.fn(() => ({ id: 30 }));
    renderApp("/dashboard/machines", {
      ...base(),
      "machines.list": () => ({ data: [], meta: meta(0) }),
      "productionLines.list": lines,
      "machines.create": create,
    });
    fireEvent.click((await screen.findAllByRole("button", { name: "New machine" }, slow))[0]!);
    fireEvent.click(await screen.findByRole("button", { name: "Create" }, slow));
    expect((await screen.findAllByText("Required", {}, slow)).length).toBe(2);
    expect(create).not.toHaveBeenCalled();
  });

  it("lists assets with machine and line, filtered by the selected plant", async () => {
    tokenStore.set("live-token");
    const list = vi.fn(() => ({
      data: [asset(40, "Main drive", 0, { items_count: 2, application_name: "Pulp & paper" })],
      meta: meta(1),
    }));
    renderApp("/dashboard/assets", {
      ...base(),
      "assets.list": list,
      "productionLines.list": lines,
      "machines.list": () => ({ data: [machine(20, "Press section", 0)], meta: meta(1) }),
    });
    expect(await screen.findByText("Main drive", {}, slow)).toBeTruthy();
    expect(screen.getByText("Pulp & paper")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Press section" }).getAttribute("href")).toBe(
      "/machines/20/details",
    );
    expect(screen.getByRole("combobox", { name: "Machine" })).toBeTruthy();
    await waitFor(() => expect(list).toHaveBeenCalledWith(expect.objectContaining({ plant_id: 3, max: 18 })));
  });
});
