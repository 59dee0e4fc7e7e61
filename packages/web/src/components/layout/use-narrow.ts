import { useSyncExternalStore } from "react";

/**
 * Below Tailwind's `lg` breakpoint (1024 px): phones and portrait tablets, where the sidebar is a
 * drawer over the content instead of a column beside it (UI.md: full layout from 1024 px up).
 */
export const NARROW_QUERY = "(max-width: 1023px)";

/** Below Tailwind's `sm` breakpoint (640 px): phones, where tables become stacked cards. */
export const PHONE_QUERY = "(max-width: 639px)";

/** True while the media query matches; follows the window as it resizes. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (changed) => {
      const list = window.matchMedia(query);
      list.addEventListener?.("change", changed);
      return () => list.removeEventListener?.("change", changed);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** True while the window is narrower than `lg`. */
export function useNarrow(): boolean {
  return useMediaQuery(NARROW_QUERY);
}

/** True while the window is narrower than `sm`. */
export function usePhoneWidth(): boolean {
  return useMediaQuery(PHONE_QUERY);
}
