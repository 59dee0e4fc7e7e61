/**
 * Seeds the shared starter library (library.data.ts) in every mode, demo or not, so a new deployment
 * starts with a usable library. Rows are found by name among the shared rows first; nothing existing
 * is changed, so a provider's edits to the library survive a restart.
 */
import { and, eq, isNull } from "drizzle-orm";
import type { Tx } from "../../client";
import {
  applications,
  bearings,
  brandModels,
  brands,
  equipmentTypeCategories,
  equipmentTypeOptions,
  equipmentTypeOptionValues,
  equipmentTypes,
  faults,
  spectralBands,
} from "../../schema/index";
import { findOrCreate, idOf } from "../lookup";
import { TYPE_BANDS } from "./bands.data";
import {
  APPLICATIONS,
  BEARINGS,
  BRANDS,
  CATEGORIES,
  FAULTS,
  MODELS,
  type OptionSeed,
  TYPES,
} from "./library.data";

/** The ids of the shared library rows by name, for the demo hierarchy to point at. */
export interface SharedLibraryIds {
  types: Map<string, number>;
  brands: Map<string, number>;
  models: Map<string, number>;
  bearings: Map<string, number>;
  applications: Map<string, number>;
  /** Keyed "type/option/value". */
  optionValues: Map<string, number>;
  /** Keyed "type/option". */
  options: Map<string, number>;
}

/** Library tables whose shared rows are told apart by name. */
type NamedLibraryTable = typeof applications | typeof brands | typeof equipmentTypeCategories | typeof faults;

/** The shared (company_id null) row of that name, created with `values` when missing. */
function sharedByName<T extends NamedLibraryTable>(
  tx: Tx,
  table: T,
  values: T["$inferInsert"] & { name: string },
): Promise<number> {
  const t = table as NamedLibraryTable;
  return findOrCreate(
    () =>
      tx
        .select({ id: t.id })
        .from(t)
        .where(and(isNull(t.company_id), eq(t.name, values.name))),
    () => tx.insert(t).values(values).returning({ id: t.id }),
  );
}

/** Seeds the shared library once and answers the ids of its rows. */
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
    categoryIds.set(name, await sharedByName(tx, equipmentTypeCategories, { name, description }));
  }
  for (const type of TYPES) await seedItemType(tx, type, categoryIds.get(type.category)!, ids);
  for (const [name, website] of BRANDS)
    ids.brands.set(name, await sharedByName(tx, brands, { name, website }));
  const skf = ids.brands.get("SKF")!;
  for (const [designation, ball_count, ball, pitch, angle, bore, od, width] of BEARINGS) {
    const id = await findOrCreate(
      () =>
        tx
          .select({ id: bearings.id })
          .from(bearings)
          .where(and(isNull(bearings.company_id), eq(bearings.designation, designation))),
      () =>
        tx
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
          .returning({ id: bearings.id }),
    );
    ids.bearings.set(designation, id);
  }
  for (const [brand, type, name, part_number, rated_rpm, de, nde] of MODELS) {
    const brand_id = ids.brands.get(brand)!;
    const id = await findOrCreate(
      () =>
        tx
          .select({ id: brandModels.id })
          .from(brandModels)
          .where(and(eq(brandModels.brand_id, brand_id), eq(brandModels.part_number, part_number))),
      () =>
        tx
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
          .returning({ id: brandModels.id }),
    );
    ids.models.set(name, id);
  }
  for (const [name, description, recommendation] of FAULTS) {
    await sharedByName(tx, faults, { name, description, recommendation });
  }
  for (const [name, description] of APPLICATIONS) {
    ids.applications.set(name, await sharedByName(tx, applications, { name, description }));
  }
  return ids;
}

/**
 * One item type with its options and their values. Options are added only with a type created now:
 * a type that already exists keeps the options its users gave it.
 */
async function seedItemType(
  tx: Tx,
  type: { name: string; options: OptionSeed[] },
  categoryId: number,
  ids: SharedLibraryIds,
): Promise<void> {
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
      .values({ name: type.name, category_id: categoryId })
      .returning({ id: equipmentTypes.id })
  )[0]!.id;
  ids.types.set(type.name, typeId);
  if (fresh) {
    const bands = TYPE_BANDS[type.name] ?? [];
    if (bands.length > 0)
      await tx.insert(spectralBands).values(bands.map((band) => ({ ...band, equipment_type_id: typeId })));
  }
  for (const [position, option] of type.options.entries()) {
    let optionId = await idOf(
      tx
        .select({ id: equipmentTypeOptions.id })
        .from(equipmentTypeOptions)
        .where(
          and(eq(equipmentTypeOptions.equipment_type_id, typeId), eq(equipmentTypeOptions.name, option.name)),
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
          .returning({ id: equipmentTypeOptions.id })
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
