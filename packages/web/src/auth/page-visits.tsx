import { useMutation } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { useLocation } from "wouter";
import { useTRPC } from "@/lib/trpc";
import { useAuth } from "./auth-context";

const TITLE_DELAY_MS = 200;

/**
 * Spec part 1 §7: `POST /analytics/page-visits`, one per route change while signed in (with the
 * second factor settled). It is sent
 * quietly: a failure never shows the user anything. Each visit carries how long the previous page
 * was open.
 */
export function PageVisitTracker() {
  const trpc = useTRPC();
  const { state } = useAuth();
  const [path] = useLocation();
  // A user whose required second factor is not set up yet may only reach the profile: not counted.
  const signedIn = state.status === "signed_in" && !state.user.mfa_required;
  const { mutate } = useMutation({
    ...trpc.analytics.pageVisit.mutationOptions(),
    meta: { handlesErrors: true },
    retry: false,
  });
  const last = useRef<{ path: string; at: number } | null>(null);
  // Visits still waiting for their title; dropped if the whole tracker goes away (sign-out, tests).
  const pending = useRef(new Set<ReturnType<typeof setTimeout>>());
  useEffect(() => {
    const timers = pending.current;
    return () => {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    };
  }, []);

  useEffect(() => {
    if (!signedIn || path.startsWith("/login")) {
      last.current = null;
      return;
    }
    if (last.current?.path === path) return;
    const now = Date.now();
    const previous = last.current;
    last.current = { path, at: now };
    // The page sets its title as it renders; read it once it has.
    const timer = setTimeout(() => {
      pending.current.delete(timer);
      const title = document.title || undefined;
      mutate(
        { path, ...(title ? { title } : {}), ...(previous ? { duration_ms: now - previous.at } : {}) },
        { onError: () => {} },
      );
    }, TITLE_DELAY_MS);
    pending.current.add(timer);
  }, [signedIn, path, mutate]);
  return null;
}
