import { useTranslation } from "react-i18next";
import { RecordPage } from "@/components/page/record-page";

/** A new record that belongs to a plant, opened with no plant selected: says to pick one first. */
export function SelectPlantFirst({
  title,
  backHref,
  backLabel,
}: {
  title: string;
  backHref: string;
  backLabel: string;
}) {
  const { t } = useTranslation();
  return (
    <RecordPage title={title} backHref={backHref} backLabel={backLabel}>
      <p className="text-sm text-muted-foreground">{t("messages.selectPlantFirst")}</p>
    </RecordPage>
  );
}
