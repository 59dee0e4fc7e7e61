/**
 * Seed data for the asset library and the demo plant's hierarchy.
 *
 * The shared library (company_id null) is seeded in every mode: item types with their options, type
 * categories, common brands and part numbers, deep-groove bearings, a fault catalogue and applications,
 * so a new deployment starts with a usable library. The hierarchy (lines, utilities, machines, assets,
 * items) is demo data, seeded only with the demo users. Bearing geometry is nominal (catalogue bore,
 * ball count and sizes rounded); 6205-2RS is the Case Western test-rig bearing (9 balls of 7.94 mm on a
 * 39.04 mm pitch circle).
 */
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Database } from "../client";
import {
  applications,
  assets,
  bearings,
  brandModels,
  brands,
  equipmentHistories,
  equipmentItems,
  equipmentOptionValues,
  equipmentTypeCategories,
  equipmentTypeOptions,
  equipmentTypeOptionValues,
  equipmentTypes,
  faults,
  machines,
  productionLines,
  storeRooms,
} from "../schema/index";

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

interface OptionSeed {
  name: string;
  unit?: string;
  kind: 1 | 2 | 3;
  values?: string[];
  card?: boolean;
  category?: boolean;
  rpm?: boolean;
}

const CATEGORIES = [
  ["Rotating equipment", "Motors, compressors and other machines with a shaft"],
  ["Power transmission", "Gearboxes, couplings and belt drives"],
  ["Fluid handling", "Pumps and their seals"],
  ["Air handling", "Fans and blowers"],
  ["Material handling", "Conveyors, elevators and feeders"],
] as const;

const TYPES: { name: string; category: string; options: OptionSeed[] }[] = [
  {
    name: "Electric motor",
    category: "Rotating equipment",
    options: [
      { name: "Category", kind: 1, values: ["Drive", "Auxiliary"], category: true },
      { name: "Power", unit: "kW", kind: 2, card: true },
      { name: "Poles", kind: 1, values: ["2", "4", "6", "8"], card: true },
      { name: "Frame", kind: 3, card: true },
      { name: "Mounting", kind: 1, values: ["Foot", "Flange", "Foot and flange"] },
      { name: "Rated speed", unit: "RPM", kind: 1, values: ["3550", "1780", "1185", "885"], rpm: true },
    ],
  },
  {
    name: "Centrifugal pump",
    category: "Fluid handling",
    options: [
      { name: "Category", kind: 1, values: ["Process", "Utility"], category: true },
      { name: "Flow", unit: "m³/h", kind: 2, card: true },
      { name: "Head", unit: "m", kind: 2, card: true },
      { name: "Impeller vanes", kind: 2 },
      { name: "Seal", kind: 1, values: ["Mechanical seal", "Packing"] },
    ],
  },
  {
    name: "Fan",
    category: "Air handling",
    options: [
      { name: "Blades", kind: 2, card: true },
      { name: "Drive", kind: 1, values: ["Direct drive", "Belt drive"], card: true },
    ],
  },
  {
    name: "Gearbox",
    category: "Power transmission",
    options: [
      { name: "Ratio", kind: 2, card: true },
      { name: "Stages", kind: 1, values: ["1", "2", "3"], card: true },
    ],
  },
  {
    name: "Belt conveyor",
    category: "Material handling",
    options: [
      { name: "Belt width", unit: "mm", kind: 2, card: true },
      { name: "Length", unit: "m", kind: 2 },
    ],
  },
  {
    name: "Air compressor",
    category: "Rotating equipment",
    options: [
      { name: "Technology", kind: 1, values: ["Rotary screw", "Reciprocating", "Centrifugal"], card: true },
      { name: "Free air delivery", unit: "m³/min", kind: 2, card: true },
    ],
  },
];

const BRANDS = [
  ["WEG", "https://www.weg.net"],
  ["Baldor-Reliance", "https://www.baldor.com"],
  ["Siemens", "https://www.siemens.com"],
  ["Goulds Pumps", "https://www.gouldspumps.com"],
  ["Grundfos", "https://www.grundfos.com"],
  ["Flender", "https://www.flender.com"],
  ["SEW-Eurodrive", "https://www.sew-eurodrive.com"],
  ["Greenheck", "https://www.greenheck.com"],
  ["Dodge", "https://www.dodgeindustrial.com"],
  ["Atlas Copco", "https://www.atlascopco.com"],
  ["SKF", "https://www.skf.com"],
] as const;

/** [designation, balls, ball Ø mm, pitch Ø mm, contact angle °, bore, outer Ø, width] */
const BEARINGS: [string, number, number, number, number, number, number, number][] = [
  ["6205-2RS", 9, 7.94, 39.04, 0, 25, 52, 15],
  ["6206-2Z", 9, 9.53, 46.0, 0, 30, 62, 16],
  ["6207-2Z", 9, 11.11, 53.5, 0, 35, 72, 17],
  ["6208-2Z", 9, 12.7, 60.0, 0, 40, 80, 18],
  ["6309-2Z", 8, 17.46, 72.5, 0, 45, 100, 25],
  ["6310-2Z", 8, 19.05, 80.0, 0, 50, 110, 27],
  ["6312-2Z", 8, 22.23, 95.0, 0, 60, 130, 31],
  ["7310 BECBP", 11, 19.05, 80.0, 40, 50, 110, 27],
];

/** [brand, type, name, part number, rated RPM, DE bearing, NDE bearing] */
const MODELS: [string, string, string, string, number | null, string | null, string | null][] = [
  ["WEG", "Electric motor", "W22 15 kW 4-pole", "01518ET3E254T-W22", 1780, "6309-2Z", "6207-2Z"],
  ["WEG", "Electric motor", "W22 37 kW 4-pole", "05018ET3E324TS-W22", 1780, "6312-2Z", "6310-2Z"],
  ["Baldor-Reliance", "Electric motor", "EM3615T Super-E 7.5 kW", "EM3615T", 1770, "6206-2Z", "6205-2RS"],
  ["Siemens", "Electric motor", "SIMOTICS GP 1LE1 5.5 kW", "1LE1003-1CB23-4AA4", 1760, "6208-2Z", "6206-2Z"],
  ["Goulds Pumps", "Centrifugal pump", "3196 MTX 3x4-13", "3196MTX-3X4-13", null, "7310 BECBP", "6310-2Z"],
  ["Grundfos", "Centrifugal pump", "NK 65-200", "NK65-200/219", null, "6309-2Z", "6309-2Z"],
  ["Flender", "Gearbox", "FLENDER H2SH 4", "H2SH4-A-12.5", null, null, null],
  ["SEW-Eurodrive", "Gearbox", "R97 helical gear unit", "R97DRN160M4", null, null, null],
  ["Greenheck", "Fan", "SWB-220 utility fan", "SWB-220-50", 1450, "6207-2Z", "6207-2Z"],
  ["Dodge", "Belt conveyor", "Quantis conveyor drive", "QHM-BELT-900", null, null, null],
  ["Atlas Copco", "Air compressor", "GA 37 VSD+", "GA37VSD+-125", 3600, null, null],
];

const FAULTS: [string, string, string][] = [
  ["Unbalance", "High 1× running speed, radial, in phase", "Balance the rotor in place"],
  ["Misalignment", "High 2× running speed, axial, 180° phase across the coupling", "Laser-align the shafts"],
  [
    "Mechanical looseness",
    "Many harmonics of running speed, often with half-orders",
    "Check foot bolts and soft foot",
  ],
  ["Bearing outer race defect", "Envelope peaks at BPFO and its harmonics", "Plan a bearing replacement"],
  ["Bearing inner race defect", "Envelope peaks at BPFI with 1× sidebands", "Plan a bearing replacement"],
  [
    "Gear mesh wear",
    "Gear mesh frequency with running-speed sidebands",
    "Inspect tooth contact and lubrication",
  ],
  ["Cavitation", "Broadband high-frequency noise on a pump", "Check suction pressure and NPSH margin"],
  ["Belt wear", "Belt frequency and its harmonics", "Tension or replace the belts"],
];

const APPLICATIONS = [
  ["Conveying", "Moving product between process steps"],
  ["Cooling water", "Circulating water to the cooling tower"],
  ["Dust collection", "Extracting dust from the milling floor"],
  ["Compressed air", "Plant air for pneumatics and blowing"],
  ["Milling", "Grinding grain on roller mills"],
] as const;

export interface SharedLibraryIds {
  types: Map<string, number>;
  brands: Map<string, number>;
  models: Map<string, number>;
  bearings: Map<string, number>;
  applications: Map<string, number>;
  optionValues: Map<string, number>;
  options: Map<string, number>;
}

async function idOf(rows: Promise<{ id: number }[]>): Promise<number | undefined> {
  return (await rows)[0]?.id;
}

/** Seeds the shared library once (lookups by name first; nothing existing is changed). */
export async function seedSharedLibrary(tx: Tx): Promise<SharedLibraryIds> {
  const ids: SharedLibraryIds = {
    types: new Map(),
    brands: new Map(),
    models: new Map(),
    bearings: new Map(),
    applications: new Map(),
    optionValues: new Map(),
    options: new Map(),
  };
  const categoryIds = new Map<string, number>();
  for (const [name, description] of CATEGORIES) {
    const id =
      (await idOf(
        tx
          .select({ id: equipmentTypeCategories.id })
          .from(equipmentTypeCategories)
          .where(and(isNull(equipmentTypeCategories.company_id), eq(equipmentTypeCategories.name, name))),
      )) ?? (await tx.insert(equipmentTypeCategories).values({ name, description }).returning())[0]!.id;
    categoryIds.set(name, id);
  }
  for (const type of TYPES) {
    let typeId = await idOf(
      tx
        .select({ id: equipmentTypes.id })
        .from(equipmentTypes)
        .where(and(isNull(equipmentTypes.company_id), eq(equipmentTypes.name, type.name))),
    );
    const fresh = typeId === undefined;
    typeId ??= (
      await tx
        .insert(equipmentTypes)
        .values({ name: type.name, category_id: categoryIds.get(type.category)! })
        .returning()
    )[0]!.id;
    ids.types.set(type.name, typeId);
    for (const [position, option] of type.options.entries()) {
      let optionId = await idOf(
        tx
          .select({ id: equipmentTypeOptions.id })
          .from(equipmentTypeOptions)
          .where(
            and(
              eq(equipmentTypeOptions.equipment_type_id, typeId),
              eq(equipmentTypeOptions.name, option.name),
            ),
          ),
      );
      if (optionId === undefined && fresh) {
        optionId = (
          await tx
            .insert(equipmentTypeOptions)
            .values({
              equipment_type_id: typeId,
              name: option.name,
              unit: option.unit ?? null,
              value_kind: option.kind,
              is_card: option.card ?? false,
              is_category: option.category ?? false,
              is_rpm: option.rpm ?? false,
              position,
            })
            .returning()
        )[0]!.id;
        for (const [p, value] of (option.values ?? []).entries()) {
          await tx.insert(equipmentTypeOptionValues).values({ option_id: optionId, value, position: p });
        }
      }
      if (optionId === undefined) continue;
      ids.options.set(`${type.name}/${option.name}`, optionId);
      const values = await tx
        .select({ id: equipmentTypeOptionValues.id, value: equipmentTypeOptionValues.value })
        .from(equipmentTypeOptionValues)
        .where(eq(equipmentTypeOptionValues.option_id, optionId));
      for (const v of values) ids.optionValues.set(`${type.name}/${option.name}/${v.value}`, v.id);
    }
  }
  for (const [name, website] of BRANDS) {
    const id =
      (await idOf(
        tx
          .select({ id: brands.id })
          .from(brands)
          .where(and(isNull(brands.company_id), eq(brands.name, name))),
      )) ?? (await tx.insert(brands).values({ name, website }).returning())[0]!.id;
    ids.brands.set(name, id);
  }
  const skf = ids.brands.get("SKF")!;
  for (const [designation, ball_count, ball, pitch, angle, bore, od, width] of BEARINGS) {
    const id =
      (await idOf(
        tx
          .select({ id: bearings.id })
          .from(bearings)
          .where(and(isNull(bearings.company_id), eq(bearings.designation, designation))),
      )) ??
      (
        await tx
          .insert(bearings)
          .values({
            brand_id: skf,
            designation,
            ball_count,
            ball_diameter_mm: ball,
            pitch_diameter_mm: pitch,
            contact_angle_deg: angle,
            bore_mm: bore,
            outer_diameter_mm: od,
            width_mm: width,
            notes: "Nominal geometry",
          })
          .returning()
      )[0]!.id;
    ids.bearings.set(designation, id);
  }
  for (const [brand, type, name, part_number, rated_rpm, de, nde] of MODELS) {
    const brand_id = ids.brands.get(brand)!;
    const id =
      (await idOf(
        tx
          .select({ id: brandModels.id })
          .from(brandModels)
          .where(and(eq(brandModels.brand_id, brand_id), eq(brandModels.part_number, part_number))),
      )) ??
      (
        await tx
          .insert(brandModels)
          .values({
            brand_id,
            equipment_type_id: ids.types.get(type)!,
            name,
            part_number,
            rated_rpm,
            de_bearing_id: de ? ids.bearings.get(de)! : null,
            nde_bearing_id: nde ? ids.bearings.get(nde)! : null,
          })
          .returning()
      )[0]!.id;
    ids.models.set(name, id);
  }
  for (const [name, description, recommendation] of FAULTS) {
    const found = await idOf(
      tx
        .select({ id: faults.id })
        .from(faults)
        .where(and(isNull(faults.company_id), eq(faults.name, name))),
    );
    if (found === undefined) await tx.insert(faults).values({ name, description, recommendation });
  }
  for (const [name, description] of APPLICATIONS) {
    const id =
      (await idOf(
        tx
          .select({ id: applications.id })
          .from(applications)
          .where(and(isNull(applications.company_id), eq(applications.name, name))),
      )) ?? (await tx.insert(applications).values({ name, description }).returning())[0]!.id;
    ids.applications.set(name, id);
  }
  return ids;
}

/** An item: [name, type, model, extra option values "Option=Value"] */
type ItemSeed = [string, string, string, ...string[]];
interface AssetSeed {
  name: string;
  application?: string;
  items: ItemSeed[];
}
interface MachineSeed {
  name: string;
  assets: AssetSeed[];
}
interface LineSeed {
  name: string;
  kind: 1 | 2;
  line_speed_rpm?: number;
  machines: MachineSeed[];
}

const motor15: ItemSeed = [
  "Drive motor",
  "Electric motor",
  "W22 15 kW 4-pole",
  "Power=15",
  "Poles=4",
  "Frame=254T",
];
const motor37: ItemSeed = [
  "Drive motor",
  "Electric motor",
  "W22 37 kW 4-pole",
  "Power=37",
  "Poles=4",
  "Frame=324TS",
];
const motor7: ItemSeed = [
  "Motor",
  "Electric motor",
  "EM3615T Super-E 7.5 kW",
  "Power=7.5",
  "Poles=4",
  "Frame=213T",
];
const motor5: ItemSeed = ["Motor", "Electric motor", "SIMOTICS GP 1LE1 5.5 kW", "Power=5.5", "Poles=4"];

const HIERARCHY: LineSeed[] = [
  {
    name: "Milling Line A",
    kind: 1,
    machines: [
      {
        name: "Roller Mill RM-1",
        assets: [
          {
            name: "Main drive",
            application: "Milling",
            items: [motor37, ["Gearbox", "Gearbox", "FLENDER H2SH 4", "Ratio=12.5", "Stages=2"]],
          },
          { name: "Feed roll", application: "Milling", items: [motor5] },
        ],
      },
      {
        name: "Roller Mill RM-2",
        assets: [
          {
            name: "Main drive",
            application: "Milling",
            items: [motor37, ["Gearbox", "Gearbox", "FLENDER H2SH 4", "Ratio=12.5", "Stages=2"]],
          },
          { name: "Feed roll", application: "Milling", items: [motor5] },
        ],
      },
      {
        name: "Plansifter PS-1",
        assets: [
          { name: "Sifter drive", items: [motor15] },
          {
            name: "Aspiration fan",
            application: "Dust collection",
            items: [motor7, ["Fan", "Fan", "SWB-220 utility fan", "Blades=10", "Drive=Belt drive"]],
          },
        ],
      },
    ],
  },
  {
    name: "Packing Line",
    kind: 1,
    line_speed_rpm: 60,
    machines: [
      {
        name: "Bagger BG-1",
        assets: [
          {
            name: "Infeed conveyor",
            application: "Conveying",
            items: [
              motor5,
              ["Conveyor", "Belt conveyor", "Quantis conveyor drive", "Belt width=900", "Length=14"],
              ["Reducer", "Gearbox", "R97 helical gear unit", "Ratio=28.3", "Stages=3"],
            ],
          },
          { name: "Filling auger", items: [motor7] },
        ],
      },
      {
        name: "Palletizer PL-1",
        assets: [
          {
            name: "Layer conveyor",
            application: "Conveying",
            items: [
              motor5,
              ["Conveyor", "Belt conveyor", "Quantis conveyor drive", "Belt width=900", "Length=8"],
            ],
          },
          {
            name: "Hoist",
            items: [motor15, ["Hoist gearbox", "Gearbox", "R97 helical gear unit", "Ratio=40", "Stages=3"]],
          },
        ],
      },
    ],
  },
  {
    name: "Pelleting Line",
    kind: 1,
    machines: [
      {
        name: "Pellet Mill PM-1",
        assets: [
          {
            name: "Main drive",
            items: [motor37, ["Gearbox", "Gearbox", "FLENDER H2SH 4", "Ratio=8", "Stages=2"]],
          },
          { name: "Conditioner", items: [motor15] },
        ],
      },
      {
        name: "Cooler CL-1",
        assets: [
          {
            name: "Cooler fan",
            application: "Dust collection",
            items: [motor15, ["Fan", "Fan", "SWB-220 utility fan", "Blades=12", "Drive=Direct drive"]],
          },
          {
            name: "Discharge conveyor",
            application: "Conveying",
            items: [
              motor5,
              ["Conveyor", "Belt conveyor", "Quantis conveyor drive", "Belt width=600", "Length=10"],
            ],
          },
        ],
      },
    ],
  },
  {
    name: "Compressed Air",
    kind: 2,
    machines: [
      {
        name: "Compressor House",
        assets: [
          {
            name: "Compressor C-1",
            application: "Compressed air",
            items: [
              [
                "Compressor",
                "Air compressor",
                "GA 37 VSD+",
                "Technology=Rotary screw",
                "Free air delivery=6.5",
              ],
            ],
          },
          {
            name: "Compressor C-2",
            application: "Compressed air",
            items: [
              [
                "Compressor",
                "Air compressor",
                "GA 37 VSD+",
                "Technology=Rotary screw",
                "Free air delivery=6.5",
              ],
            ],
          },
        ],
      },
    ],
  },
  {
    name: "Cooling Water",
    kind: 2,
    machines: [
      {
        name: "Cooling Tower CT-1",
        assets: [
          {
            name: "Circulation pump P-1",
            application: "Cooling water",
            items: [
              motor15,
              [
                "Pump",
                "Centrifugal pump",
                "3196 MTX 3x4-13",
                "Flow=120",
                "Head=35",
                "Impeller vanes=6",
                "Seal=Mechanical seal",
              ],
            ],
          },
          {
            name: "Circulation pump P-2",
            application: "Cooling water",
            items: [
              motor15,
              [
                "Pump",
                "Centrifugal pump",
                "NK 65-200",
                "Flow=90",
                "Head=40",
                "Impeller vanes=5",
                "Seal=Mechanical seal",
              ],
            ],
          },
          {
            name: "Tower fan",
            application: "Cooling water",
            items: [motor37, ["Fan", "Fan", "SWB-220 utility fan", "Blades=6", "Drive=Belt drive"]],
          },
        ],
      },
    ],
  },
];

/** The second demo tenant's small hierarchy: isolation is visible on every asset screen. */
export const SECOND_TENANT_HIERARCHY: LineSeed[] = [
  {
    name: "Bakery Line 1",
    kind: 1,
    machines: [
      {
        name: "Spiral Mixer MX-1",
        assets: [
          {
            name: "Mixer drive",
            items: [motor15, ["Gearbox", "Gearbox", "R97 helical gear unit", "Ratio=20", "Stages=3"]],
          },
        ],
      },
    ],
  },
];

/**
 * The demo plant's hierarchy, once: skipped when the plant already has a production line, so a user's
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
  const [existing] = await tx
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(productionLines)
    .where(eq(productionLines.plant_id, plantId));
  if ((existing?.n ?? 0) > 0) return;
  const place = { company_id: companyId, plant_id: plantId };
  const models = await tx
    .select({
      id: brandModels.id,
      name: brandModels.name,
      brand_id: brandModels.brand_id,
      de: brandModels.de_bearing_id,
    })
    .from(brandModels);
  const modelByName = new Map(models.map((m) => [m.name, m]));
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
        for (const [itemIndex, [name, type, modelName, ...options]] of asset.items.entries()) {
          const model = modelByName.get(modelName)!;
          tag += 1;
          const isMotor = type === "Electric motor";
          const [item] = await tx
            .insert(equipmentItems)
            .values({
              ...place,
              asset_id: assetRow!.id,
              name: `${name} ${isMotor ? "M" : "E"}-${tag}`,
              serial_number: `SN${(730000 + tag * 37).toString()}`,
              equipment_type_id: library.types.get(type)!,
              brand_id: model.brand_id,
              brand_model_id: model.id,
              bearing_id: model.de,
              sensor_location: isMotor ? "Drive end, horizontal" : null,
              loc_on_machine: `${machine.name}, ${asset.name.toLowerCase()}`,
              position: itemIndex,
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
      }
    }
  }
  if (!withStoreRoom) return;
  // A store room with one spare motor, so the store-room screens have something real to show.
  const [room] = await tx
    .insert(storeRooms)
    .values({
      ...place,
      name: "Main stores",
      location: "Building 2, bay 4",
      description: "Spare motors and gearboxes",
    })
    .returning();
  const spare = modelByName.get("W22 15 kW 4-pole")!;
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
