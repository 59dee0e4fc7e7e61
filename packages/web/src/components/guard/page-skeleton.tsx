import { useTranslation } from "react-i18next";
import { Skeleton } from "@/components/ui/skeleton";

/** The shape of a page while the user or the page data is on its way. */
export function PageSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-4" aria-busy="true">
      <span className="sr-only">{t("common.loading")}</span>
      <Skeleton className="h-7 w-56" />
      <Skeleton className="h-9 w-full max-w-md" />
      <div className="flex flex-col gap-2">
        {[0, 1, 2, 3, 4, 5].map((row) => (
          <Skeleton key={row} className="h-8 w-full" />
        ))}
      </div>
    </div>
  );
}
