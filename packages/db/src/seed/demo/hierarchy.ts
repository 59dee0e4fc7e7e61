import { eq } from "drizzle-orm";
import type { Tx } from "../../client";
import {
  assets,
  brandModels,
  equipmentHistories,
  equipmentItems,
  equipmentOptionValues,
  machines,
  productionLines,
  storeRooms,
} from "../../schema/index";
import { hasRows } from "../lookup";
import type { SharedLibraryIds } from "../starter/library";
import { HIERARCHY, type ItemSeed, type LineSeed } from "./hierarchy.data";

/** The tenant columns every hierarchy row carries. */
interface Place {
  company_id: number;
  plant_id: number;
}

/** A part number as items need it: its brand and its drive-end bearing. */
interface Model {
  id: number;
  brand_id: number;
  de: number | null;
}

/**
 * A demo plant's hierarchy, once: skipped when the plant already has a production line, so a user's
 * own changes to the demo are never overwritten or duplicated.
 */
export async function seedDemoHierarchy(
  tx: Tx,
  companyId: number,
  plantId: number,
  library: SharedLibraryIds,
  lines: LineSeed[] = HIERARCHY,
  withStoreRoom = true,
): Promise<void> {
  if (await hasRows(tx, productionLines, eq(productionLines.plant_id, plantId))) return;
  const place: Place = { company_id: companyId, plant_id: plantId };
  const models = await tx
    .select({
      id: brandModels.id,
      name: brandModels.name,
      brand_id: brandModels.brand_id,
      de: brandModels.de_bearing_id,
    })
    .from(brandModels);
  const modelByName = new Map<string, Model>(models.map((m) => [m.name, m]));
  // Items are tagged M-101, E-102 … in hierarchy order, the way a plant numbers its equipment.
  let tag = 100;
  for (const [lineIndex, line] of lines.entries()) {
    const [lineRow] = await tx
      .insert(productionLines)
      .values({
        ...place,
        kind: line.kind,
        name: line.name,
        position: lineIndex,
        line_speed_rpm: line.line_speed_rpm ?? null,
      })
      .returning();
    for (const [machineIndex, machine] of line.machines.entries()) {
      const [machineRow] = await tx
        .insert(machines)
        .values({ ...place, production_line_id: lineRow!.id, name: machine.name, position: machineIndex })
        .returning();
      for (const [assetIndex, asset] of machine.assets.entries()) {
        const [assetRow] = await tx
          .insert(assets)
          .values({
            ...place,
            machine_id: machineRow!.id,
            name: asset.name,
            position: assetIndex,
            application_id: asset.application ? (library.applications.get(asset.application) ?? null) : null,
          })
          .returning();
        for (const [itemIndex, item] of asset.items.entries()) {
          tag += 1;
          const at = {
            ...place,
            asset_id: assetRow!.id,
            position: itemIndex,
            loc_on_machine: `${machine.name}, ${asset.name.toLowerCase()}`,
          };
          await seedItem(tx, library, item, modelByName.get(item[2])!, at, tag);
        }
      }
    }
  }
  if (withStoreRoom) await seedStoreRoom(tx, place, library, modelByName.get("W22 15 kW 4-pole")!);
}

/** One item on an asset, its option values and its "created" history entry. */
async function seedItem(
  tx: Tx,
  library: SharedLibraryIds,
  [name, type, , ...options]: ItemSeed,
  model: Model,
  at: Place & { asset_id: number; position: number; loc_on_machine: string },
  tag: number,
): Promise<void> {
  const isMotor = type === "Electric motor";
  const [item] = await tx
    .insert(equipmentItems)
    .values({
      ...at,
      name: `${name} ${isMotor ? "M" : "E"}-${tag}`,
      serial_number: `SN${(730000 + tag * 37).toString()}`,
      equipment_type_id: library.types.get(type)!,
      brand_id: model.brand_id,
      brand_model_id: model.id,
      bearing_id: model.de,
      sensor_location: isMotor ? "Drive end, horizontal" : null,
      ...(isMotor ? { is_rpm_params_set: true, rpm_source_item: 2, rpm_formula: "{value}" } : {}),
    })
    .returning();
  for (const option of options) {
    const [optionName, value] = option.split("=") as [string, string];
    const optionId = library.options.get(`${type}/${optionName}`);
    if (optionId === undefined) continue;
    const valueId = library.optionValues.get(`${type}/${optionName}/${value}`);
    await tx.insert(equipmentOptionValues).values({
      equipment_id: item!.id,
      option_id: optionId,
      option_value_id: valueId ?? null,
      value: valueId === undefined ? value : null,
    });
  }
  await tx
    .insert(equipmentHistories)
    .values({ equipment_id: item!.id, action: "created", details: { seeded: true } });
}

/** A store room with one spare motor, so the store-room screens have something real to show. */
async function seedStoreRoom(tx: Tx, place: Place, library: SharedLibraryIds, spare: Model): Promise<void> {
  const [room] = await tx
    .insert(storeRooms)
    .values({
      ...place,
      name: "Main stores",
      location: "Building 2, bay 4",
      description: "Spare motors and gearboxes",
    })
    .returning();
  await tx.insert(equipmentItems).values({
    ...place,
    store_room_id: room!.id,
    is_store_room: true,
    name: "Spare motor M-900",
    serial_number: "SN799001",
    equipment_type_id: library.types.get("Electric motor")!,
    brand_id: spare.brand_id,
    brand_model_id: spare.id,
    bearing_id: spare.de,
  });
}
