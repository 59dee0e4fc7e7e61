import type { AuthUser } from "@plantwise/api/router";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { I18nextProvider } from "react-i18next";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { AuthContext, type AuthContextValue } from "@/auth/auth-context";
import { createI18n } from "@/i18n";

interface RenderOptions {
  path?: string;
  user?: AuthUser | null;
}

/** Renders with English texts, a fresh query client, an in-memory URL and a fixed auth state. */
export function renderWithApp(ui: ReactNode, { path = "/", user = null }: RenderOptions = {}) {
  const location = memoryLocation({ path, record: true });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const auth: AuthContextValue = {
    state: user ? { status: "signed_in", user } : { status: "signed_out" },
    signIn: () => {},
    clear: () => {},
    refresh: async () => {},
  };
  const i18n = createI18n("en");
  const result = render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <AuthContext value={auth}>
          <Router hook={location.hook} searchHook={location.searchHook}>
            {ui}
          </Router>
        </AuthContext>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { ...result, location, queryClient, i18n };
}
