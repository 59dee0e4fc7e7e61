import { ConstructionIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { PageHeader } from "@/components/page/page-header";
import { type PageTab, PageTabs } from "@/components/page/page-tabs";
import { Card, CardContent } from "@/components/ui/card";

interface ComingSoonProps {
  title: string;
  subtitle?: string | undefined;
  tabs?: readonly PageTab[] | undefined;
}

/** An honest placeholder for a screen not built yet: no fake data, no fake numbers. */
export function ComingSoon({ title, subtitle, tabs }: ComingSoonProps) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-4" data-testid="coming-soon">
      <PageHeader title={title} subtitle={subtitle} />
      {tabs ? <PageTabs tabs={tabs} /> : null}
      <Card>
        <CardContent className="flex items-center gap-3 p-6 text-muted-foreground">
          <ConstructionIcon className="size-5 shrink-0" aria-hidden="true" />
          <p>{t("pages.comingSoon")}</p>
        </CardContent>
      </Card>
    </div>
  );
}
