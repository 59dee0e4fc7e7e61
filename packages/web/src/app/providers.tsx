import type { AppRouter } from "@plantwise/api/router";
import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { TRPCClient } from "@trpc/client";
import type { i18n as I18n } from "i18next";
import type { ReactNode } from "react";
import { I18nextProvider } from "react-i18next";
import { AuthProvider } from "@/auth/auth-provider";
import { Toaster } from "@/components/ui/sonner";
import { TRPCProvider } from "@/lib/trpc";

interface ProvidersProps {
  queryClient: QueryClient;
  trpcClient: TRPCClient<AppRouter>;
  i18n: I18n;
  children: ReactNode;
}

export function Providers({ queryClient, trpcClient, i18n, children }: ProvidersProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
          <AuthProvider>{children}</AuthProvider>
          <Toaster />
        </TRPCProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
