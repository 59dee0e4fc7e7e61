import { LayoutGridIcon, ListIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { cn } from "@/lib/utils";
import type { ViewModeValue } from "./list-types";

export function ListViewToggle({
  value,
  onChange,
}: {
  value: ViewModeValue;
  onChange: (mode: ViewModeValue) => void;
}) {
  const { t } = useTranslation();
  const options: [ViewModeValue, string, typeof ListIcon][] = [
    [1, t("list.viewList"), ListIcon],
    [2, t("list.viewGrid"), LayoutGridIcon],
  ];
  return (
    <fieldset className="inline-flex rounded-md border p-0.5">
      <legend className="sr-only">{t("list.viewMode")}</legend>
      {options.map(([mode, label, Icon]) => (
        <button
          key={mode}
          type="button"
          aria-pressed={value === mode}
          aria-label={label}
          title={label}
          onClick={() => onChange(mode)}
          className={cn(
            "flex size-7 items-center justify-center rounded-sm outline-none transition-colors focus-visible:ring-2 focus-visible:ring-ring",
            value === mode ? "bg-secondary text-foreground" : "text-muted-foreground hover:text-foreground",
          )}
        >
          <Icon className="size-4" aria-hidden="true" />
        </button>
      ))}
    </fieldset>
  );
}
