import type { WaveformSummary } from "@plantwise/shared";
import { act, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  arrivedCapture,
  CAPTURE_POLL_MS,
  REQUEST_WATCH_MS,
  useRequestedCapture,
} from "./use-requested-capture";
import { CAPTURE_TS, capture, renderPanel } from "./workbench-test-kit";

const HOUR = 3_600_000;
const requestedAt = CAPTURE_TS + HOUR / 2;

function Watch({ at, axis }: { at: number | null; axis?: number }) {
  const arrived = useRequestedCapture({ sensorId: 11, requestedAt: at, axis });
  return <p data-testid="arrived">{arrived ? String(arrived.id) : "none"}</p>;
}

afterEach(() => {
  vi.useRealTimers();
});

describe("the requested capture", () => {
  it("is the earliest capture taken at or after the request", () => {
    const list = [capture(60, {}, 2), capture(59, {}, 1), capture(58, {}, 0.5), capture(57, {}, 0)];
    expect(arrivedCapture(list, requestedAt)?.id).toBe(58);
    expect(arrivedCapture(list, CAPTURE_TS + 3 * HOUR)).toBeNull();
    expect(arrivedCapture(list, null)).toBeNull();
  });

  it("is watched for every 10 s until it arrives, then no more", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    // The clock a minute after the request: well within the watch.
    vi.setSystemTime(requestedAt + 60_000);
    let list: WaveformSummary[] = [capture(55)];
    const captures = vi.fn((_input: unknown) => list);
    renderPanel(<Watch at={requestedAt} axis={1} />, { "signals.captures": captures });
    await waitFor(() => expect(captures).toHaveBeenCalledTimes(1));
    expect(captures.mock.calls[0]).toEqual([{ sensor_id: 11, limit: 10, axis: 1 }]);
    expect(screen.getByTestId("arrived").textContent).toBe("none");

    // Nothing new at the next look either.
    await act(() => vi.advanceTimersByTimeAsync(CAPTURE_POLL_MS));
    await waitFor(() => expect(captures).toHaveBeenCalledTimes(2));
    expect(screen.getByTestId("arrived").textContent).toBe("none");

    list = [capture(61, {}, 1), capture(55)];
    await act(() => vi.advanceTimersByTimeAsync(CAPTURE_POLL_MS));
    await waitFor(() => expect(screen.getByTestId("arrived").textContent).toBe("61"));
    await act(() => vi.advanceTimersByTimeAsync(3 * CAPTURE_POLL_MS));
    expect(captures).toHaveBeenCalledTimes(3);
  });

  it("gives up once the gateway has had the watch's time to send it", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.setSystemTime(requestedAt + REQUEST_WATCH_MS + 1);
    const captures = vi.fn((_input: unknown) => [capture(55)]);
    renderPanel(<Watch at={requestedAt} />, { "signals.captures": captures });
    await waitFor(() => expect(captures).toHaveBeenCalledTimes(1));
    await act(() => vi.advanceTimersByTimeAsync(3 * CAPTURE_POLL_MS));
    expect(captures).toHaveBeenCalledTimes(1);
  });

  it("asks for nothing while no request is awaited", async () => {
    const captures = vi.fn((_input: unknown) => [capture(55)]);
    renderPanel(<Watch at={null} />, { "signals.captures": captures });
    expect(screen.getByTestId("arrived").textContent).toBe("none");
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(captures).not.toHaveBeenCalled();
  });
});
