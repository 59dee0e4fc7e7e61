import { type ReactNode, useEffect } from "react";
import { useTranslation } from "react-i18next";

interface PageHeaderProps {
  title: string;
  subtitle?: string | undefined;
  /** The primary action, on the right (UI.md); below the title on phones. */
  actions?: ReactNode;
}

/**
 * A page's title row. Long titles wrap rather than being cut; the actions sit on the right while
 * there is room and wrap under the title (and onto more lines) when there is not, so they stay on
 * screen at any width. `data-page-actions` marks them for the layout checks (e2e/responsive).
 */
export function PageHeader({ title, subtitle, actions }: PageHeaderProps) {
  const { t } = useTranslation();
  const appName = t("common.appName");
  // The browser tab and history say which screen this is.
  useEffect(() => {
    document.title = `${title} · ${appName}`;
  }, [title, appName]);
  return (
    <div className="flex flex-wrap items-end justify-between gap-x-3 gap-y-2">
      <div className="min-w-0 max-w-full">
        <h1 className="text-xl font-semibold tracking-tight [overflow-wrap:anywhere]">{title}</h1>
        {subtitle ? <p className="mt-0.5 text-sm text-muted-foreground">{subtitle}</p> : null}
      </div>
      {actions ? (
        <div data-page-actions="" className="flex min-w-0 max-w-full flex-wrap items-center gap-2">
          {actions}
        </div>
      ) : null}
    </div>
  );
}
