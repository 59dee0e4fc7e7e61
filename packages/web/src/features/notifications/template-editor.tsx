import { LANGUAGE_NATIVE_NAMES, languageCode, saveTemplateInput } from "@plantwise/shared";
import { useMutation } from "@tanstack/react-query";
import { LockIcon, RotateCcwIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { EntityForm } from "@/components/form/entity-form";
import { ConfirmAction } from "@/components/record/confirm-action";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent } from "@/components/ui/card";
import { ToolButton } from "@/components/ui/tool-button";
import { useTRPC } from "@/lib/trpc";
import { TemplateFields } from "./template-fields";
import { type TemplateEntry, TemplatePreview } from "./template-preview";

export type { TemplateEntry };

import type { SampleValues } from "./template-samples";

/** The API's own subject and body rules, so most mistakes are caught before a round trip. */
const templateSchema = saveTemplateInput.pick({ subject: true, body: true });

interface TemplateEditorProps {
  entry: TemplateEntry;
  typeLabel: string;
  /** Provider staff name the company on every call; customers send none (their own is used). */
  companyId: number | undefined;
  canEdit: boolean;
  samples: SampleValues;
  /** The server's answer after a save or a reset: the entry as it now is. */
  onChanged: (entry: TemplateEntry) => void;
}

/**
 * One type+channel's subject and body: placeholder chips insert at the cursor, the preview fills
 * the text with sample values as it is typed, save reports the server's 422 on the field it names
 * (an unknown placeholder), and a customised template can be reset to the built-in text of its
 * language.
 */
export function TemplateEditor({
  entry,
  typeLabel,
  companyId,
  canEdit,
  samples,
  onChanged,
}: TemplateEditorProps) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const save = useMutation(
    trpc.notifications.saveTemplate.mutationOptions({ meta: { handlesErrors: true } }),
  );
  const reset = useMutation(trpc.notifications.resetTemplate.mutationOptions());
  const channelLabel = t(`notificationsArea.templates.channels.${entry.channel}`);
  // The language travels with every call: a save or a reset touches that language's text only.
  const key = { company_id: companyId, type: entry.type, channel: entry.channel, language: entry.language };

  return (
    <Card>
      <CardContent className="flex flex-col gap-4 p-4">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <h2 className="text-base font-semibold">{typeLabel}</h2>
            <p className="flex items-center gap-2 text-sm text-muted-foreground">
              {channelLabel} · {LANGUAGE_NATIVE_NAMES[languageCode(entry.language)]}
              <Badge variant={entry.customised ? "default" : "outline"}>
                {entry.customised
                  ? t("notificationsArea.templates.customised")
                  : t("notificationsArea.templates.default")}
              </Badge>
            </p>
          </div>
          {canEdit && entry.customised ? (
            <ConfirmAction
              title={t("notificationsArea.templates.resetTitle", { type: typeLabel, channel: channelLabel })}
              description={t("notificationsArea.templates.resetDescription")}
              confirmLabel={t("notificationsArea.templates.reset")}
              pendingLabel={t("notificationsArea.templates.resetting")}
              successMessage={t("notificationsArea.templates.resetDone")}
              onConfirm={async () => onChanged(await reset.mutateAsync(key))}
              trigger={<ToolButton icon={RotateCcwIcon}>{t("notificationsArea.templates.reset")}</ToolButton>}
            />
          ) : null}
        </div>
        {canEdit ? (
          <EntityForm
            schema={templateSchema}
            // Saving always updates an existing type+channel, so the form says "saved", not
            // "created"; the id it passes back is ignored (the key is type and channel).
            id={entry.type}
            itemLabel={t("notificationsArea.templates.item")}
            defaultValues={{ subject: entry.subject, body: entry.body }}
            onSubmit={({ subject, body }) => save.mutateAsync({ ...key, subject, body })}
            onSaved={(result) => onChanged(result as TemplateEntry)}
          >
            <TemplateFields entry={entry} samples={samples} />
          </EntityForm>
        ) : (
          <>
            <Alert data-testid="templates-read-only">
              <LockIcon aria-hidden="true" />
              <AlertDescription>{t("notificationsArea.templates.readOnly")}</AlertDescription>
            </Alert>
            <TemplatePreview entry={entry} subject={entry.subject} body={entry.body} samples={samples} />
          </>
        )}
      </CardContent>
    </Card>
  );
}
