import { hasPermission } from "@plantwise/shared";
import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useAuthUser } from "@/auth/auth-context";
import type { FieldSpec } from "@/components/form/form-fields";
import type { ListFilter, ListQueryOptions } from "@/components/list/list-types";
import { useTRPC } from "@/lib/trpc";

export interface Option {
  value: string;
  label: string;
}

/**
 * Pick lists for part-number filters and forms. The list calls answer at most 100 rows a page;
 * the first 100 by name are offered (a searchable picker is the next step when libraries grow).
 */
const PICK = { page: 1, max: 100, orderByColumn: "name", orderByMethod: "asc" } as const;

/** A list call's first page as options, one per row, named by `label`. */
function usePickOptions<TRow extends { id: number }>(
  options: ListQueryOptions<TRow>,
  label: (row: TRow) => string,
): Option[] {
  const query = useQuery(options);
  // `label` is a module-level function, so the options change only with the data.
  return useMemo(
    () => (query.data?.data ?? []).map((row) => ({ value: String(row.id), label: label(row) })),
    [query.data, label],
  );
}

const byName = (row: { name: string }) => row.name;
const bearingLabel = (b: { designation: string; brand_name: string | null }) =>
  b.brand_name ? `${b.designation} (${b.brand_name})` : b.designation;

export function useBrandOptions(): Option[] {
  const trpc = useTRPC();
  return usePickOptions(trpc.library.brands.list.queryOptions(PICK), byName);
}

export function useTypeOptions(enabled = true): Option[] {
  const trpc = useTRPC();
  return usePickOptions({ ...trpc.library.types.list.queryOptions(PICK), enabled }, byName);
}

/** Item type categories; the form and the type list's filter share the cached query. */
export function useCategoryOptions(enabled = true): Option[] {
  const trpc = useTRPC();
  return usePickOptions({ ...trpc.library.categories.list.queryOptions(PICK), enabled }, byName);
}

export function useBearingOptions(enabled = true): Option[] {
  const trpc = useTRPC();
  const options = trpc.library.bearings.list.queryOptions({ ...PICK, orderByColumn: "designation" });
  return usePickOptions({ ...options, enabled, retry: false }, bearingLabel);
}

/** A list's filter by these options, or none while there are none to choose from. */
export function filterIfAny(id: string, label: string, options: readonly Option[]): ListFilter[] {
  return options.length > 0 ? [{ id, label, options }] : [];
}

/** The filters of lists tied to part numbers: by brand and, for who may see item types, by type. */
export function useBrandTypeFilters(): ListFilter[] {
  const { t } = useTranslation();
  const user = useAuthUser();
  const brands = useBrandOptions();
  const types = useTypeOptions(hasPermission(user, "view_equipment_types"));
  return useMemo(
    () => [
      { id: "brand_id", label: t("library.partNumbers.brand"), options: brands },
      ...filterIfAny("equipment_type_id", t("library.partNumbers.type"), types),
    ],
    [t, brands, types],
  );
}

/** Keeps a record's current choice selectable even when it is outside the first page of options. */
export function withCurrent(
  options: Option[],
  value: number | null | undefined,
  label?: string | null,
): Option[] {
  if (value == null || options.some((o) => o.value === String(value))) return options;
  return [...options, { value: String(value), label: label ?? `#${value}` }];
}

/** The value of "none" in the select of an optional reference. */
const NONE = "0";

/**
 * The select of an optional reference (a document's brand, a fault's item type): "none" first and
 * chosen as null, the other options as their ids.
 */
export function optionalRefField({
  none,
  options,
  ...select
}: {
  name: string;
  label: string;
  /** The label of "none". */
  none: string;
  options: readonly Option[];
  placeholder?: string;
}): FieldSpec {
  return {
    kind: "select",
    ...select,
    options: [{ value: NONE, label: none }, ...options],
    parse: (value) => (value === NONE ? null : Number(value)),
  };
}
