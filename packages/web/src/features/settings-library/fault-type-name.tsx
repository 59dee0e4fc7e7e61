import { hasPermission } from "@plantwise/shared";
import { useTranslation } from "react-i18next";
import { useAuthUser } from "@/auth/auth-context";
import { type Option, useTypeOptions } from "@/features/library/library-options";

/** The fault list has the type's id only: its name comes from the first page of item types. */
export function typeName(types: readonly Option[], id: number | null): string | null {
  if (id === null) return null;
  return types.find((o) => o.value === String(id))?.label ?? `#${id}`;
}

/** The item types a fault may be limited to, when the user may see item types. */
export function useFaultTypeOptions() {
  const user = useAuthUser();
  return useTypeOptions(hasPermission(user, "view_equipment_types"));
}

/**
 * A fault's item type by name. Its own component (the type list is a shared cached query), so the
 * table's columns do not change, and its rows are not rebuilt, when the types arrive.
 */
export function TypeName({ id }: { id: number | null }) {
  const { t } = useTranslation();
  const name = typeName(useFaultTypeOptions(), id);
  return name === null ? (
    <span className="text-muted-foreground">{t("settingsLibrary.faults.anyType")}</span>
  ) : (
    name
  );
}
