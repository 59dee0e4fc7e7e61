import {
  hasPermission,
  LANGUAGE_CODE_LIST,
  LANGUAGE_NATIVE_NAMES,
  type LanguageCode,
  languageCode,
  languageId,
  NOTIFICATION_CHANNELS,
  type NotificationChannel,
  notificationTypeLabel,
} from "@plantwise/shared";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { BuildingIcon, LanguagesIcon } from "lucide-react";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "wouter";
import { SETTINGS_TABS } from "@/app/tabs";
import { useAuthUser } from "@/auth/auth-context";
import { PageHeader } from "@/components/page/page-header";
import { PageTabs } from "@/components/page/page-tabs";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent } from "@/components/ui/card";
import { SelectBox } from "@/components/ui/select-box";
import { Skeleton } from "@/components/ui/skeleton";
import { useTRPC } from "@/lib/trpc";
import { cn } from "@/lib/utils";
import { useSelectedPlant } from "@/state/plant-store";
import { TemplateEditor, type TemplateEntry } from "./template-editor";
import { sampleValues } from "./template-samples";

/**
 * The type, channel and language shown, from the URL (`?type=3&channel=real_time&language=es`) so a
 * link reproduces it; the language defaults to the interface's.
 */
function selection(
  params: URLSearchParams,
  interfaceLanguage: LanguageCode,
): { type: number; channel: NotificationChannel; language: LanguageCode } {
  const type = Number(params.get("type"));
  return {
    type: Number.isInteger(type) && type > 0 ? type : 1,
    channel: NOTIFICATION_CHANNELS.find((c) => c === params.get("channel")) ?? "email",
    language: LANGUAGE_CODE_LIST.find((l) => l === params.get("language")) ?? interfaceLanguage,
  };
}

/**
 * /settings/notification-templates: every notification type with its e-mail and real-time text,
 * customised ones marked; the selected one opens in the editor. Templates belong to a company:
 * customers edit their own, provider staff pick the company (the selected plant's by default). Each
 * language has its own text: a reader receives the company's text of their language, else the
 * built-in one of their language, so the page edits one language at a time (the interface's first).
 */
export function NotificationTemplatesPage() {
  const { t, i18n } = useTranslation();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const user = useAuthUser();
  const [params, setParams] = useSearchParams();
  const selected = selection(params, languageCode(i18n.language));
  const plant = useSelectedPlant(user);
  const staff = user.company_id === null;
  const [pickedCompany, setPickedCompany] = useState<number | null>(null);
  const companyId = staff ? (pickedCompany ?? plant?.company_id ?? null) : user.company_id;
  const companies = useQuery({
    ...trpc.companies.list.queryOptions({ page: 1, max: 100, orderByColumn: "name" }),
    enabled: staff && hasPermission(user, "view_companies"),
  });
  const input = {
    ...(staff ? { company_id: companyId ?? 0 } : {}),
    language: languageId(selected.language),
  };
  const templates = useQuery({
    ...trpc.notifications.templates.queryOptions(input),
    enabled: companyId !== null,
  });
  const canEdit = hasPermission(user, "edit_settings");

  const companyOptions = useMemo(() => {
    const options = (companies.data?.data ?? []).map((c) => ({ value: String(c.id), label: c.name }));
    if (companyId !== null && !options.some((o) => o.value === String(companyId))) {
      options.unshift({ value: String(companyId), label: `#${companyId}` });
    }
    return options;
  }, [companies.data, companyId]);
  const companyName = staff
    ? (companyOptions.find((o) => o.value === String(companyId))?.label ?? "")
    : (user.company?.name ?? "");
  const samples = useMemo(
    () =>
      sampleValues({
        userName: user.full_name,
        companyName,
        origin: window.location.origin,
        language: selected.language,
      }),
    [user.full_name, companyName, selected.language],
  );

  const entries = templates.data ?? [];
  const types = useMemo(() => groupByType(entries), [entries]);
  const entry = entries.find((e) => e.type === selected.type && e.channel === selected.channel) ?? entries[0];
  const typeLabel = (e: Pick<TemplateEntry, "type" | "label">) =>
    notificationTypeLabel(e.type, languageCode(i18n.language)) || e.label;

  /** The server's answer replaces the entry in the cached list (no second round trip). */
  const replaceEntry = (next: TemplateEntry) =>
    queryClient.setQueryData(trpc.notifications.templates.queryKey(input), (old) =>
      old?.map((e) => (e.type === next.type && e.channel === next.channel ? next : e)),
    );

  /** Keeps the type and channel, switches the language of the text. */
  const chooseLanguage = (language: string) =>
    setParams({ type: String(selected.type), channel: selected.channel, language }, { replace: true });
  const languagePicker = (
    <SelectBox
      value={selected.language}
      options={LANGUAGE_CODE_LIST.map((code) => ({ value: code, label: LANGUAGE_NATIVE_NAMES[code] }))}
      onChange={chooseLanguage}
      size="sm"
      className="w-40"
      aria-label={t("notificationsArea.templates.language")}
      leading={<LanguagesIcon className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />}
    />
  );

  const companyPicker = staff ? (
    <SelectBox
      value={companyId !== null ? String(companyId) : undefined}
      options={companyOptions}
      onChange={(v) => setPickedCompany(Number(v))}
      size="sm"
      className="w-56"
      aria-label={t("notificationsArea.templates.company")}
      leading={<BuildingIcon className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />}
      placeholder={t("notificationsArea.templates.company")}
    />
  ) : undefined;

  return (
    <div className="flex flex-col gap-4">
      <PageTabs tabs={SETTINGS_TABS} />
      <PageHeader
        title={t("notificationsArea.templates.title")}
        subtitle={t("notificationsArea.templates.subtitle")}
        actions={
          <div className="flex flex-wrap items-center gap-2">
            {companyPicker}
            {languagePicker}
          </div>
        }
      />
      {companyId === null ? (
        <Alert variant="info">
          <BuildingIcon aria-hidden="true" />
          <AlertDescription>{t("notificationsArea.templates.selectCompany")}</AlertDescription>
        </Alert>
      ) : templates.isError ? (
        <Alert variant="destructive">
          <AlertDescription>{t("notificationsArea.templates.loadError")}</AlertDescription>
        </Alert>
      ) : !entry ? (
        <div className="grid gap-4 lg:grid-cols-[16rem_minmax(0,1fr)]" data-testid="templates-loading">
          <Skeleton className="h-96" />
          <Skeleton className="h-96" />
        </div>
      ) : (
        <div className="grid items-start gap-4 lg:grid-cols-[16rem_minmax(0,1fr)]">
          <Card>
            <CardContent className="p-2">
              <nav aria-label={t("notificationsArea.templates.typesLabel")}>
                <ul className="flex flex-col">
                  {types.map(({ type, label, channels }) => (
                    <li key={type} className="flex flex-col gap-1 rounded-md px-2 py-1.5">
                      <span className="text-sm font-medium">{typeLabel({ type, label })}</span>
                      <div className="flex flex-wrap gap-1">
                        {channels.map((e) => {
                          const current = e === entry;
                          return (
                            <button
                              key={e.channel}
                              type="button"
                              aria-current={current ? "true" : undefined}
                              aria-label={[
                                typeLabel({ type, label }),
                                t(`notificationsArea.templates.channels.${e.channel}`),
                                e.customised ? t("notificationsArea.templates.customised") : null,
                              ]
                                .filter(Boolean)
                                .join(", ")}
                              onClick={() =>
                                setParams(
                                  { type: String(e.type), channel: e.channel, language: selected.language },
                                  { replace: true },
                                )
                              }
                              className={cn(
                                "inline-flex items-center gap-1 rounded-md border px-2 py-0.5 text-xs outline-none focus-visible:ring-2 focus-visible:ring-ring",
                                current ? "border-primary bg-primary/10 font-medium" : "hover:bg-accent",
                              )}
                            >
                              {t(`notificationsArea.templates.channels.${e.channel}`)}
                              {e.customised ? (
                                <Badge variant="secondary" className="px-1 py-0 text-[10px]">
                                  {t("notificationsArea.templates.customised")}
                                </Badge>
                              ) : null}
                            </button>
                          );
                        })}
                      </div>
                    </li>
                  ))}
                </ul>
              </nav>
            </CardContent>
          </Card>
          <TemplateEditor
            // A new entry (another selection, a save, a reset) starts the form from its text.
            key={`${companyId}:${entry.type}:${entry.channel}:${entry.language}:${entry.updated_at ?? "default"}`}
            entry={entry}
            typeLabel={typeLabel(entry)}
            companyId={staff ? companyId : undefined}
            canEdit={canEdit}
            samples={samples}
            onChanged={replaceEntry}
          />
        </div>
      )}
    </div>
  );
}

interface TypeGroup {
  type: number;
  key: string;
  label: string;
  channels: TemplateEntry[];
}

/** The API lists type × channel; the list shows each type once with its channels. */
function groupByType(entries: readonly TemplateEntry[]): TypeGroup[] {
  const groups = new Map<number, TypeGroup>();
  for (const e of entries) {
    const group = groups.get(e.type) ?? { type: e.type, key: e.key, label: e.label, channels: [] };
    group.channels.push(e);
    groups.set(e.type, group);
  }
  return [...groups.values()];
}
