/** The FFT page's "Overall values" card: the capture's overall values and its sampling. */
import { AXIS_LABELS, type SpectrumView } from "@plantwise/shared";
import { useTranslation } from "react-i18next";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { formatValue, unitConverter } from "./charts/units";
import { formatZoned } from "./charts/zoned-time";

export function FftOverallCard({
  view,
  measuringSystem,
  timeZone,
}: {
  view: SpectrumView | undefined;
  measuringSystem: number;
  timeZone: string;
}) {
  const { t } = useTranslation();
  const velocity = unitConverter("mm/s", measuringSystem);
  const rows: [string, string][] = view
    ? [
        [
          t("signals.parameters.velocity_rms"),
          formatValue(velocity.convert(view.overall.velocity_rms), velocity.unit),
        ],
        [t("signals.parameters.acceleration_rms"), formatValue(view.overall.acceleration_rms, "g")],
        [t("signals.parameters.acceleration_peak"), formatValue(view.overall.acceleration_peak, "g")],
        [t("signals.parameters.crest_factor"), formatValue(view.overall.crest_factor, "")],
        [t("signals.parameters.kurtosis"), formatValue(view.overall.kurtosis, "")],
        [t("signals.parameters.hf_band_rms"), formatValue(view.overall.hf_band_rms, "g")],
        [t("signals.fft.fmax"), formatValue(view.fmax, "Hz")],
        [t("signals.fft.lines"), String(view.lines)],
        [t("signals.fft.resolution"), formatValue(view.df, "Hz")],
        [t("signals.fft.sampleRate"), formatValue(view.capture.sample_rate, "Hz")],
        [t("signals.fft.window"), `${view.window} · ${view.scaling}`],
      ]
    : [];
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">{t("signals.fft.overall")}</CardTitle>
        {view ? (
          <p className="text-xs text-muted-foreground tabular-nums">
            {formatZoned(view.capture.ts, timeZone)} · {AXIS_LABELS[view.capture.axis]}
          </p>
        ) : null}
      </CardHeader>
      <CardContent>
        {view ? (
          <dl className="flex flex-col gap-1.5 text-sm" data-testid="overall-values">
            {rows.map(([label, value]) => (
              <div key={label} className="flex justify-between gap-2">
                <dt className="text-muted-foreground">{label}</dt>
                <dd className="text-right tabular-nums">{value}</dd>
              </div>
            ))}
          </dl>
        ) : (
          <p className="text-sm text-muted-foreground">{t("signals.fft.overallLater")}</p>
        )}
      </CardContent>
    </Card>
  );
}
