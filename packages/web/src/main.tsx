// Before any module that builds a zod schema (see the module).
import "@/lib/zod-jitless";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { navigate } from "wouter/use-browser-location";
import { App } from "@/app/app";
import { Providers } from "@/app/providers";
import { createSessionQueryClient } from "@/app/session-client";
import { i18n } from "@/i18n";
import { createApiClient } from "@/lib/trpc";
import "./styles.css";

document.documentElement.lang = i18n.language;

const queryClient = createSessionQueryClient({
  currentPath: () => window.location.pathname + window.location.search,
  navigate,
});
const trpcClient = createApiClient();

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");
createRoot(root).render(
  <StrictMode>
    <Providers queryClient={queryClient} trpcClient={trpcClient} i18n={i18n}>
      <App />
    </Providers>
  </StrictMode>,
);
