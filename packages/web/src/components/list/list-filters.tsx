import { XIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import type { ListFilter } from "./list-types";

interface ListFiltersProps {
  filters: readonly ListFilter[];
  values: Record<string, string>;
  onChange: (values: Record<string, string>) => void;
}

/** Pickers for filters not in use, and the active ones as removable chips (UI.md). */
export function ListFilters({ filters, values, onChange }: ListFiltersProps) {
  const { t } = useTranslation();
  const active = filters.filter((filter) => values[filter.id] !== undefined && values[filter.id] !== "");
  const inactive = filters.filter((filter) => !active.includes(filter));
  const remove = (id: string) => {
    const { [id]: _removed, ...rest } = values;
    onChange(rest);
  };
  return (
    <div className="flex flex-wrap items-center gap-2">
      {inactive.map((filter) => (
        <Select
          key={filter.id}
          value=""
          onValueChange={(value) => onChange({ ...values, [filter.id]: value })}
        >
          <SelectTrigger size="sm" className="w-auto min-w-32 border-dashed" aria-label={filter.label}>
            <SelectValue placeholder={filter.label} />
          </SelectTrigger>
          <SelectContent>
            {filter.options.map((option) => (
              <SelectItem key={option.value} value={option.value}>
                {option.label}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      ))}
      {active.length > 0 ? (
        <ul className="flex flex-wrap items-center gap-1.5" aria-label={t("list.filters")}>
          {active.map((filter) => {
            const value = values[filter.id] ?? "";
            const label = filter.options.find((option) => option.value === value)?.label ?? value;
            return (
              <li
                key={filter.id}
                data-testid={`filter-chip-${filter.id}`}
                className="inline-flex h-7 items-center gap-1 rounded-full border bg-secondary pr-1 pl-3 text-xs"
              >
                <span className="text-muted-foreground">{filter.label}:</span>
                <span className="font-medium">{label}</span>
                <button
                  type="button"
                  onClick={() => remove(filter.id)}
                  className="ml-0.5 rounded-full p-0.5 outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring"
                  aria-label={t("list.removeFilter", { label: `${filter.label}: ${label}` })}
                >
                  <XIcon className="size-3.5" />
                </button>
              </li>
            );
          })}
          {active.length > 1 ? (
            <li>
              <Button variant="ghost" size="sm" className="h-7 text-xs" onClick={() => onChange({})}>
                {t("list.clearFilters")}
              </Button>
            </li>
          ) : null}
        </ul>
      ) : null}
    </div>
  );
}
