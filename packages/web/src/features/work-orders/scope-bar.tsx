/** The status tabs, the date shortcuts and the from/to range above a work order list. */
import { WORK_ORDER_LIST_SHORTCUTS } from "@plantwise/shared";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { cn } from "@/lib/utils";
import { type ListScope, STATUS_TABS, type StatusTab } from "./list-scope";

export function StatusTabs({ value, onChange }: { value: StatusTab; onChange: (tab: StatusTab) => void }) {
  const { t } = useTranslation();
  return (
    <div
      role="tablist"
      aria-label={t("workOrders.statusTabs")}
      className="-mx-1 flex gap-1 overflow-x-auto px-1 pb-1"
    >
      {STATUS_TABS.map((tab) => (
        <button
          key={tab}
          type="button"
          role="tab"
          aria-selected={value === tab}
          onClick={() => onChange(tab)}
          className={cn(
            "h-9 shrink-0 rounded-full border px-3 text-sm font-medium outline-none transition-colors focus-visible:ring-2 focus-visible:ring-ring",
            value === tab
              ? tab === "overdue"
                ? "border-status-alarm bg-status-alarm/10 text-status-alarm"
                : "border-primary bg-primary text-primary-foreground"
              : "text-muted-foreground hover:text-foreground",
          )}
        >
          {t(`workOrders.tabs.${tab}`)}
        </button>
      ))}
    </div>
  );
}

/** Shortcuts today / this week / this month, and a from–to range; none of them: the last 7 days. */
export function DateWindow({
  scope,
  onChange,
}: {
  scope: ListScope;
  onChange: (patch: Partial<ListScope>) => void;
}) {
  const { t } = useTranslation();
  const fromId = useId();
  const toId = useId();
  const ranged = scope.from !== "" || scope.to !== "";
  const defaultWindow = !ranged && scope.shortcut === null;
  return (
    <div className="flex flex-wrap items-end gap-2" data-testid="date-window">
      <fieldset className="inline-flex flex-wrap gap-1">
        <legend className="sr-only">{t("workOrders.range")}</legend>
        <Button
          size="sm"
          variant={defaultWindow ? "secondary" : "ghost"}
          aria-pressed={defaultWindow}
          onClick={() => onChange({ shortcut: null, from: "", to: "" })}
        >
          {t("workOrders.lastDays")}
        </Button>
        {WORK_ORDER_LIST_SHORTCUTS.map((s) => (
          <Button
            key={s}
            size="sm"
            variant={!ranged && scope.shortcut === s ? "secondary" : "ghost"}
            aria-pressed={!ranged && scope.shortcut === s}
            onClick={() => onChange({ shortcut: s, from: "", to: "" })}
          >
            {t(`workOrders.shortcuts.${s}`)}
          </Button>
        ))}
      </fieldset>
      <div className="flex flex-col gap-0.5 text-xs text-muted-foreground">
        <label htmlFor={fromId}>{t("workOrders.from")}</label>
        <Input
          id={fromId}
          type="date"
          className="h-8 w-36"
          value={scope.from}
          max={scope.to || undefined}
          onChange={(e) => onChange({ from: e.target.value })}
        />
      </div>
      <div className="flex flex-col gap-0.5 text-xs text-muted-foreground">
        <label htmlFor={toId}>{t("workOrders.to")}</label>
        <Input
          id={toId}
          type="date"
          className="h-8 w-36"
          value={scope.to}
          min={scope.from || undefined}
          onChange={(e) => onChange({ to: e.target.value })}
        />
      </div>
    </div>
  );
}
