import { Toaster as Sonner, type ToasterProps } from "sonner";
import { useTheme } from "@/lib/theme";

/** Toasts in the corner; sonner renders them in an aria-live region (UI.md). */
export function Toaster(props: ToasterProps) {
  const theme = useTheme();
  return (
    <Sonner
      theme={theme}
      position="bottom-right"
      richColors
      closeButton
      className="toaster group"
      toastOptions={{ classNames: { toast: "text-sm" } }}
      {...props}
    />
  );
}
