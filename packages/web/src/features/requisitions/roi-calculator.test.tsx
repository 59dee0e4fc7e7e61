import { compareRoiOptions, ROI_FINAL_NOT_A_NUMBER, type RoiCalculatorInput } from "@plantwise/shared";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { tokenStore } from "@/auth/auth-store";
import { i18n } from "@/i18n";
import { makeUser, onePage, plantAdminRole } from "@/test/fixtures";
import { renderApp } from "@/test/render-app";
import { fabShopManager } from "./dashboard-fixtures";
import { figureText, moneyText, percentText } from "./dashboard-text";

/** The worked example: a motor down 120 h a year at 850 an hour, over 5 years. */
const example: RoiCalculatorInput = {
  downtime_hours_per_year: 120,
  cost_per_downtime_hour: 850,
  horizon_years: 5,
  repair: { parts_cost: 4000, labour_hours: 16, labour_rate: 65, remaining_downtime_hours: 60 },
  replace: { parts_cost: 18_500, labour_hours: 24, labour_rate: 65, remaining_downtime_hours: 10 },
};

const open = (id: number, title: string, status: number) => ({ id, title, status });

function handlers(over: Record<string, (input: unknown) => unknown> = {}) {
  return {
    "auth.user": () => ({ user: makeUser({ role: fabShopManager }) }),
    "analytics.pageVisit": () => ({ status: "ok" }),
    "maintenance.requests.pendingCount": () => ({ count: 0 }),
    "requisitions.list": (input: unknown) => {
      const status = (input as { status: number }).status;
      return onePage(status === 0 ? [open(12, "Rewind the main motor", 0)] : []);
    },
    ...over,
  };
}

function type(path: string, value: string | number) {
  fireEvent.change(screen.getByTestId(`input-${path}`), { target: { value: String(value) } });
}

function fillExample() {
  type("downtime_hours_per_year", example.downtime_hours_per_year);
  type("cost_per_downtime_hour", example.cost_per_downtime_hour);
  type("horizon_years", example.horizon_years);
  for (const option of ["repair", "replace"] as const) {
    for (const [field, value] of Object.entries(example[option])) type(`${option}.${field}`, value);
  }
}

const calculator = (path = "/roi-calculator") => renderApp(path, handlers());
const loaded = () => screen.findByTestId("roi-inputs", {}, { timeout: 15_000 });

describe("ROI calculator", { timeout: 60_000 }, () => {
  it("works the example out as compareRoiOptions does, and marks the recommended option", async () => {
    tokenStore.set("live-token");
    calculator();
    await loaded();
    expect(screen.getByText("Fill in every field with a number to see the results.")).toBeTruthy();
    fillExample();
    const expected = compareRoiOptions(example);
    for (const option of ["repair", "replace", "do_nothing"] as const) {
      const figures = expected.options[option];
      const column = screen.getByTestId(`result-${option}`);
      expect(within(column).getByTestId(`${option}-investment`).textContent).toBe(
        moneyText(figures.investment, "en"),
      );
      expect(within(column).getByTestId(`${option}-annual`).textContent).toBe(
        moneyText(figures.annual_savings, "en"),
      );
      expect(within(column).getByTestId(`${option}-net`).textContent).toBe(
        moneyText(figures.net_over_horizon, "en"),
      );
      expect(within(column).getByTestId(`${option}-roi`).textContent).toBe(
        percentText(figures.roi_percent, "en"),
      );
    }
    // Repair: 4 000 + 16 × 65 = 5 040 once; 60 h × 850 = 51 000 a year; 5 × 51 000 − 5 040 = 249 960.
    expect(screen.getByTestId("repair-net").textContent).toBe("249,960.00");
    expect(screen.getByTestId("repair-payback").textContent).toBe(
      `${figureText(expected.options.repair.payback_months ?? 0, "en")} months`,
    );
    expect(expected.recommended).toBe("replace");
    expect(within(screen.getByTestId("result-replace")).getByTestId("recommended")).toBeTruthy();
    expect(within(screen.getByTestId("result-repair")).queryByTestId("recommended")).toBeNull();
    // ROI Final follows the chosen option, the recommended one until another is picked.
    const final = screen.getByTestId("input-roi_final") as HTMLInputElement;
    expect(final.value).toBe(String(expected.options.replace.roi_percent));
    fireEvent.click(screen.getByRole("radio", { name: "Repair" }));
    expect(final.value).toBe(String(expected.options.repair.roi_percent));
  });

  it.each([
    ["en", "Enter a number", "Values must be numbers", ROI_FINAL_NOT_A_NUMBER],
    ["es", "Introduzca un número", "Los valores deben ser números", "El ROI final debe ser un número"],
  ] as const)("refuses text that is no number (%s)", async (language, field, summary, final) => {
    tokenStore.set("live-token");
    const save = vi.fn(() => ({}));
    renderApp(
      "/roi-calculator?requisition=12",
      handlers({
        "auth.user": () => ({
          user: makeUser({ role: fabShopManager, language: language === "es" ? 2 : 1 }),
        }),
        "requisitions.saveRoiCalculation": save,
      }),
    );
    try {
      await loaded();
      fillExample();
      type("repair.labour_rate", "sixty-five");
      expect(screen.getByTestId("error-repair.labour_rate").textContent).toBe(field);
      expect(screen.getByTestId("values-not-numbers").textContent).toBe(summary);
      expect(screen.queryByTestId("result-repair")).toBeNull();
      type("repair.labour_rate", "65");
      expect(screen.queryByTestId("values-not-numbers")).toBeNull();

      fireEvent.change(screen.getByTestId("input-roi_final"), { target: { value: "a lot" } });
      expect(screen.getByTestId("error-roi_final").textContent).toBe(final);
      fireEvent.click(screen.getByTestId("save-roi"));
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(save).not.toHaveBeenCalled();
    } finally {
      await i18n.changeLanguage("en");
    }
  });

  it("saves the inputs, the chosen option and ROI Final onto the requisition the address names", async () => {
    tokenStore.set("live-token");
    const save = vi.fn((input: unknown) => ({ id: (input as { id: number }).id }));
    renderApp("/roi-calculator?requisition=12", handlers({ "requisitions.saveRoiCalculation": save }));
    await loaded();
    // The open requisition named by the address is chosen already.
    await waitFor(() =>
      expect(screen.getByTestId("requisition-select").textContent).toBe("#12 Rewind the main motor"),
    );
    fillExample();
    fireEvent.click(screen.getByRole("radio", { name: "Repair" }));
    fireEvent.change(screen.getByTestId("input-roi_final"), { target: { value: "4500,5" } });
    fireEvent.click(screen.getByTestId("save-roi"));
    await waitFor(() =>
      expect(save).toHaveBeenCalledWith({ id: 12, inputs: example, chosen: "repair", roi_final: 4500.5 }),
    );
    expect(await screen.findByText("ROI calculation saved to requisition #12")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Open requisition #12" }).getAttribute("href")).toBe(
      "/requisitions/12",
    );
  });

  it("asks for every figure and a requisition before saving", async () => {
    tokenStore.set("live-token");
    const save = vi.fn(() => ({}));
    renderApp("/roi-calculator", handlers({ "requisitions.saveRoiCalculation": save }));
    await loaded();
    fireEvent.click(screen.getByTestId("save-roi"));
    expect(screen.getByTestId("error-downtime_hours_per_year").textContent).toBe("Required");
    expect(screen.getByTestId("error-replace.remaining_downtime_hours").textContent).toBe("Required");
    fillExample();
    fireEvent.click(screen.getByTestId("save-roi"));
    expect(screen.getByTestId("error-requisition").textContent).toBe("Choose a requisition first");
    expect(save).not.toHaveBeenCalled();
  });

  it("is closed to a role that is no fab shop manager", async () => {
    tokenStore.set("live-token");
    renderApp(
      "/roi-calculator",
      handlers({ "auth.user": () => ({ user: makeUser({ role: plantAdminRole }) }) }),
    );
    expect(await screen.findByTestId("limited-access", {}, { timeout: 15_000 })).toBeTruthy();
    expect(screen.queryByTestId("roi-inputs")).toBeNull();
  });
});
