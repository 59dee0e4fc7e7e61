/**
 * Asset-area fixtures for the tenant isolation test: each tenant gets a line, a utility, a machine, an
 * asset with an item, a store room with a spare item, and its own company library rows (brand, part
 * number, item type with an option and a value, category, application, document, bearing, fault,
 * vibration rule). Every name carries the tenant's tag, so no answer to A may contain B's.
 */
import { type Database, schema } from "@plantwise/db";
import { asc, inArray } from "drizzle-orm";

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
  const one = async <T>(rows: Promise<T[]>): Promise<T> => (await rows)[0]!;
  const category = await one(
    db
      .insert(schema.equipmentTypeCategories)
      .values({ company_id, name: `${tag} Category` })
      .returning(),
  );
  const type = await one(
    db
      .insert(schema.equipmentTypes)
      .values({ company_id, name: `${tag} Type`, category_id: category.id })
      .returning(),
  );
  const option = await one(
    db
      .insert(schema.equipmentTypeOptions)
      .values({ equipment_type_id: type.id, name: `${tag} Option`, value_kind: 1, is_rpm: true })
      .returning(),
  );
  const optionValue = await one(
    db.insert(schema.equipmentTypeOptionValues).values({ option_id: option.id, value: "1780" }).returning(),
  );
  const brand = await one(
    db
      .insert(schema.brands)
      .values({ company_id, name: `${tag} Brand` })
      .returning(),
  );
  const bearing = await one(
    db
      .insert(schema.bearings)
      .values({
        company_id,
        designation: `${tag}-6205`,
        ball_count: 9,
        ball_diameter_mm: 7.94,
        pitch_diameter_mm: 39.04,
      })
      .returning(),
  );
  const model = await one(
    db
      .insert(schema.brandModels)
      .values({
        company_id,
        brand_id: brand.id,
        equipment_type_id: type.id,
        name: `${tag} Model`,
        part_number: `${tag}-PN-1`,
        rated_rpm: 1780,
        de_bearing_id: bearing.id,
      })
      .returning(),
  );
  const application = await one(
    db
      .insert(schema.applications)
      .values({ company_id, name: `${tag} Application` })
      .returning(),
  );
  const document = await one(
    db
      .insert(schema.libraries)
      .values({ company_id, title: `${tag} Manual`, url: "https://example.com" })
      .returning(),
  );
  const fault = await one(
    db
      .insert(schema.faults)
      .values({ company_id, name: `${tag} Fault` })
      .returning(),
  );
  const rule = await one(
    db
      .insert(schema.vibrationAnalysisRules)
      .values({
        equipment_type_id: type.id,
        fault_id: fault.id,
        name: `${tag} Rule`,
        parameter: "velocity",
        threshold: 4.5,
      })
      .returning(),
  );
  const line = await one(
    db
      .insert(schema.productionLines)
      .values({ ...place, name: `${tag} Line` })
      .returning(),
  );
  const utility = await one(
    db
      .insert(schema.productionLines)
      .values({ ...place, kind: 2, name: `${tag} Utility` })
      .returning(),
  );
  const machine = await one(
    db
      .insert(schema.machines)
      .values({ ...place, production_line_id: line.id, name: `${tag} Machine` })
      .returning(),
  );
  const asset = await one(
    db
      .insert(schema.assets)
      .values({ ...place, machine_id: machine.id, name: `${tag} Asset` })
      .returning(),
  );
  const item = await one(
    db
      .insert(schema.equipmentItems)
      .values({
        ...place,
        asset_id: asset.id,
        name: `${tag} Motor`,
        equipment_type_id: type.id,
        brand_id: brand.id,
        brand_model_id: model.id,
        bearing_id: bearing.id,
      })
      .returning(),
  );
  await db
    .insert(schema.equipmentOptionValues)
    .values({ equipment_id: item.id, option_id: option.id, option_value_id: optionValue.id });
  await db
    .insert(schema.equipmentHistories)
    .values({ equipment_id: item.id, action: "created", details: { tag } });
  const storeRoom = await one(
    db
      .insert(schema.storeRooms)
      .values({ ...place, name: `${tag} Stores` })
      .returning(),
  );
  const spare = await one(
    db
      .insert(schema.equipmentItems)
      .values({
        ...place,
        is_store_room: true,
        store_room_id: storeRoom.id,
        name: `${tag} Spare`,
        equipment_type_id: type.id,
      })
      .returning(),
  );
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

/** Every asset-area row of the companies, for the before/after comparison of each attack. */
export async function assetSnapshot(db: Database, companyIds: number[]): Promise<Record<string, unknown>> {
  const s = schema;
  const items = await db
    .select()
    .from(s.equipmentItems)
    .where(inArray(s.equipmentItems.company_id, companyIds))
    .orderBy(asc(s.equipmentItems.id));
  const itemIds = items.map((i) => i.id).concat(-1);
  const types = await db
    .select()
    .from(s.equipmentTypes)
    .where(inArray(s.equipmentTypes.company_id, companyIds))
    .orderBy(asc(s.equipmentTypes.id));
  const typeIds = types.map((t) => t.id).concat(-1);
  const options = await db
    .select()
    .from(s.equipmentTypeOptions)
    .where(inArray(s.equipmentTypeOptions.equipment_type_id, typeIds))
    .orderBy(asc(s.equipmentTypeOptions.id));
  const rules = await db
    .select()
    .from(s.vibrationAnalysisRules)
    .where(inArray(s.vibrationAnalysisRules.equipment_type_id, typeIds))
    .orderBy(asc(s.vibrationAnalysisRules.id));
  return {
    lines: await db
      .select()
      .from(s.productionLines)
      .where(inArray(s.productionLines.company_id, companyIds))
      .orderBy(asc(s.productionLines.id)),
    machines: await db
      .select()
      .from(s.machines)
      .where(inArray(s.machines.company_id, companyIds))
      .orderBy(asc(s.machines.id)),
    assets: await db
      .select()
      .from(s.assets)
      .where(inArray(s.assets.company_id, companyIds))
      .orderBy(asc(s.assets.id)),
    items,
    itemOptions: await db
      .select()
      .from(s.equipmentOptionValues)
      .where(inArray(s.equipmentOptionValues.equipment_id, itemIds)),
    components: await db
      .select()
      .from(s.equipmentComponents)
      .where(inArray(s.equipmentComponents.equipment_id, itemIds)),
    pictures: await db
      .select()
      .from(s.equipmentPictures)
      .where(inArray(s.equipmentPictures.equipment_id, itemIds)),
    histories: (
      await db.select().from(s.equipmentHistories).where(inArray(s.equipmentHistories.equipment_id, itemIds))
    ).length,
    storeRooms: await db
      .select()
      .from(s.storeRooms)
      .where(inArray(s.storeRooms.company_id, companyIds))
      .orderBy(asc(s.storeRooms.id)),
    brands: await db
      .select()
      .from(s.brands)
      .where(inArray(s.brands.company_id, companyIds))
      .orderBy(asc(s.brands.id)),
    models: await db
      .select()
      .from(s.brandModels)
      .where(inArray(s.brandModels.company_id, companyIds))
      .orderBy(asc(s.brandModels.id)),
    types,
    options,
    values: await db
      .select()
      .from(s.equipmentTypeOptionValues)
      .where(inArray(s.equipmentTypeOptionValues.option_id, options.map((o) => o.id).concat(-1)))
      .orderBy(asc(s.equipmentTypeOptionValues.id)),
    categories: await db
      .select()
      .from(s.equipmentTypeCategories)
      .where(inArray(s.equipmentTypeCategories.company_id, companyIds)),
    applications: await db
      .select()
      .from(s.applications)
      .where(inArray(s.applications.company_id, companyIds)),
    documents: await db.select().from(s.libraries).where(inArray(s.libraries.company_id, companyIds)),
    bearings: await db.select().from(s.bearings).where(inArray(s.bearings.company_id, companyIds)),
    faults: await db.select().from(s.faults).where(inArray(s.faults.company_id, companyIds)),
    rules,
    ruleValues: await db
      .select()
      .from(s.vibrationRuleOptionValues)
      .where(inArray(s.vibrationRuleOptionValues.rule_id, rules.map((r) => r.id).concat(-1))),
  };
}
