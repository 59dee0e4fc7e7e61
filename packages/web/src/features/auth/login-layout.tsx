import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { LanguageSwitch } from "@/components/layout/language-switch";
import { ThemeToggle } from "@/components/layout/theme-toggle";

/** The login wrapper: brand, a card for the form, language choice (spec part 1 §2.1). */
export function LoginLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-dvh flex-col bg-muted/40">
      <header className="flex items-center justify-end gap-1 p-3">
        <LanguageSwitch />
        <ThemeToggle />
      </header>
      <main className="flex flex-1 items-start justify-center px-4 pt-[8vh] pb-12">
        <div className="flex w-full max-w-sm flex-col gap-6">
          <div className="flex flex-col items-center gap-2 text-center">
            <span
              aria-hidden="true"
              className="flex size-10 items-center justify-center rounded-lg bg-primary text-lg font-bold text-primary-foreground"
            >
              P
            </span>
            <div>
              <p className="text-lg font-semibold tracking-tight">{t("common.appName")}</p>
              <p className="text-sm text-muted-foreground">{t("common.tagline")}</p>
            </div>
          </div>
          {children}
        </div>
      </main>
    </div>
  );
}
