import { readStorage, STORAGE_KEYS, writeStorage } from "./storage";
import { createStore, useStore } from "./store";

export type Theme = "light" | "dark";

/** Light by default; dark for control rooms, remembered in this browser (UI.md). */
export const themeStore = createStore<Theme>(
  readStorage(STORAGE_KEYS.theme) === "dark" ? "dark" : "light",
  (theme) => {
    writeStorage(STORAGE_KEYS.theme, theme);
    document.documentElement.classList.toggle("dark", theme === "dark");
  },
);

export function useTheme(): Theme {
  return useStore(themeStore);
}
