/**
 * The controls over a spectrum: frequency axis (Hz or orders), amplitude scale (linear, log, dB and
 * its reference), cursor mode, the range button (back to 0…Fmax, or to the opening range), the
 * envelope's demodulation band, and the running speed with where it came from. Wraps on a phone.
 */
import type { SpectrumView } from "@plantwise/shared";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { CURSOR_MODES, type CursorMode } from "./cursor-state";
import type { XMode } from "./spectrum-plot";
import { DB, type YScale } from "./spectrum-scale";
import { ToggleGroup } from "./spectrum-toggle-group";
import { formatValue } from "./units";

export interface SpectrumToolbarProps {
  view: SpectrumView;
  unit: string;
  fmax: number;
  mode: XMode;
  onMode: (mode: XMode) => void;
  yScale: YScale;
  onYScale: (scale: YScale) => void;
  dbReference: number;
  onDbReference: (value: number) => void;
  cursorMode: CursorMode;
  onCursorMode: (mode: CursorMode) => void;
  /** The band zoomed into (null: 0…Fmax) and the one the chart opened at (null: 0…Fmax). */
  zoom: [number, number] | null;
  opening: [number, number] | null;
  onZoom: (range: [number, number] | null) => void;
}

const CURSOR_MODE_KEY: Record<CursorMode, string> = {
  harmonic: "signals.spectrum.cursorHarmonic",
  sideband: "signals.spectrum.cursorSideband",
  delta: "signals.spectrum.cursorDelta",
};

export function SpectrumToolbar(props: SpectrumToolbarProps) {
  const { view, unit, mode, yScale } = props;
  const { t } = useTranslation();
  const running = view.running_speed_hz;
  const ordersAvailable = running !== null && running > 0;
  const referenceId = useId();
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-2 text-xs" data-testid="spectrum-toolbar">
      <ToggleGroup
        label={t("signals.spectrum.xAxis")}
        value={mode}
        options={[
          { value: "hz", label: t("signals.spectrum.hz") },
          { value: "orders", label: t("signals.spectrum.orders"), disabled: !ordersAvailable },
        ]}
        onChange={(v) => props.onMode(v as XMode)}
      />
      <div className="inline-flex flex-wrap items-center gap-2">
        <ToggleGroup
          label={t("signals.spectrum.amplitude")}
          value={yScale}
          options={[
            { value: "linear", label: t("signals.spectrum.linear") },
            { value: "log", label: t("signals.spectrum.log") },
            { value: "db", label: DB },
          ]}
          onChange={(v) => props.onYScale(v as YScale)}
        />
        {yScale === "db" ? (
          <span className="inline-flex items-center gap-1">
            <label htmlFor={referenceId} className="text-muted-foreground">
              {t("signals.spectrum.dbReference")}
            </label>
            <Input
              id={referenceId}
              key={unit}
              type="number"
              inputMode="decimal"
              min={0}
              step="any"
              defaultValue={props.dbReference}
              className="h-7 w-20 px-2 text-xs"
              onChange={(event) => {
                const value = Number(event.target.value);
                if (value > 0 && Number.isFinite(value)) props.onDbReference(value);
              }}
            />
            <span>{unit}</span>
          </span>
        ) : null}
      </div>
      <ToggleGroup
        label={t("signals.spectrum.cursor")}
        value={props.cursorMode}
        options={CURSOR_MODES.map((m) => ({ value: m, label: t(CURSOR_MODE_KEY[m]) }))}
        onChange={(v) => props.onCursorMode(v as CursorMode)}
      />
      <RangeButton {...props} />
      {view.kind === "envelope" && view.envelope_band ? (
        <span data-testid="envelope-band">
          {t("signals.spectrum.envelopeBand", {
            from: formatValue(view.envelope_band[0], ""),
            to: formatValue(view.envelope_band[1], ""),
          })}
        </span>
      ) : null}
      <span className="text-muted-foreground sm:ml-auto" data-testid="running-speed">
        {ordersAvailable ? (
          <>
            <span>
              {t("signals.spectrum.runningSpeed", {
                hz: formatValue(running, "Hz"),
                rpm: Math.round(running * 60),
              })}
            </span>
            {view.running_speed_source ? (
              <span>
                {" · "}
                {t(
                  view.running_speed_source === "capture"
                    ? "signals.spectrum.speedFromCapture"
                    : "signals.spectrum.speedFromItem",
                )}
              </span>
            ) : null}
          </>
        ) : (
          t("signals.spectrum.runningSpeedUnknown")
        )}
      </span>
    </div>
  );
}

/** Zoomed in: back to the whole spectrum (the button names the band). At 0…Fmax: back to the opening band. */
function RangeButton({ zoom, opening, fmax, onZoom }: SpectrumToolbarProps) {
  const { t } = useTranslation();
  if (zoom !== null) {
    return (
      <Button variant="outline" size="sm" className="h-7" onClick={() => onZoom(null)}>
        {t("signals.spectrum.fullRange", { fmax: formatValue(fmax, "Hz") })}
      </Button>
    );
  }
  if (opening === null) return null;
  return (
    <Button variant="outline" size="sm" className="h-7" onClick={() => onZoom(opening)}>
      {t("signals.spectrum.openingRange", {
        from: formatValue(opening[0], ""),
        to: formatValue(opening[1], "Hz"),
      })}
    </Button>
  );
}
