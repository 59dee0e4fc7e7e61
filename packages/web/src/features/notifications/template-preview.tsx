import type { RouterOutputs } from "@plantwise/api/router";
import { fillTemplate, templatePlaceholders } from "@plantwise/shared";
import { useTranslation } from "react-i18next";
import type { SampleValues } from "./template-samples";

/** One notification type × channel with its effective template, as the server lists it. */
export type TemplateEntry = RouterOutputs["notifications"]["templates"][number];

/** `{{name}}`, as a template writes it (JSX text, so i18next never interpolates it). */
export const placeholderToken = (name: string) => `{{${name}}}`;

/**
 * The text as a recipient would read it, with sample values. Placeholders the type does not offer
 * are named here as they are typed; the server refuses them on save (and says so on the field).
 */
export function TemplatePreview({
  entry,
  subject,
  body,
  samples,
}: {
  entry: TemplateEntry;
  subject: string;
  body: string;
  samples: SampleValues;
}) {
  const { t } = useTranslation();
  const allowed = new Set(entry.placeholders);
  const unknown = [...new Set([...templatePlaceholders(subject), ...templatePlaceholders(body)])].filter(
    (name) => !allowed.has(name),
  );
  return (
    <section
      aria-label={t("notificationsArea.templates.preview")}
      className="flex flex-col gap-2 rounded-md border bg-muted/40 p-3"
      data-testid="template-preview"
    >
      <header>
        <h3 className="text-sm font-medium">{t("notificationsArea.templates.preview")}</h3>
        <p className="text-xs text-muted-foreground">{t("notificationsArea.templates.previewHelp")}</p>
      </header>
      <p className="text-sm font-semibold" data-testid="preview-subject">
        {fillTemplate(subject, samples).replace(/\s+/g, " ").trim()}
      </p>
      <p className="text-sm whitespace-pre-wrap break-words" data-testid="preview-body">
        {fillTemplate(body, samples)}
      </p>
      {unknown.length > 0 ? (
        <p className="text-xs text-status-warning" data-testid="preview-unknown">
          {t("notificationsArea.templates.unknownInPreview", {
            names: unknown.map(placeholderToken).join(", "),
          })}
        </p>
      ) : null}
    </section>
  );
}
