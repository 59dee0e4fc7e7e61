/** What the sensor screens' tests answer with: sensor 11 on item 101, and its trend. */
import { HOUR, trendSeries } from "@/features/signals/test-fixtures";

/** Sensor 11 ("DE horizontal") as sensors.get answers; `over` sets what a test is about. */
export function sensorDetails(over: Record<string, unknown> = {}) {
  return {
    id: 11,
    name: "DE horizontal",
    serial_number: "SN-11",
    family: "NCD",
    plant_id: 3,
    rssi: 90,
    battery: 70,
    last_seen_at: null,
    is_online: true,
    is_inactive: false,
    item: { id: 101, name: "Main drive motor" },
    asset: null,
    machine: null,
    line: null,
    latest: [],
    ...over,
  };
}

/** signals.trend for any range: velocity X with one hourly bucket just before its end. */
export function hourlyTrend(input: unknown) {
  const { from, to } = input as { from: number; to: number };
  return trendSeries({ from, to, points: [{ t: to - HOUR, min: 4, max: 4.4, mean: 4.2, n: 6 }] });
}
