import { LanguagesIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { type LanguageCode, setLanguage } from "@/i18n";

export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const current = i18n.language === "es" ? "es" : "en";
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="sm" aria-label={t("topbar.language")} data-testid="language-switch">
          <LanguagesIcon aria-hidden="true" className="hidden sm:block" />
          <span className="uppercase">{current}</span>
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>{t("topbar.language")}</DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuRadioGroup value={current} onValueChange={(value) => setLanguage(value as LanguageCode)}>
          <DropdownMenuRadioItem value="en">{t("topbar.english")}</DropdownMenuRadioItem>
          <DropdownMenuRadioItem value="es">{t("topbar.spanish")}</DropdownMenuRadioItem>
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
