import { CircleAlertIcon, CircleCheckIcon, TriangleAlertIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Badge } from "@/components/ui/badge";

/** Warning amber, alarm red; a cleared alarm is shown muted with a check (UI.md colours). */
export function SeverityBadge({ severity, open = true }: { severity: number; open?: boolean }) {
  const { t } = useTranslation();
  const alarm = severity === 2;
  const Icon = !open ? CircleCheckIcon : alarm ? CircleAlertIcon : TriangleAlertIcon;
  return (
    <Badge variant={!open ? "offline" : alarm ? "alarm" : "warning"} data-testid="severity">
      <Icon aria-hidden="true" />
      {t(`alarmsArea.severities.${alarm ? 2 : 1}`)}
    </Badge>
  );
}
