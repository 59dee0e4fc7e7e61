import { useSyncExternalStore } from "react";

/** Below Tailwind's `md` breakpoint (768 px): phones, where the sidebar becomes a drawer. */
export const NARROW_QUERY = "(max-width: 767px)";

/** True while the window is narrower than `md`. */
export function useNarrow(): boolean {
  return useSyncExternalStore(
    (changed) => {
      const query = window.matchMedia(NARROW_QUERY);
      query.addEventListener?.("change", changed);
      return () => query.removeEventListener?.("change", changed);
    },
    () => window.matchMedia(NARROW_QUERY).matches,
    () => false,
  );
}
