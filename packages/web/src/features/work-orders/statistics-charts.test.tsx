import { render, screen, within } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import { describe, expect, it } from "vitest";
import { createI18n } from "@/i18n";
import { CostBars, TypeShare } from "./statistics-charts";

/** The statistics read without their colours (UI.md): every coloured mark has its words. */
describe("maintenance statistics charts", () => {
  const inLanguage = (ui: React.ReactNode, language: "en" | "es" = "en") =>
    render(<I18nextProvider i18n={createI18n(language)}>{ui}</I18nextProvider>);

  it("names each wide enough segment of the type share over it, and in the bar's label", () => {
    inLanguage(
      <TypeShare
        shares={[
          { maintenance_type: "breakdown", work_orders: 6, share: 0.6, labour_hours: 3 },
          { maintenance_type: "pm", work_orders: 4, share: 0.35, labour_hours: 2 },
          { maintenance_type: "setup", work_orders: 1, share: 0.05, labour_hours: 0 },
        ]}
      />,
    );
    const labels = screen.getByTestId("type-share-labels");
    expect([...labels.children].map((c) => c.textContent)).toEqual(["Breakdown 60%", "PM 35%", ""]);
    expect(screen.getByRole("img").getAttribute("aria-label")).toBe(
      "PM, breakdown and setup: Breakdown 60%, PM 35%, Setup 5%",
    );
  });

  it("says which bar is hours and which is material cost, in Spanish too", () => {
    const group = {
      kind: "record" as const,
      id: 1,
      name: "Mechanical",
      work_orders: 2,
      labour_hours: 1.25,
      labour_cost: 50,
      material_cost: 27.9,
    };
    inLanguage(<CostBars title="By category" groups={[group]} />);
    const row = screen.getByText("Mechanical");
    expect(row.textContent).toBe("Mechanical: 1.25 h, 27.90 material");
    document.body.innerHTML = "";
    inLanguage(<CostBars title="Por categoría" groups={[group]} />, "es");
    expect(within(document.body).getByText(/Mechanical/).textContent).toBe(
      "Mechanical: 1,25 h, 27,90 en materiales",
    );
  });
});
