import { useSyncExternalStore } from "react";

const PHONE = "(max-width: 639px)";

/** True on phone-sized screens, where lists become cards and the calendar shows a week. */
export function usePhone(): boolean {
  return useSyncExternalStore(
    (changed) => {
      const query = window.matchMedia(PHONE);
      query.addEventListener?.("change", changed);
      return () => query.removeEventListener?.("change", changed);
    },
    () => window.matchMedia(PHONE).matches,
    () => false,
  );
}
