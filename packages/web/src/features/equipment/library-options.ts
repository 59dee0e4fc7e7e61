import type { AuthUser } from "@plantwise/api/router";
import { hasPermission } from "@plantwise/shared";
import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { useTRPC } from "@/lib/trpc";

export interface PickOption {
  value: string;
  label: string;
}

/** What an item type's option looks like to the form (kind: 1 list, 2 number, 3 text). */
export interface TypeOption {
  id: number;
  name: string;
  unit: string | null;
  value_kind: number;
  /** The option whose value is the item's running speed: a part number's rated RPM answers it. */
  is_rpm: boolean;
  values: { id: number; value: string }[];
}

/** A part number as the item form picks it: its brand, and what it says about the item. */
export interface ModelOption extends PickOption {
  brandId: number | null;
  typeId: number | null;
  ratedRpm: number | null;
}

export interface LibraryOptions {
  types: PickOption[];
  brands: PickOption[];
  /** Part numbers with their brand (the form filters them by the chosen brand), type and rated RPM. */
  models: ModelOption[];
  bearings: PickOption[];
  /** null: the API cannot list them yet (the form says so instead of offering nothing). */
  storeRooms: PickOption[] | null;
  /** The options of a type, or null when the API cannot list them yet. */
  typeOptions: (typeId: number | null) => TypeOption[] | null;
}

const ALL = { max: 100 } as const;

/**
 * The library rows the item form picks from, in one place; each source is asked for only when the
 * user may read it. Without the item-types permission the types fall back to those in use in the
 * plant (the equipment summary), with no options to edit; what the item already carries is always
 * offered so a save never drops it.
 */
export function useLibraryOptions(
  user: AuthUser,
  plantId: number,
  current?: {
    equipment_type_id: number | null;
    equipment_type_name: string | null;
    brand_model_id: number | null;
    brand_model_name: string | null;
    brand_id: number | null;
  },
): LibraryOptions {
  const trpc = useTRPC();
  const canTypes = hasPermission(user, "view_equipment_types");
  const types = useQuery({ ...trpc.library.types.list.queryOptions(ALL), enabled: canTypes });
  const summary = useQuery({
    ...trpc.equipments.dashboard.queryOptions({ plant_id: plantId }),
    enabled: !canTypes,
  });
  const brands = useQuery({
    ...trpc.library.brands.list.queryOptions(ALL),
    enabled: hasPermission(user, "view_brands"),
  });
  const models = useQuery({
    ...trpc.library.brandModels.list.queryOptions(ALL),
    enabled: hasPermission(user, "view_part_numbers"),
  });
  const bearings = useQuery({
    ...trpc.library.bearings.list.queryOptions(ALL),
    enabled: hasPermission(user, "view_library"),
  });
  const canRooms = hasPermission(user, "view_storerooms");
  const rooms = useQuery({
    ...trpc.library.storeRooms.list.queryOptions({ ...ALL, plant_id: plantId }),
    enabled: canRooms,
  });
  return useMemo(() => {
    const typeNames = new Map<string, string>();
    for (const ty of types.data?.data ?? []) typeNames.set(String(ty.id), ty.name);
    for (const ty of summary.data?.by_type ?? []) {
      if (ty.equipment_type_id != null)
        typeNames.set(String(ty.equipment_type_id), ty.equipment_type_name ?? "—");
    }
    if (current?.equipment_type_id != null && !typeNames.has(String(current.equipment_type_id))) {
      typeNames.set(String(current.equipment_type_id), current.equipment_type_name ?? "—");
    }
    const modelList: LibraryOptions["models"] = (models.data?.data ?? []).map((m) => ({
      value: String(m.id),
      label: m.part_number && m.part_number !== m.name ? `${m.name} (${m.part_number})` : m.name,
      brandId: m.brand_id,
      typeId: m.equipment_type_id,
      ratedRpm: m.rated_rpm,
    }));
    if (
      current?.brand_model_id != null &&
      !modelList.some((m) => m.value === String(current.brand_model_id))
    ) {
      modelList.push({
        value: String(current.brand_model_id),
        label: current.brand_model_name ?? "—",
        brandId: current.brand_id,
        typeId: null,
        ratedRpm: null,
      });
    }
    const typeRows = types.data?.data;
    return {
      types: [...typeNames].map(([value, label]) => ({ value, label })),
      brands: (brands.data?.data ?? []).map((b) => ({ value: String(b.id), label: b.name })),
      models: modelList,
      bearings: (bearings.data?.data ?? []).map((b) => ({ value: String(b.id), label: b.designation })),
      storeRooms: canRooms
        ? (rooms.data?.data ?? []).map((r) => ({ value: String(r.id), label: r.name }))
        : null,
      typeOptions: (typeId) => {
        if (typeId === null) return [];
        if (!typeRows) return null;
        const type = typeRows.find((ty) => ty.id === typeId);
        if (!type) return null;
        return type.options.map((o) => ({
          id: o.id,
          name: o.name,
          unit: o.unit,
          value_kind: o.value_kind,
          is_rpm: o.is_rpm,
          values: o.values.map((v) => ({ id: v.id, value: v.value })),
        }));
      },
    };
  }, [types.data, summary.data, brands.data, models.data, bearings.data, rooms.data, canRooms, current]);
}
