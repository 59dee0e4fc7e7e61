import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
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

export function useBrandOptions(): Option[] {
  const trpc = useTRPC();
  const query = useQuery(trpc.library.brands.list.queryOptions(PICK));
  return useMemo(
    () => (query.data?.data ?? []).map((b) => ({ value: String(b.id), label: b.name })),
    [query.data],
  );
}

export function useTypeOptions(enabled = true): Option[] {
  const trpc = useTRPC();
  const query = useQuery({ ...trpc.library.types.list.queryOptions(PICK), enabled });
  return useMemo(
    () => (query.data?.data ?? []).map((type) => ({ value: String(type.id), label: type.name })),
    [query.data],
  );
}

export function useBearingOptions(enabled = true): Option[] {
  const trpc = useTRPC();
  const query = useQuery({
    ...trpc.library.bearings.list.queryOptions({ ...PICK, orderByColumn: "designation" }),
    enabled,
    retry: false,
  });
  return useMemo(
    () =>
      (query.data?.data ?? []).map((b) => ({
        value: String(b.id),
        label: b.brand_name ? `${b.designation} (${b.brand_name})` : b.designation,
      })),
    [query.data],
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
