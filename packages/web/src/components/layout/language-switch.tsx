import { LANGUAGE_NATIVE_NAMES } from "@plantwise/shared";
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
import { LANGUAGES, type LanguageCode, setLanguage } from "@/i18n";

/**
 * The top bar's language menu. Each language is named in its own words ("English", "Español"), so
 * a reader who landed in the wrong one finds theirs whatever the current language is.
 */
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
        <LanguageMenuItems />
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/**
 * "Language" over a choice of each language in its own words: the language menu's content, and a
 * part of the user menu on phones, where the top bar has no room for its own switch.
 */
export function LanguageMenuItems() {
  const { t, i18n } = useTranslation();
  const current = i18n.language === "es" ? "es" : "en";
  return (
    <>
      <DropdownMenuLabel>{t("topbar.language")}</DropdownMenuLabel>
      <DropdownMenuSeparator />
      <DropdownMenuRadioGroup
        value={current}
        onValueChange={(value) => setLanguage(value as LanguageCode)}
        aria-label={t("topbar.language")}
      >
        {LANGUAGES.map((code) => (
          <DropdownMenuRadioItem key={code} value={code} lang={code}>
            {LANGUAGE_NATIVE_NAMES[code]}
          </DropdownMenuRadioItem>
        ))}
      </DropdownMenuRadioGroup>
    </>
  );
}
