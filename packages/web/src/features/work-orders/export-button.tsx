/** "Export to Excel": the file is mailed (the toast says so in the user's language) and offered for download. */
import { useQueryClient } from "@tanstack/react-query";
import { FileSpreadsheetIcon } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { PendingButton } from "@/components/ui/pending-button";
import { notifyError, notifyErrorText } from "@/lib/notify";
import { useTRPC } from "@/lib/trpc";
import { downloadFile } from "./authed-files";

export function ExportButton({ input }: { input: Record<string, string | number | boolean> }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  const run = async () => {
    setPending(true);
    try {
      const { page: _page, max: _max, ...filters } = input;
      const result = await queryClient.fetchQuery({
        ...trpc.maintenance.statistics.exportExcel.queryOptions(filters as never),
        staleTime: 0,
      });
      toast.success(t("workOrders.exportSent"), {
        description: result.file_name,
        duration: 15_000,
        action: {
          label: t("workOrders.download"),
          onClick: () =>
            void downloadFile(result.download_url, result.file_name).catch((e: Error) =>
              notifyErrorText(e.message),
            ),
        },
      });
    } catch (error) {
      notifyError(error);
    } finally {
      setPending(false);
    }
  };
  return (
    <PendingButton
      variant="outline"
      size="sm"
      pending={pending}
      data-testid="export-excel"
      icon={<FileSpreadsheetIcon aria-hidden="true" />}
      onClick={() => void run()}
    >
      {pending ? t("workOrders.exporting") : t("workOrders.export")}
    </PendingButton>
  );
}
