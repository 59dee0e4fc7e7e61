import { useQuery } from "@tanstack/react-query";
import { nameOptions, type SelectOption } from "@/components/ui/select-box";
import { useTRPC } from "@/lib/trpc";

/** The companies a provider's form chooses among (the first hundred, by name), loaded once `enabled`. */
export function useCompanyOptions(enabled: boolean): SelectOption[] {
  const trpc = useTRPC();
  const companies = useQuery({
    ...trpc.companies.list.queryOptions({ page: 1, max: 100, orderByColumn: "name" }),
    enabled,
  });
  return nameOptions(companies.data?.data);
}
