import type { PublicGraphLinkRow } from "@plantwise/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { CopyIcon, LinkIcon, Share2Icon } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { LabelledSelect } from "@/components/ui/select-box";
import { ToolButton } from "@/components/ui/tool-button";
import {
  type ParameterAxis,
  ParameterAxisSelects,
  useParameterNames,
} from "@/features/signals/parameter-pickers";
import { notifyOnError, notifySuccess } from "@/lib/notify";
import { useTRPC } from "@/lib/trpc";

const DAY_MS = 24 * 3600_000;
/** "live" follows the last 24 hours; the others freeze the range when the link is made. */
const RANGES = ["live", "7", "30"] as const;
const EXPIRIES = ["never", "1", "7", "30", "90", "365"] as const;

/**
 * Sharing one chart of a saved sensor (sensors.createPublicGraphLink): the link names exactly the
 * parameter, axis and range chosen here; its token is shown once, right after it is made (the
 * server keeps only a hash). The sensor's links are listed with their state and can be revoked.
 */
export function PublicGraphLinksCard({ sensorId, canEdit }: { sensorId: number; canEdit: boolean }) {
  const { t, i18n } = useTranslation();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { parameterLabel } = useParameterNames();
  const [pick, setPick] = useState<ParameterAxis>({ parameter_type: 1, axis: 1 });
  const [range, setRange] = useState<(typeof RANGES)[number]>("live");
  const [expiry, setExpiry] = useState<(typeof EXPIRIES)[number]>("30");
  const [created, setCreated] = useState<string | null>(null);
  const links = useQuery({
    ...trpc.sensors.publicGraphLinks.queryOptions({ sensor_id: sensorId }),
    enabled: canEdit,
  });
  const create = useMutation(
    trpc.sensors.createPublicGraphLink.mutationOptions({ meta: { handlesErrors: true } }),
  );
  const revoke = useMutation(
    trpc.sensors.revokePublicGraphLink.mutationOptions({ meta: { handlesErrors: true } }),
  );
  const refresh = () =>
    queryClient.invalidateQueries({
      queryKey: trpc.sensors.publicGraphLinks.queryKey({ sensor_id: sensorId }),
    });
  if (!canEdit) return null;

  const when = (iso: string) => new Date(iso).toLocaleDateString(i18n.language);
  const makeLink = () =>
    notifyOnError(async () => {
      const now = Date.now();
      const fixed = range === "live" ? {} : { from: now - Number(range) * DAY_MS, to: now };
      const link = await create.mutateAsync({
        sensor_id: sensorId,
        ...pick,
        ...fixed,
        expires_in_days: expiry === "never" ? null : Number(expiry),
      });
      setCreated(`${window.location.origin}${link.path}`);
      notifySuccess(t("sensors.share.created"));
      await refresh();
    });
  const revokeLink = (id: number) =>
    notifyOnError(async () => {
      await revoke.mutateAsync({ id });
      notifySuccess(t("sensors.share.revoked"));
      await refresh();
    });
  const copy = () => {
    if (created)
      void navigator.clipboard?.writeText(created).then(() => notifySuccess(t("sensors.share.copied")));
  };
  const rangeText = (l: PublicGraphLinkRow) =>
    l.from === null || l.to === null
      ? t("sensors.share.ranges.live")
      : t("sensors.share.fixedRange", {
          from: when(new Date(l.from).toISOString()),
          to: when(new Date(l.to).toISOString()),
        });
  const stateText = (l: PublicGraphLinkRow) =>
    l.revoked_at
      ? t("sensors.share.stateRevoked")
      : !l.active
        ? t("sensors.share.stateExpired")
        : l.expires_at
          ? t("sensors.share.expiresOn", { date: when(l.expires_at) })
          : t("sensors.share.noExpiry");

  return (
    <Card data-testid="share-links">
      <CardContent className="flex flex-col gap-4 p-4 text-sm">
        <div className="flex flex-col gap-1">
          <h2 className="flex items-center gap-1.5 font-medium">
            <Share2Icon className="size-4" aria-hidden="true" />
            {t("sensors.share.title")}
          </h2>
          <p className="text-xs text-muted-foreground">{t("sensors.share.help")}</p>
        </div>
        <div className="flex flex-wrap items-end gap-2">
          <ParameterAxisSelects value={pick} onChange={setPick} />
          <LabelledSelect
            label={t("sensors.share.range")}
            value={range}
            options={RANGES.map((r) => ({
              value: r,
              label: t(`sensors.share.ranges.${r === "live" ? "live" : `last${r}`}`),
            }))}
            onChange={(v) => setRange(v as (typeof RANGES)[number])}
          />
          <LabelledSelect
            label={t("sensors.share.expiry")}
            value={expiry}
            options={EXPIRIES.map((e) => ({
              value: e,
              label: e === "never" ? t("sensors.share.never") : t("sensors.share.days", { count: Number(e) }),
            }))}
            onChange={(v) => setExpiry(v as (typeof EXPIRIES)[number])}
          />
          <ToolButton icon={LinkIcon} onClick={() => void makeLink()} disabled={create.isPending}>
            {t("sensors.share.create")}
          </ToolButton>
        </div>
        {created ? (
          <div
            className="flex flex-col gap-1 rounded-md border border-primary/40 p-2"
            data-testid="share-created"
          >
            <span className="text-xs font-medium">{t("sensors.share.onlyOnce")}</span>
            <div className="flex items-center gap-2">
              <Input
                readOnly
                value={created}
                aria-label={t("sensors.share.link")}
                onFocus={(e) => e.target.select()}
              />
              <Button type="button" variant="outline" size="sm" onClick={copy}>
                <CopyIcon aria-hidden="true" />
                {t("sensors.share.copy")}
              </Button>
            </div>
          </div>
        ) : null}
        {links.data?.data.length ? (
          <ul className="flex flex-col divide-y rounded-md border" data-testid="share-list">
            {links.data.data.map((l) => (
              <li key={l.id} className="flex flex-wrap items-center justify-between gap-2 px-2 py-1.5">
                <span className="flex min-w-0 flex-col">
                  <span className="font-medium">{parameterLabel(l.parameter_type, l.axis)}</span>
                  <span className="text-xs text-muted-foreground">
                    {rangeText(l)} · {stateText(l)}
                    {l.created_by ? ` · ${t("sensors.share.by", { name: l.created_by })}` : ""}
                  </span>
                </span>
                {l.active ? (
                  <Button
                    type="button"
                    variant="outline"
                    size="sm"
                    disabled={revoke.isPending}
                    onClick={() => void revokeLink(l.id)}
                  >
                    {t("sensors.share.revoke")}
                  </Button>
                ) : null}
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-xs text-muted-foreground">{t("sensors.share.none")}</p>
        )}
      </CardContent>
    </Card>
  );
}
