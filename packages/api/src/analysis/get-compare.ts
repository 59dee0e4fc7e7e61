/**
 * Multiple FFT: up to four captures overlaid — the baseline and the latest of one axis, or the drive
 * end against the non-drive end — from any sensors of one plant, all in one kind and unit. Each trace
 * carries its own running speed and markers, so orders line up even when the speed moved.
 */
import { schema } from "@plantwise/db";
import { type CompareTrace, type CompareView, compareInput } from "@plantwise/shared";
import { eq } from "drizzle-orm";
import { withItemLine } from "../hierarchy/service";
import { invalid, spectrumView, viewSignals } from "../signals/service";
import { scopedCapture } from "./capture-access";

const { equipmentItems, machines, sensors } = schema;

/** analysis.compare. */
export const compare = viewSignals.input(compareInput).query(async ({ ctx, input }): Promise<CompareView> => {
  const picked = [];
  for (const ref of input.captures) picked.push(await scopedCapture(ctx, ref.sensor_id, ref.fft_id));
  const plants = new Set(picked.map((p) => p.sensor.plant_id));
  if (plants.size > 1) throw invalid("captures", "must all be captures of one plant");
  const unit = input.unit ?? (input.kind === "envelope" ? "gE" : picked[0]!.capture.unit);
  const traces: CompareTrace[] = [];
  for (const { sensor, capture } of picked) {
    const [place] = await withItemLine(
      ctx.db
        .select({ item_name: equipmentItems.name, machine_name: machines.name })
        .from(sensors)
        .leftJoin(equipmentItems, eq(equipmentItems.id, sensors.equipment_item_id))
        .$dynamic(),
    ).where(eq(sensors.id, sensor.id));
    traces.push({
      sensor: {
        id: sensor.id,
        name: sensor.name,
        item_name: place?.item_name ?? null,
        machine_name: place?.machine_name ?? null,
      },
      spectrum: await spectrumView(ctx.db, sensor, capture, { kind: input.kind, unit }),
    });
  }
  return { kind: input.kind, unit, traces };
});
