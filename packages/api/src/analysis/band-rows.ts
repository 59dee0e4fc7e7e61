/**
 * Spectral bands as stored, and which apply to a sensor: its own bands and the bands of its item's
 * type — the shared library's (company_id null) and its own company's — while active.
 */
import { type Reader, schema } from "@plantwise/db";
import {
  BAND_SPECTRUM_UNITS,
  type BandBasis,
  type BandSpectrum,
  bandParameterType,
  type FaultFrequencyKey,
  type SpectralBand,
} from "@plantwise/shared";
import { and, asc, eq, inArray, isNull, or } from "drizzle-orm";

const { equipmentItems, sensors, spectralBands } = schema;

export type BandRow = typeof spectralBands.$inferSelect;

export function toBand(row: BandRow): SpectralBand {
  const spectrum = row.spectrum as BandSpectrum;
  return {
    id: row.id,
    company_id: row.company_id,
    equipment_type_id: row.equipment_type_id,
    sensor_id: row.sensor_id,
    name: row.name,
    basis: row.basis as BandBasis,
    low: row.low,
    high: row.high,
    fault: row.fault as FaultFrequencyKey | null,
    tolerance_percent: row.tolerance_percent,
    spectrum,
    warning_zone: row.warning_zone,
    alarm_zone: row.alarm_zone,
    is_active: row.is_active,
    parameter_type: bandParameterType(row.id),
    unit: BAND_SPECTRUM_UNITS[spectrum] ?? "",
  };
}

/** The bands that apply to each of `sensorIds` (active ones only unless `all`), in id order. */
export async function bandsOfSensors(
  db: Reader,
  sensorIds: readonly number[],
  options: { all?: boolean } = {},
): Promise<Map<number, BandRow[]>> {
  const out = new Map<number, BandRow[]>();
  if (sensorIds.length === 0) return out;
  const rows = await db
    .select({ sensor_id: sensors.id, band: spectralBands })
    .from(sensors)
    .leftJoin(equipmentItems, eq(equipmentItems.id, sensors.equipment_item_id))
    .innerJoin(
      spectralBands,
      or(
        eq(spectralBands.sensor_id, sensors.id),
        and(
          eq(spectralBands.equipment_type_id, equipmentItems.equipment_type_id),
          or(isNull(spectralBands.company_id), eq(spectralBands.company_id, sensors.company_id)),
        ),
      ),
    )
    .where(
      and(inArray(sensors.id, [...sensorIds]), options.all ? undefined : eq(spectralBands.is_active, true)),
    )
    .orderBy(asc(spectralBands.id));
  for (const { sensor_id, band } of rows) {
    const list = out.get(sensor_id) ?? [];
    list.push(band);
    out.set(sensor_id, list);
  }
  return out;
}
