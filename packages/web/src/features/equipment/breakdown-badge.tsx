import { WrenchIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Badge } from "@/components/ui/badge";

/** An item reported broken down, in the alarm colour with a wrench and the word. */
export function BreakdownBadge() {
  const { t } = useTranslation();
  return (
    <Badge variant="alarm">
      <WrenchIcon className="size-3" aria-hidden="true" />
      {t("equipment.breakdown")}
    </Badge>
  );
}
