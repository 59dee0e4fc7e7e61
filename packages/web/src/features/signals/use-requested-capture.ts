/**
 * The capture an FFT request brings: once requested (FftRequestDialog's `onRequested`), the
 * sensor's captures are looked at every CAPTURE_POLL_MS until one taken at or after `requestedAt`
 * arrives; that one is answered, so the page can open it. Nothing is polled while `requestedAt` is
 * null, nor after REQUEST_WATCH_MS without an answer (the gateway is not sending it).
 *
 *   const arrived = useRequestedCapture({ sensorId: sensor.id, requestedAt, axis: 1 });
 *   useEffect(() => { if (arrived) navigate(`/ncd/${sensor.id}/fft/${arrived.id}`); }, [arrived]);
 *
 * `axis` and `kind`, when given, narrow the watch to captures of that axis and waveform type (a
 * tri-axial sensor sends one capture per axis).
 */
import type { WaveformSummary } from "@plantwise/shared";
import { useQuery } from "@tanstack/react-query";
import { useTRPC } from "@/lib/trpc";

/** How often the captures are looked at while the requested one has not come. */
export const CAPTURE_POLL_MS = 10_000;
/** How long a request is watched for; a gateway answers within its report interval. */
export const REQUEST_WATCH_MS = 15 * 60_000;
/** Captures looked at each time: the newest few are enough to find one just sent. */
const WATCH_LIMIT = 10;

export interface RequestedCaptureWatch {
  sensorId: number;
  /** When the request was queued (epoch ms); null when nothing is awaited. */
  requestedAt: number | null;
  axis?: number | undefined;
  kind?: number | undefined;
}

/** The earliest capture at or after `requestedAt` (the list is newest first), or null. */
export function arrivedCapture(
  captures: readonly WaveformSummary[] | undefined,
  requestedAt: number | null,
): WaveformSummary | null {
  if (requestedAt === null || !captures) return null;
  let found: WaveformSummary | null = null;
  for (const capture of captures) {
    if (capture.ts >= requestedAt && (found === null || capture.ts < found.ts)) found = capture;
  }
  return found;
}

export function useRequestedCapture({
  sensorId,
  requestedAt,
  axis,
  kind,
}: RequestedCaptureWatch): WaveformSummary | null {
  const trpc = useTRPC();
  const captures = useQuery({
    ...trpc.signals.captures.queryOptions({
      sensor_id: sensorId,
      limit: WATCH_LIMIT,
      ...(axis === undefined ? {} : { axis }),
      ...(kind === undefined ? {} : { kind }),
    }),
    enabled: requestedAt !== null,
    // Each watch starts from a fresh list, not from one cached before the request.
    staleTime: 0,
    refetchInterval: (query) => {
      if (requestedAt === null) return false;
      if (arrivedCapture(query.state.data as WaveformSummary[] | undefined, requestedAt)) return false;
      return Date.now() - requestedAt > REQUEST_WATCH_MS ? false : CAPTURE_POLL_MS;
    },
  });
  return arrivedCapture(captures.data as WaveformSummary[] | undefined, requestedAt);
}
