/**
 * The strip under the spectrum that goes with the cursors: what the next click does, the sideband
 * spacing (typed in Hz or orders), the delta readout, and buttons for touch screens (previous and
 * next peak, a cursor at the tapped line) and to clear the mode's cursors.
 */
import type { Dispatch } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { type HoverStore, useTouchedPeak } from "./cursor-hover";
import { deltaReadout } from "./cursor-math";
import { SidebandSpacing } from "./cursor-spacing";
import type { CursorAction, CursorState } from "./cursor-state";
import { orderText } from "./peak-list";
import { orderOf } from "./spectrum-math";
import { DB } from "./spectrum-scale";
import { formatValue } from "./units";

export interface CursorBarProps {
  state: CursorState;
  dispatch: Dispatch<CursorAction>;
  /** The amplitude a cursor at `hz` reads, in the displayed unit. */
  amplitudeAt: (hz: number) => number;
  runningSpeedHz: number | null;
  unit: string;
  onStep: (direction: 1 | -1) => void;
  /** Where the pointer is: the peak a finger last read is offered as a place for a cursor. */
  hover: HoverStore;
}

const CLEAR_KEY = {
  harmonic: "signals.spectrum.clearHarmonics",
  sideband: "signals.spectrum.clearSidebands",
  delta: "signals.spectrum.clearDelta",
} as const;

export function CursorBar(props: CursorBarProps) {
  const { state, dispatch } = props;
  const { t } = useTranslation();
  const touchHz = useTouchedPeak(props.hover);
  const placed =
    state.mode === "harmonic"
      ? state.fundamental !== null
      : state.mode === "sideband"
        ? state.carrier !== null || state.spacing !== null
        : state.a !== null;
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-2 text-xs" data-testid="cursor-bar">
      <div className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-1" aria-live="polite">
        <CursorReadout {...props} />
      </div>
      <div className="flex flex-wrap items-center gap-1 sm:ml-auto">
        <Button variant="outline" size="sm" className="h-7" onClick={() => props.onStep(-1)}>
          {t("signals.spectrum.previousPeak")}
        </Button>
        <Button variant="outline" size="sm" className="h-7" onClick={() => props.onStep(1)}>
          {t("signals.spectrum.nextPeak")}
        </Button>
        {touchHz !== null ? (
          <Button
            variant="outline"
            size="sm"
            className="h-7"
            onClick={() => dispatch({ type: "place", hz: touchHz })}
          >
            {t("signals.spectrum.setCursor", { hz: formatValue(touchHz, "Hz") })}
          </Button>
        ) : null}
        {placed ? (
          <Button variant="ghost" size="sm" className="h-7" onClick={() => dispatch({ type: "clear" })}>
            {t(CLEAR_KEY[state.mode])}
          </Button>
        ) : null}
      </div>
    </div>
  );
}

function CursorReadout({ state, dispatch, amplitudeAt, runningSpeedHz, unit }: CursorBarProps) {
  const { t } = useTranslation();
  const hint = (key: string) => <span className="text-muted-foreground">{t(key)}</span>;
  const at = (hz: number) =>
    [formatValue(hz, "Hz"), orderText(orderOf(hz, runningSpeedHz)), formatValue(amplitudeAt(hz), unit)].join(
      " · ",
    );

  if (state.mode === "harmonic") {
    if (state.fundamental === null) return hint("signals.spectrum.hintHarmonic");
    return (
      <span className="tabular-nums">{t("signals.spectrum.fundamental", { at: at(state.fundamental) })}</span>
    );
  }
  if (state.mode === "sideband") {
    return (
      <>
        {state.carrier === null ? (
          hint("signals.spectrum.hintCarrier")
        ) : (
          <span className="tabular-nums">{t("signals.spectrum.carrier", { at: at(state.carrier) })}</span>
        )}
        <SidebandSpacing
          spacingHz={state.spacing}
          runningSpeedHz={runningSpeedHz}
          onSpacing={(hz) => dispatch({ type: "spacing", hz })}
        />
        {state.carrier !== null
          ? hint(state.spacing === null ? "signals.spectrum.hintSpacing" : "signals.spectrum.hintSidebandSet")
          : null}
      </>
    );
  }
  if (state.a === null) return hint("signals.spectrum.hintA");
  if (state.b === null) {
    return (
      <>
        <span className="tabular-nums">A {at(state.a)}</span>
        {hint("signals.spectrum.hintB")}
      </>
    );
  }
  const d = deltaReadout(
    { hz: state.a, amplitude: amplitudeAt(state.a) },
    { hz: state.b, amplitude: amplitudeAt(state.b) },
    runningSpeedHz,
  );
  return (
    <>
      <dl className="flex flex-wrap gap-x-3 gap-y-1 tabular-nums" data-testid="delta-readout">
        <Reading term="A" value={at(d.a.hz)} />
        <Reading term="B" value={at(d.b.hz)} />
        <Reading
          term="Δf"
          value={[
            formatValue(d.deltaHz, "Hz"),
            ...(d.deltaOrders === null ? [] : [orderText(d.deltaOrders)]),
          ].join(" · ")}
        />
        <Reading term={`Δ${DB}`} value={formatValue(d.deltaDb, DB)} />
      </dl>
      {hint("signals.spectrum.hintDeltaSet")}
    </>
  );
}

function Reading({ term, value }: { term: string; value: string }) {
  return (
    <div className="flex gap-1">
      <dt className="font-medium">{term}</dt>
      <dd>{value}</dd>
    </div>
  );
}
