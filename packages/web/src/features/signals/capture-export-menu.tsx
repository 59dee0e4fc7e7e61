/**
 * "Export" on the FFT page: a menu of the capture's files (capture-download.ts).
 *
 *   <CaptureExportMenu sensorId={11} fftId={55} tab="spectrum" unit="g" screenState={chartState} />
 *
 * - `tab`: the page's view. On "envelope" the spectrum files are the envelope's (in gE); otherwise
 *   they are the spectrum's in `unit` (g or mm/s).
 * - The waveform's CSV and UFF 58 are offered whatever the tab.
 * - "Chart PDF" posts `screenState` (what the spectrum chart shows: y_scale, x_mode, range_hz,
 *   families, cursors, kind, unit); it is unavailable while that is null (the waveform tab, or a
 *   chart still loading).
 */
import { ChevronDownIcon, DownloadIcon, FileTextIcon, LoaderCircleIcon } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import {
  type ChartPdfScreen,
  captureExportUrl,
  chartPdfBody,
  chartPdfUrl,
  downloadCaptureFile,
  type ExportData,
  type ExportFormat,
  type ExportUnit,
} from "./capture-download";

export interface CaptureExportMenuProps {
  sensorId: number;
  fftId: number;
  tab: "spectrum" | "envelope" | "waveform";
  /** The spectrum tab's amplitude unit. */
  unit: "g" | "mm/s";
  screenState: ChartPdfScreen | null;
}

interface ExportFile {
  key: string;
  label: string;
  format: ExportFormat;
  data: ExportData;
  unit?: ExportUnit;
}

const EXTENSION: Record<ExportFormat, string> = { csv: "csv", uff58: "uff" };

export function CaptureExportMenu({ sensorId, fftId, tab, unit, screenState }: CaptureExportMenuProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const envelope = tab === "envelope";
  const spectrumData: ExportData = envelope ? "envelope" : "spectrum";
  const spectrumUnit: ExportUnit = envelope ? "gE" : unit;
  const spectrumName = t(envelope ? "signals.exports.envelope" : "signals.exports.spectrum");
  const files: ExportFile[] = [
    {
      key: "spectrum-csv",
      label: t("signals.exports.csv", { data: spectrumName }),
      format: "csv",
      data: spectrumData,
      unit: spectrumUnit,
    },
    {
      key: "spectrum-uff58",
      label: t("signals.exports.uff58", { data: spectrumName }),
      format: "uff58",
      data: spectrumData,
      unit: spectrumUnit,
    },
    {
      key: "waveform-csv",
      label: t("signals.exports.csv", { data: t("signals.exports.waveform") }),
      format: "csv",
      data: "waveform",
    },
    {
      key: "waveform-uff58",
      label: t("signals.exports.uff58", { data: t("signals.exports.waveform") }),
      format: "uff58",
      data: "waveform",
    },
  ];

  // One download at a time: the menu closes on a pick and the trigger spins until the file is saved.
  const run = async (job: () => Promise<boolean>) => {
    setBusy(true);
    try {
      await job();
    } finally {
      setBusy(false);
    }
  };
  const exportFile = (file: ExportFile) =>
    run(() =>
      downloadCaptureFile(
        captureExportUrl(sensorId, fftId, file),
        `capture-${fftId}-${file.data}.${EXTENSION[file.format]}`,
      ),
    );
  const exportPdf = (screen: ChartPdfScreen) =>
    run(() =>
      downloadCaptureFile(chartPdfUrl(sensorId, fftId), `capture-${fftId}-chart.pdf`, chartPdfBody(screen)),
    );

  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" size="sm" disabled={busy} aria-busy={busy || undefined}>
          {busy ? (
            <LoaderCircleIcon className="animate-spin" aria-hidden="true" />
          ) : (
            <DownloadIcon aria-hidden="true" />
          )}
          {busy ? t("signals.exports.downloading") : t("signals.exports.menu")}
          <ChevronDownIcon aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="max-w-[calc(100vw-2rem)]">
        <DropdownMenuLabel>{t("signals.exports.data")}</DropdownMenuLabel>
        {files.map((file) => (
          <DropdownMenuItem key={file.key} onSelect={() => void exportFile(file)}>
            <DownloadIcon aria-hidden="true" />
            {file.label}
          </DropdownMenuItem>
        ))}
        <DropdownMenuSeparator />
        <DropdownMenuItem
          disabled={screenState === null}
          onSelect={() => {
            if (screenState) void exportPdf(screenState);
          }}
        >
          <FileTextIcon aria-hidden="true" />
          {t("signals.exports.chartPdf")}
        </DropdownMenuItem>
        {screenState === null ? (
          <p className="max-w-64 px-2 pb-1.5 text-xs text-muted-foreground">
            {t("signals.exports.chartPdfUnavailable")}
          </p>
        ) : null}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
