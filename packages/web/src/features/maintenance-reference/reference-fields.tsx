/**
 * What the reference screens share: the plant filter of their lists, the plant field of their
 * forms (chosen once, then fixed), the "in use" note of a record that cannot be deleted, and how
 * their numbers read.
 */
import type { AuthUser } from "@plantwise/api/router";
import type { TFunction } from "i18next";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useAuthUser } from "@/auth/auth-context";
import type { FieldSpec } from "@/components/form/form-fields";
import type { ListFilter } from "@/components/list/list-types";
import { useSelectedPlant } from "@/state/plant-store";

const NO_FILTERS: readonly ListFilter[] = [];

/** A plant filter, for users with several plants (one plant needs none), then `extra` (kept stable). */
export function usePlantFilters(extra: readonly ListFilter[] = NO_FILTERS): ListFilter[] {
  const { t } = useTranslation();
  const user = useAuthUser();
  return useMemo(
    () => [
      ...(user.plants.length > 1
        ? [
            {
              id: "plant_id",
              label: t("maintenanceReference.plant"),
              options: user.plants.map((p) => ({ value: String(p.id), label: p.name })),
            },
          ]
        : []),
      ...extra,
    ],
    [t, user.plants, extra],
  );
}

/** The plant a new record goes into: the one picked in the top bar unless the user chooses another. */
export function useDefaultPlantId(): number | undefined {
  const user = useAuthUser();
  return useSelectedPlant(user)?.id;
}

/**
 * The form's plant: a select while creating, the record's plant (read-only) once it exists, since
 * a record never moves to another plant.
 */
export function plantFieldSpec(
  t: TFunction,
  user: AuthUser,
  record: { plant_name: string } | undefined,
): FieldSpec {
  if (record) {
    return {
      kind: "node",
      name: "plant_id",
      node: (
        <div className="flex flex-col gap-1.5">
          <span className="text-sm font-medium">{t("maintenanceReference.plant")}</span>
          <p className="flex h-9 items-center text-sm">{record.plant_name}</p>
          <p className="text-xs text-muted-foreground">{t("maintenanceReference.plantFixed")}</p>
        </div>
      ),
    };
  }
  return {
    kind: "select",
    name: "plant_id",
    label: t("maintenanceReference.plant"),
    options: user.plants.map((p) => ({ value: String(p.id), label: p.name })),
    parse: Number,
    required: true,
  };
}

/** Says why a record work orders use has no delete button. */
export function InUseNote({ count }: { count: number }) {
  const { t } = useTranslation();
  if (count === 0) return null;
  return (
    <p className="text-sm text-muted-foreground" data-testid="in-use-note">
      {t("maintenanceReference.inUse", { count })}
    </p>
  );
}

/** A count or amount in the reader's locale (at most `digits` decimals). */
export function formatAmount(value: number, language: string, digits = 3): string {
  return new Intl.NumberFormat(language, { maximumFractionDigits: digits }).format(value);
}

/** A unit cost in the reader's locale, with two decimals. */
export function formatCost(value: number, language: string): string {
  return new Intl.NumberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    value,
  );
}
