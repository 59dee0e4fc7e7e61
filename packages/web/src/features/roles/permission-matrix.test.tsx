import type { AppSection, RolePermission } from "@plantwise/shared";
import { fireEvent, screen, within } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { renderWithApp } from "@/test/render";
import { type PermissionFlag, PermissionMatrix } from "./permission-matrix";

let latest: RolePermission[] = [];

function Harness({
  locked = () => false,
}: {
  locked?: (section: AppSection, flag: PermissionFlag) => boolean;
}) {
  const [value, setValue] = useState<RolePermission[]>([]);
  latest = value;
  return (
    <PermissionMatrix
      value={value}
      onChange={(next) => {
        latest = next;
        setValue(next);
      }}
      isLocked={locked}
    />
  );
}

const row = (section: string) => latest.find((r) => r.app_section === section);

describe("PermissionMatrix", () => {
  it("groups sections like the sidebar and offers archive only for companies and plants", () => {
    renderWithApp(<Harness />);
    expect(screen.getByRole("rowheader", { name: "Predictive maintenance" })).toBeTruthy();
    expect(screen.getByRole("rowheader", { name: "System" })).toBeTruthy();
    expect(screen.getByRole("checkbox", { name: "Archive Plants" })).toBeTruthy();
    expect(screen.getByRole("checkbox", { name: "Archive Companies" })).toBeTruthy();
    expect(screen.queryByRole("checkbox", { name: "Archive Users" })).toBeNull();
    const users = screen.getByTestId("matrix-row-users");
    expect(within(users).getByText("Not available")).toBeTruthy();
  });

  it("selects a whole row, including archive where it exists", () => {
    renderWithApp(<Harness />);
    fireEvent.click(screen.getByRole("checkbox", { name: "Everything in Plants" }));
    expect(row("plants")).toEqual({
      app_section: "plants",
      is_viewing: true,
      is_creating: true,
      is_updating: true,
      is_deleting: true,
      is_archiving: true,
    });
    fireEvent.click(screen.getByRole("checkbox", { name: "Everything in Users" }));
    expect(row("users")?.is_archiving).toBe(false);
    expect(row("users")?.is_deleting).toBe(true);
    // A partly set column shows the mixed state, a full row shows checked.
    expect(screen.getByRole("checkbox", { name: "View in every section" }).getAttribute("aria-checked")).toBe(
      "mixed",
    );
    expect(screen.getByRole("checkbox", { name: "Everything in Plants" }).getAttribute("aria-checked")).toBe(
      "true",
    );
  });

  it("selects and clears a whole column", () => {
    renderWithApp(<Harness />);
    const column = screen.getByRole("checkbox", { name: "View in every section" });
    fireEvent.click(column);
    expect(latest.every((r) => r.is_viewing)).toBe(true);
    expect(latest.some((r) => r.is_creating)).toBe(false);
    fireEvent.click(column);
    expect(latest.some((r) => r.is_viewing)).toBe(false);
  });

  it("keeps locked cells off: disabled, and skipped by select-all", () => {
    renderWithApp(<Harness locked={(section) => section === "companies"} />);
    expect(screen.getByRole("checkbox", { name: "View Companies" }).hasAttribute("disabled")).toBe(true);
    fireEvent.click(screen.getByRole("checkbox", { name: "View in every section" }));
    expect(row("companies")?.is_viewing).toBe(false);
    expect(row("plants")?.is_viewing).toBe(true);
  });

  it("is read-only when asked", () => {
    renderWithApp(<PermissionMatrix value={[]} readOnly />);
    const boxes = screen.getAllByRole("checkbox");
    expect(boxes.length).toBeGreaterThan(100);
    expect(boxes.every((box) => box.hasAttribute("disabled"))).toBe(true);
  });
});
