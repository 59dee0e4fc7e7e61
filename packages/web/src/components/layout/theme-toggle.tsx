import { MoonIcon, SunIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { themeStore, useTheme } from "@/lib/theme";

/** The other theme: its name, its icon and the switch to it (the top bar's button, the user menu). */
export function useThemeSwitch() {
  const { t } = useTranslation();
  const theme = useTheme();
  return {
    label: theme === "dark" ? t("topbar.lightTheme") : t("topbar.darkTheme"),
    Icon: theme === "dark" ? SunIcon : MoonIcon,
    toggle: () => themeStore.set(theme === "dark" ? "light" : "dark"),
  };
}

export function ThemeToggle() {
  const { label, Icon, toggle } = useThemeSwitch();
  return (
    <Button variant="ghost" size="icon-sm" aria-label={label} title={label} onClick={toggle}>
      <Icon aria-hidden="true" />
    </Button>
  );
}
