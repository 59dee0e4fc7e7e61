import { MoonIcon, SunIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { themeStore, useTheme } from "@/lib/theme";

export function ThemeToggle() {
  const { t } = useTranslation();
  const theme = useTheme();
  const label = theme === "dark" ? t("topbar.lightTheme") : t("topbar.darkTheme");
  return (
    <Button
      variant="ghost"
      size="icon-sm"
      aria-label={label}
      title={label}
      onClick={() => themeStore.set(theme === "dark" ? "light" : "dark")}
    >
      {theme === "dark" ? <SunIcon aria-hidden="true" /> : <MoonIcon aria-hidden="true" />}
    </Button>
  );
}
