/**
 * The waveform's toolbar: what a press on the plot does (zoom or time cursors), the shaft-revolution
 * marks (off, and saying why, while the running speed is unknown), resetting the zoom, clearing the
 * cursors, and a line on how to use the tool picked. It wraps on a phone rather than scroll.
 */
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import { formatValue } from "./units";
import type { WaveformTool } from "./waveform-pointer";

const TOOLS: WaveformTool[] = ["zoom", "cursors"];

export function WaveformToolbar({
  tool,
  onTool,
  runningSpeedHz,
  revolutions,
  onRevolutions,
  zoomed,
  onResetZoom,
  hasCursors,
  onClearCursors,
}: {
  tool: WaveformTool;
  onTool: (tool: WaveformTool) => void;
  runningSpeedHz: number | null;
  revolutions: boolean;
  onRevolutions: (on: boolean) => void;
  zoomed: boolean;
  onResetZoom: () => void;
  hasCursors: boolean;
  onClearCursors: () => void;
}) {
  const { t } = useTranslation();
  const speedKnown = runningSpeedHz !== null;
  const speedId = useId();
  return (
    <div className="flex flex-col gap-1 text-xs">
      <div
        role="toolbar"
        aria-label={t("signals.waveform.tools")}
        className="flex flex-wrap items-center gap-2"
      >
        {/* biome-ignore lint/a11y/useSemanticElements: a group of toggle buttons, not a form fieldset */}
        <div role="group" aria-label={t("signals.waveform.tool")} className="inline-flex items-center gap-1">
          <span className="text-muted-foreground">{t("signals.waveform.tool")}</span>
          <div className="inline-flex overflow-hidden rounded-md border">
            {TOOLS.map((name) => (
              <button
                key={name}
                type="button"
                aria-pressed={tool === name}
                onClick={() => onTool(name)}
                className={cn(
                  "h-8 px-2.5 outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset",
                  tool === name ? "bg-primary text-primary-foreground" : "hover:bg-accent",
                )}
              >
                {t(`signals.waveform.${name}`)}
              </button>
            ))}
          </div>
        </div>
        <Button
          variant="outline"
          size="sm"
          aria-pressed={speedKnown && revolutions}
          aria-describedby={speedId}
          disabled={!speedKnown}
          onClick={() => onRevolutions(!revolutions)}
          className={cn(speedKnown && revolutions && "border-primary bg-primary/10")}
        >
          {t("signals.waveform.revolutions")}
        </Button>
        {zoomed ? (
          <Button variant="outline" size="sm" onClick={onResetZoom}>
            {t("signals.resetZoom")}
          </Button>
        ) : null}
        {hasCursors ? (
          <Button variant="outline" size="sm" onClick={onClearCursors}>
            {t("signals.waveform.clearCursors")}
          </Button>
        ) : null}
        <span id={speedId} className="text-muted-foreground sm:ml-auto">
          {speedKnown
            ? t("signals.spectrum.runningSpeed", {
                hz: formatValue(runningSpeedHz, "Hz"),
                rpm: Math.round(runningSpeedHz * 60),
              })
            : t("signals.waveform.speedUnknown")}
        </span>
      </div>
      <p className="text-muted-foreground">
        {tool === "zoom" ? t("signals.waveform.zoomHint") : t("signals.waveform.cursorsHint")}
      </p>
    </div>
  );
}
