/**
 * "Play sound" for a capture: one button per axis the capture was taken on (a tri-axial capture is
 * one row per axis, of the same instant and kind). signals.soundWaveform answers the WAV's URL; the
 * WAV is served only to a signed-in caller and an <audio src> cannot send the token, so the bytes
 * are fetched with the app's headers (as authed-image.tsx does for pictures) and played from a blob
 * URL, released when another axis is played or the control goes away.
 */
import { AXIS_LABELS, type WaveformSummary } from "@plantwise/shared";
import { useMutation } from "@tanstack/react-query";
import { LoaderCircleIcon, Volume2Icon } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { notifyError, notifyErrorText } from "@/lib/notify";
import { requestHeaders, useTRPC } from "@/lib/trpc";

/** The axes of a capture: its own and those of its siblings (same instant and kind). */
export function captureAxes(
  capture: WaveformSummary | undefined,
  list: readonly WaveformSummary[],
): number[] {
  if (!capture) return [];
  const axes = new Set([capture.axis]);
  for (const c of list) if (c.ts === capture.ts && c.kind === capture.kind) axes.add(c.axis);
  return [...axes].sort((a, b) => a - b);
}

export function SoundPlayer({
  sensorId,
  fftId,
  axes,
}: {
  sensorId: number;
  fftId: number;
  axes: readonly number[];
}) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const sound = useMutation(trpc.signals.soundWaveform.mutationOptions({ meta: { handlesErrors: true } }));
  const [playing, setPlaying] = useState<{ axis: number; src: string } | null>(null);
  const [loadingAxis, setLoadingAxis] = useState<number | null>(null);
  const audio = useRef<HTMLAudioElement>(null);

  useEffect(() => {
    if (!playing) return;
    // Autoplay may be refused (or missing): the controls stay there for a click.
    Promise.resolve(audio.current?.play()).catch(() => {});
    return () => URL.revokeObjectURL(playing.src);
  }, [playing]);

  const play = async (axis: number) => {
    setLoadingAxis(axis);
    try {
      const { url } = await sound.mutateAsync({ sensor_id: sensorId, fft_id: fftId, axis });
      const response = await fetch(url, { headers: requestHeaders() });
      if (!response.ok) {
        notifyErrorText(t("signals.sound.failed", { status: response.status }));
        return;
      }
      setPlaying({ axis, src: URL.createObjectURL(await response.blob()) });
    } catch (error) {
      notifyError(error);
    } finally {
      setLoadingAxis(null);
    }
  };

  if (axes.length === 0) return null;
  return (
    <div className="flex flex-wrap items-center gap-2" data-testid="sound-player">
      <span className="text-xs text-muted-foreground">{t("signals.sound.title")}</span>
      {axes.map((axis) => (
        <Button
          key={axis}
          size="sm"
          variant={playing?.axis === axis ? "default" : "outline"}
          disabled={loadingAxis !== null}
          onClick={() => void play(axis)}
        >
          {loadingAxis === axis ? (
            <LoaderCircleIcon className="animate-spin" aria-hidden="true" />
          ) : (
            <Volume2Icon aria-hidden="true" />
          )}
          {t("signals.sound.play", { axis: AXIS_LABELS[axis] ?? axis })}
        </Button>
      ))}
      {playing ? (
        // biome-ignore lint/a11y/useMediaCaption: a machine's vibration rendered as sound has no words to caption.
        <audio
          ref={audio}
          src={playing.src}
          controls
          className="h-8"
          aria-label={t("signals.sound.player", { axis: AXIS_LABELS[playing.axis] ?? playing.axis })}
        />
      ) : null}
    </div>
  );
}
