/**
 * The latest reading of given series (sensor, parameter, axis), each found by one backward index
 * probe of the readings' primary key (a lateral `order by ts desc limit 1`), so the cost grows with
 * the number of series, not with their history. Readings older than `since` do not count as latest.
 */
import { type Database, rowsOf, schema } from "@plantwise/db";
import { sql } from "drizzle-orm";
import { keysRelation, type SeriesKey, seriesId } from "./series-state";

const { sensorReadings } = schema;

export interface LatestReading {
  value: number;
  ts: Date;
}

/** Seven days: an older value is history, not the item's state. */
export const LATEST_READING_WINDOW_MS = 7 * 24 * 60 * 60_000;

export async function latestReadings(
  db: Pick<Database, "execute">,
  keys: readonly SeriesKey[],
  since: Date,
): Promise<Map<string, LatestReading>> {
  if (keys.length === 0) return new Map();
  const rows = rowsOf<{
    sensor_id: number | string;
    parameter_type: number | string;
    axis: number | string;
    value: number | string;
    ts: Date | string;
  }>(
    await db.execute(sql`select k.sensor_id, k.parameter_type, k.axis, r.value, r.ts
      from ${keysRelation(keys, "k")}
      cross join lateral (
        select ${sensorReadings.value} as value, ${sensorReadings.ts} as ts from ${sensorReadings}
        where ${sensorReadings.sensor_id} = k.sensor_id and ${sensorReadings.parameter_type} = k.parameter_type
          and ${sensorReadings.axis} = k.axis and ${sensorReadings.ts} >= ${since.toISOString()}::timestamptz
        order by ${sensorReadings.ts} desc
        limit 1
      ) r`),
  );
  return new Map(
    rows.map((r) => [
      seriesId({
        sensorId: Number(r.sensor_id),
        parameterType: Number(r.parameter_type),
        axis: Number(r.axis),
      }),
      { value: Number(r.value), ts: new Date(r.ts) },
    ]),
  );
}
