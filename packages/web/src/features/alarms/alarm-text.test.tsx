import { AlertType } from "@plantwise/shared";
import { fireEvent, render, screen } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import { describe, expect, it } from "vitest";
import { LanguageSwitch } from "@/components/layout/language-switch";
import { createI18n, type LanguageCode } from "@/i18n";
import { useAlertText } from "./alarm-text";

const row = { alert_type: AlertType.high_alarm, parameter_key: "velocity_rms", axis: 1 };
const device = { alert_type: AlertType.battery_low, parameter_key: null, axis: 0 };

function AlertLines() {
  const alertText = useAlertText();
  return (
    <ul>
      <li>{alertText(row)}</li>
      <li>{alertText(device)}</li>
    </ul>
  );
}

function renderIn(language: LanguageCode, children: React.ReactNode) {
  return render(<I18nextProvider i18n={createI18n(language)}>{children}</I18nextProvider>);
}

describe("alarm kinds in the interface language", () => {
  it("words the kind, the parameter and the axis in English", () => {
    renderIn("en", <AlertLines />);
    expect(screen.getAllByRole("listitem").map((li) => li.textContent)).toEqual([
      "High alarm · Velocity RMS X",
      "Battery low",
    ]);
  });

  it("and in Spanish", () => {
    renderIn("es", <AlertLines />);
    expect(screen.getAllByRole("listitem").map((li) => li.textContent)).toEqual([
      "Alarma por alto nivel · Velocidad RMS X",
      "Batería baja",
    ]);
  });
});

describe("the language menu", () => {
  it.each(["en", "es"] as const)(
    "names each language in its own words (interface in %s)",
    async (language) => {
      renderIn(language, <LanguageSwitch />);
      const trigger = screen.getByTestId("language-switch");
      trigger.focus();
      fireEvent.keyDown(trigger, { key: "Enter" });
      const items = await screen.findAllByRole("menuitemradio");
      expect(items.map((i) => [i.textContent, i.getAttribute("lang")])).toEqual([
        ["English", "en"],
        ["Español", "es"],
      ]);
    },
  );
});
