import { render } from "@testing-library/react";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { App } from "@/app/app";
import { Providers } from "@/app/providers";
import { createSessionQueryClient } from "@/app/session-client";
import { i18n } from "@/i18n";
import { type FakeHandlers, fakeTrpcClient } from "./fake-trpc";

/** The whole app at `path`, on an in-memory URL, answered by fake procedures. */
export function renderApp(path: string, handlers: FakeHandlers) {
  const location = memoryLocation({ path, record: true });
  const queryClient = createSessionQueryClient({
    currentPath: () => location.history.at(-1) ?? "/",
    navigate: (to, options) => location.navigate(to, options),
  });
  const result = render(
    <Router hook={location.hook} searchHook={location.searchHook}>
      <Providers queryClient={queryClient} trpcClient={fakeTrpcClient(handlers)} i18n={i18n}>
        <App />
      </Providers>
    </Router>,
  );
  const currentPath = () => location.history.at(-1) ?? "";
  return { ...result, location, queryClient, currentPath };
}
