/**
 * The FFT page's "Diagnosis" card: the faults signals.faults found in the capture on screen (`fftId`;
 * the sensor's latest standard capture when none is given) (imbalance, misalignment, looseness, bearing defects), each with its severity as colour
 * plus a label (never colour alone), the evidence lines behind it (order or defect frequency,
 * frequency, amplitude in the user's units), the recommendation (the company's library entry's,
 * else the built-in advice, in the user's language: the API words it), and the notes that say why
 * some rules could not run.
 */
import type { FaultDiagnosis, FaultSeverity } from "@plantwise/shared";
import { useQuery } from "@tanstack/react-query";
import { CircleAlertIcon, CircleCheckIcon, TriangleAlertIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { useTRPC } from "@/lib/trpc";
import { formatValue, unitConverter } from "./charts/units";
import { formatZoned } from "./charts/zoned-time";
import { ChartError } from "./signal-controls";

const SEVERITY = {
  low: { variant: "normal", Icon: CircleCheckIcon },
  moderate: { variant: "warning", Icon: TriangleAlertIcon },
  high: { variant: "alarm", Icon: CircleAlertIcon },
} as const satisfies Record<FaultSeverity, unknown>;

export function DiagnosisCard({
  sensorId,
  fftId,
  measuringSystem,
  timeZone,
}: {
  sensorId: number;
  fftId?: number | undefined;
  measuringSystem: number;
  timeZone: string;
}) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const query = useQuery(
    trpc.signals.faults.queryOptions(
      fftId === undefined ? { sensor_id: sensorId } : { sensor_id: sensorId, fft_id: fftId },
    ),
  );
  const diagnosis = query.data as FaultDiagnosis | undefined;
  const velocity = unitConverter("mm/s", measuringSystem);
  const amplitude = (value: number, unit: string) =>
    unit === "mm/s" ? formatValue(velocity.convert(value), velocity.unit) : formatValue(value, unit);

  return (
    <Card data-testid="diagnosis">
      <CardHeader>
        <CardTitle className="text-base">{t("signals.diagnosis.title")}</CardTitle>
        {diagnosis?.capture ? (
          <p className="text-xs text-muted-foreground tabular-nums">
            {t("signals.diagnosis.from", { at: formatZoned(diagnosis.capture.ts, timeZone) })}
            {diagnosis.running_speed_hz != null
              ? ` · ${t("signals.diagnosis.speed", { rpm: Math.round(diagnosis.running_speed_hz * 60) })}`
              : ""}
          </p>
        ) : null}
      </CardHeader>
      <CardContent className="flex flex-col gap-3 text-sm">
        {query.isPending ? (
          <Skeleton className="h-24 w-full" />
        ) : query.isError || !diagnosis ? (
          <ChartError height={96} onRetry={() => void query.refetch()} />
        ) : (
          <>
            {diagnosis.capture && diagnosis.faults.length === 0 && diagnosis.running_speed_hz != null ? (
              <p className="flex items-center gap-2 text-status-normal">
                <CircleCheckIcon className="size-4" aria-hidden="true" />
                {t("signals.diagnosis.none")}
              </p>
            ) : null}
            {diagnosis.faults.length > 0 ? (
              <ul className="flex flex-col gap-3" aria-label={t("signals.diagnosis.faults")}>
                {diagnosis.faults.map((f) => {
                  const { variant, Icon } = SEVERITY[f.severity];
                  return (
                    <li key={f.key} className="flex flex-col gap-1 rounded-md border p-2">
                      <div className="flex items-center justify-between gap-2">
                        <span className="font-medium">{t(`signals.diagnosis.keys.${f.key}`)}</span>
                        <Badge variant={variant}>
                          <Icon aria-hidden="true" />
                          {t(`signals.diagnosis.severity.${f.severity}`)}
                        </Badge>
                      </div>
                      <ul className="flex flex-col text-xs text-muted-foreground tabular-nums">
                        {f.evidence.map((e) => (
                          <li key={e.label} className="flex justify-between gap-2">
                            <span>
                              {e.label} · {formatValue(e.hz, "Hz")}
                            </span>
                            <span>{amplitude(e.amplitude, e.unit)}</span>
                          </li>
                        ))}
                      </ul>
                      {f.recommendation ? (
                        <p className="text-xs">
                          {t("signals.diagnosis.recommendation", { text: f.recommendation })}
                        </p>
                      ) : null}
                    </li>
                  );
                })}
              </ul>
            ) : null}
            {diagnosis.notes.map((note) => (
              <p key={note} className="text-xs text-muted-foreground">
                {note}
              </p>
            ))}
          </>
        )}
      </CardContent>
    </Card>
  );
}
