import {
  ControllerType,
  FFT_HZ_LIMITS,
  PowerType,
  RPM_SOURCES,
  SENSOR_DATA_SETS,
  SENSOR_FAMILIES,
} from "@plantwise/shared";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import type { SelectOption } from "@/components/ui/select-box";
import { CONTROLLER_TYPE_KEYS } from "@/features/controllers/controller-options";
import { useTRPC } from "@/lib/trpc";
import { NONE } from "./sensor-form-schema";
import type { ControllerRow, SensorRow } from "./sensor-types";

/** The first 100 of a plant's records by name, as a list procedure answers them. */
const byName = (plantId: number | undefined) => ({
  plant_id: plantId,
  page: 1,
  max: 100,
  orderByColumn: "name" as const,
});

/**
 * The sensor form's option lists: the fixed ones in the user's language, and the plant's items,
 * controllers and other sensors (a sensor is not its own parent).
 */
export function useSensorFormOptions(plantId: number | undefined, sensorId: number | null) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const enabled = plantId !== undefined;
  const items = useQuery({ ...trpc.equipments.list.queryOptions(byName(plantId)), enabled });
  const controllers = useQuery({ ...trpc.controllers.list.queryOptions(byName(plantId)), enabled });
  const siblings = useQuery({ ...trpc.sensors.list.queryOptions(byName(plantId)), enabled });
  const none = (label: string): SelectOption => ({ value: NONE, label });
  return {
    families: SENSOR_FAMILIES.map((f) => ({ value: f, label: f })),
    types: Object.values(ControllerType).map((v) => ({
      value: String(v),
      label: t(`controllers.types.${CONTROLLER_TYPE_KEYS[v]}`),
    })),
    dataSets: SENSOR_DATA_SETS.map((d) => ({ value: String(d), label: String(d) })),
    power: Object.entries(PowerType).map(([key, v]) => ({
      value: String(v),
      label: t(`sensors.powerTypes.${key.toLowerCase()}`),
    })),
    rpmSources: [
      none(t("sensors.none")),
      ...RPM_SOURCES.map((s, i) => ({ value: String(i + 1), label: t(`sensors.rpmSources.${s}`) })),
    ],
    fmax: FFT_HZ_LIMITS.map((hz) => ({ value: String(hz), label: `${hz} Hz` })),
    items: [
      none(t("sensors.notAttached")),
      ...((items.data as { data?: { id: number; name: string }[] } | undefined)?.data ?? []).map((i) => ({
        value: String(i.id),
        label: i.name,
      })),
    ],
    controllers: [
      none(t("sensors.none")),
      ...((controllers.data as { data?: ControllerRow[] } | undefined)?.data ?? []).map((c) => ({
        value: String(c.id),
        label: `${c.name} (${c.serial_number})`,
      })),
    ],
    parents: [
      none(t("sensors.none")),
      ...((siblings.data as { data?: SensorRow[] } | undefined)?.data ?? [])
        .filter((s) => s.id !== sensorId)
        .map((s) => ({ value: String(s.id), label: `${s.name} (${s.serial_number})` })),
    ],
  };
}

export type SensorFormOptions = ReturnType<typeof useSensorFormOptions>;

/** A saved value not in a loaded list (another plant's, a list past 100) still shows. */
export function withSaved(
  list: SelectOption[],
  value: number | null | undefined,
  label?: string | null,
): SelectOption[] {
  return value && !list.some((o) => o.value === String(value))
    ? [...list, { value: String(value), label: label ?? `#${value}` }]
    : list;
}
