import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { tokenStore } from "@/auth/auth-store";
import { plantStore } from "@/state/plant-store";
import { makeUser, plantAdminRole } from "@/test/fixtures";
import { renderApp } from "@/test/render-app";
import { base, line, meta, slow } from "./test-fixtures";

const corporateUser = () =>
  makeUser({
    role: {
      ...plantAdminRole,
      permissions: [
        ...plantAdminRole.permissions,
        {
          app_section: "corporate",
          is_viewing: true,
          is_creating: false,
          is_updating: false,
          is_deleting: false,
          is_archiving: false,
        },
      ],
    } as typeof plantAdminRole,
    plants: [
      { id: 3, name: "Mill North", time_zone: "America/Toronto", company_id: 7 },
      { id: 4, name: "Mill South", time_zone: "America/Toronto", company_id: 7 },
    ],
  });

const plant = (id: number, name: string, n: number) => ({
  id,
  name,
  time_zone: "America/Toronto",
  company_id: 7,
  utilities: n,
  production_lines: n + 1,
  machines: n + 2,
  assets: n + 3,
  equipments: n + 4,
});

describe("corporate view", { timeout: 20000 }, () => {
  it("shows each plant's counters and opens the plant's dashboard from its card", async () => {
    tokenStore.set("live-token");
    const { currentPath } = renderApp("/corporate/main", {
      ...base(corporateUser()),
      "dashboard.corporate": () => [plant(3, "Mill North", 1), plant(4, "Mill South", 10)],
      "dashboard.counters": () => ({
        utilities: 10,
        production_lines: 11,
        machines: 12,
        assets: 13,
        equipments: 14,
      }),
      "productionLines.list": () => ({ data: [line(60, "Kiln", 0, { plant_id: 4 })], meta: meta(1) }),
    });
    const cards = await screen.findAllByTestId("corporate-plant", {}, slow);
    expect(cards).toHaveLength(2);
    expect(within(cards[1]!).getByTestId("counter-equipments").textContent).toBe("14");
    expect(within(cards[0]!).getByTestId("counter-production_lines").textContent).toBe("2");
    fireEvent.click(within(cards[1]!).getByRole("button", { name: /Open Mill South/ }));
    await waitFor(() => expect(currentPath()).toBe("/dashboard/plant"));
    expect(plantStore.get()).toBe(4);
  });

  it("explains an empty company", async () => {
    tokenStore.set("live-token");
    renderApp("/corporate/main", { ...base(corporateUser()), "dashboard.corporate": () => [] });
    expect(await screen.findByTestId("corporate-empty", {}, slow)).toBeTruthy();
  });
});
