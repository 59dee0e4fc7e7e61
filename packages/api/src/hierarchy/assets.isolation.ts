/**
 * Asset-area fixtures for the tenant isolation test: each tenant gets a line, a utility, a machine, an
 * asset with an item, a store room with a spare item, and its own company library rows (brand, part
 * number, item type with an option and a value, category, application, document, bearing, fault,
 * vibration rule). Every name carries the tenant's tag, so no answer to A may contain B's.
 */
import { type Database, schema } from "@plantwise/db";
import { asc, inArray } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { insertRow } from "./hierarchy.fixtures";

export interface AssetFixtures {
  line: number;
  utility: number;
  machine: number;
  asset: number;
  item: number;
  storeRoom: number;
  spare: number;
  brand: number;
  model: number;
  type: number;
  option: number;
  optionValue: number;
  category: number;
  application: number;
  document: number;
  bearing: number;
  fault: number;
  rule: number;
}

export async function createAssetFixtures(
  db: Database,
  tag: string,
  company_id: number,
  plant_id: number,
): Promise<AssetFixtures> {
  const place = { company_id, plant_id };
  const category = await insertRow(db, schema.equipmentTypeCategories, {
    company_id,
    name: `${tag} Category`,
  });
  const type = await insertRow(db, schema.equipmentTypes, {
    company_id,
    name: `${tag} Type`,
    category_id: category.id,
  });
  const option = await insertRow(db, schema.equipmentTypeOptions, {
    equipment_type_id: type.id,
    name: `${tag} Option`,
    value_kind: 1,
    is_rpm: true,
  });
  const optionValue = await insertRow(db, schema.equipmentTypeOptionValues, {
    option_id: option.id,
    value: "1780",
  });
  const brand = await insertRow(db, schema.brands, { company_id, name: `${tag} Brand` });
  const bearing = await insertRow(db, schema.bearings, {
    company_id,
    designation: `${tag}-6205`,
    ball_count: 9,
    ball_diameter_mm: 7.94,
    pitch_diameter_mm: 39.04,
  });
  const model = await insertRow(db, schema.brandModels, {
    company_id,
    brand_id: brand.id,
    equipment_type_id: type.id,
    name: `${tag} Model`,
    part_number: `${tag}-PN-1`,
    rated_rpm: 1780,
    de_bearing_id: bearing.id,
  });
  const application = await insertRow(db, schema.applications, { company_id, name: `${tag} Application` });
  const document = await insertRow(db, schema.libraries, {
    company_id,
    title: `${tag} Manual`,
    url: "https://example.com",
  });
  const fault = await insertRow(db, schema.faults, { company_id, name: `${tag} Fault` });
  const rule = await insertRow(db, schema.vibrationAnalysisRules, {
    equipment_type_id: type.id,
    fault_id: fault.id,
    name: `${tag} Rule`,
    parameter: "velocity",
    threshold: 4.5,
  });
  const line = await insertRow(db, schema.productionLines, { ...place, name: `${tag} Line` });
  const utility = await insertRow(db, schema.productionLines, { ...place, kind: 2, name: `${tag} Utility` });
  const machine = await insertRow(db, schema.machines, {
    ...place,
    production_line_id: line.id,
    name: `${tag} Machine`,
  });
  const asset = await insertRow(db, schema.assets, {
    ...place,
    machine_id: machine.id,
    name: `${tag} Asset`,
  });
  const item = await insertRow(db, schema.equipmentItems, {
    ...place,
    asset_id: asset.id,
    name: `${tag} Motor`,
    equipment_type_id: type.id,
    brand_id: brand.id,
    brand_model_id: model.id,
    bearing_id: bearing.id,
  });
  await db
    .insert(schema.equipmentOptionValues)
    .values({ equipment_id: item.id, option_id: option.id, option_value_id: optionValue.id });
  await db
    .insert(schema.equipmentHistories)
    .values({ equipment_id: item.id, action: "created", details: { tag } });
  const storeRoom = await insertRow(db, schema.storeRooms, { ...place, name: `${tag} Stores` });
  const spare = await insertRow(db, schema.equipmentItems, {
    ...place,
    is_store_room: true,
    store_room_id: storeRoom.id,
    name: `${tag} Spare`,
    equipment_type_id: type.id,
  });
  return {
    line: line.id,
    utility: utility.id,
    machine: machine.id,
    asset: asset.id,
    item: item.id,
    storeRoom: storeRoom.id,
    spare: spare.id,
    brand: brand.id,
    model: model.id,
    type: type.id,
    option: option.id,
    optionValue: optionValue.id,
    category: category.id,
    application: application.id,
    document: document.id,
    bearing: bearing.id,
    fault: fault.id,
    rule: rule.id,
  };
}

/**
 * One table's part of a before/after snapshot: the rows of `table` whose `column` is one of `ids`,
 * in the given order (default: by `column`).
 */
export function rowsIn<T extends PgTable>(
  db: Database,
  table: T,
  column: PgColumn,
  ids: number[],
  ...order: PgColumn[]
) {
  return db
    .select()
    .from(table as PgTable)
    .where(inArray(column, ids))
    .orderBy(...(order.length ? order : [column]).map((c) => asc(c))) as Promise<T["$inferSelect"][]>;
}

/** The ids of snapshot rows, never empty (an empty `in` list is no valid SQL). */
export function idsOf(rows: { id: number }[]): number[] {
  return rows.map((row) => row.id).concat(-1);
}

/** Every asset-area row of the companies, for the before/after comparison of each attack. */
export async function assetSnapshot(db: Database, companyIds: number[]): Promise<Record<string, unknown>> {
  const s = schema;
  const ofCompanies = <T extends PgTable & { id: PgColumn; company_id: PgColumn }>(table: T) =>
    rowsIn(db, table, table.company_id, companyIds, table.id);
  const items = await ofCompanies(s.equipmentItems);
  const itemIds = idsOf(items);
  const types = await ofCompanies(s.equipmentTypes);
  const typeIds = idsOf(types);
  const options = await rowsIn(
    db,
    s.equipmentTypeOptions,
    s.equipmentTypeOptions.equipment_type_id,
    typeIds,
    s.equipmentTypeOptions.id,
  );
  const rules = await rowsIn(
    db,
    s.vibrationAnalysisRules,
    s.vibrationAnalysisRules.equipment_type_id,
    typeIds,
    s.vibrationAnalysisRules.id,
  );
  return {
    lines: await ofCompanies(s.productionLines),
    machines: await ofCompanies(s.machines),
    assets: await ofCompanies(s.assets),
    items,
    itemOptions: await rowsIn(db, s.equipmentOptionValues, s.equipmentOptionValues.equipment_id, itemIds),
    components: await rowsIn(db, s.equipmentComponents, s.equipmentComponents.equipment_id, itemIds),
    pictures: await rowsIn(db, s.equipmentPictures, s.equipmentPictures.equipment_id, itemIds),
    histories: (await rowsIn(db, s.equipmentHistories, s.equipmentHistories.equipment_id, itemIds)).length,
    storeRooms: await ofCompanies(s.storeRooms),
    brands: await ofCompanies(s.brands),
    models: await ofCompanies(s.brandModels),
    types,
    options,
    values: await rowsIn(
      db,
      s.equipmentTypeOptionValues,
      s.equipmentTypeOptionValues.option_id,
      idsOf(options),
      s.equipmentTypeOptionValues.id,
    ),
    categories: await ofCompanies(s.equipmentTypeCategories),
    applications: await ofCompanies(s.applications),
    documents: await ofCompanies(s.libraries),
    bearings: await ofCompanies(s.bearings),
    faults: await ofCompanies(s.faults),
    rules,
    ruleValues: await rowsIn(
      db,
      s.vibrationRuleOptionValues,
      s.vibrationRuleOptionValues.rule_id,
      idsOf(rules),
    ),
  };
}
