import { useTranslation } from "react-i18next";
import { Badge } from "@/components/ui/badge";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { useNumberFormat } from "./number-format";
import { type ItemType, listOptions, PARAMETERS, type Rule, UNITS } from "./vibration-rules-schema";

/** Rules shown, not edited: shared types for customers, or users who may not edit item types. */
export function RulesTable({ type, rules }: { type: ItemType; rules: readonly Rule[] }) {
  const { t } = useTranslation();
  const num = useNumberFormat(3);
  const labels = new Map(
    listOptions(type).flatMap((o) => o.values.map((v) => [v.id, `${o.name}: ${v.value}`] as const)),
  );
  if (rules.length === 0) {
    return <p className="text-sm text-muted-foreground">{t("settingsLibrary.rules.emptyReadOnly")}</p>;
  }
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>{t("settingsLibrary.rules.name")}</TableHead>
          <TableHead>{t("settingsLibrary.rules.fault")}</TableHead>
          <TableHead>{t("settingsLibrary.rules.parameter")}</TableHead>
          <TableHead className="text-right" title={t("settingsLibrary.rules.orderHelp")}>
            {t("settingsLibrary.rules.order")}
          </TableHead>
          <TableHead className="text-right">{t("settingsLibrary.rules.threshold")}</TableHead>
          <TableHead>{t("settingsLibrary.rules.active")}</TableHead>
          <TableHead>{t("settingsLibrary.rules.crossover")}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rules.map((rule) => (
          <TableRow key={rule.id}>
            <TableCell className="font-medium">{rule.name}</TableCell>
            <TableCell>{rule.fault_name ?? "—"}</TableCell>
            <TableCell>
              {(PARAMETERS as readonly string[]).includes(rule.parameter)
                ? t(`settingsLibrary.rules.${rule.parameter}`)
                : rule.parameter}
            </TableCell>
            <TableCell className="text-right tabular-nums">
              {rule.order_multiple === null
                ? t("settingsLibrary.rules.overall")
                : `${num(rule.order_multiple)}×`}
            </TableCell>
            <TableCell className="text-right tabular-nums">
              {num(rule.threshold)} {UNITS[rule.parameter] ?? ""}
            </TableCell>
            <TableCell>
              {rule.is_active ? (
                <Badge variant="outline">{t("settingsLibrary.rules.active")}</Badge>
              ) : (
                <Badge variant="secondary">{t("settingsLibrary.rules.inactive")}</Badge>
              )}
            </TableCell>
            <TableCell className="text-xs text-muted-foreground">
              {rule.option_value_ids.length === 0
                ? t("settingsLibrary.rules.crossoverNone")
                : rule.option_value_ids.map((id) => labels.get(id) ?? `#${id}`).join(", ")}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
