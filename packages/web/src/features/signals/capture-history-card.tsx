/**
 * The capture history of a sensor on the FFT page: each capture's time (plant's clock), axis,
 * waveform type, Fmax, lines, running speed ("entered" when an analyst set it), its baseline badge
 * and note count. Per capture: open it, "Make baseline" (confirmed), "Set speed…"; checkboxes pick
 * up to MAX_COMPARE_CAPTURES captures to compare (the page turns them into a link). Filters by axis
 * and type; a compact table from 768 px, cards below. The capture on screen is highlighted.
 *
 *   <CaptureHistoryCard sensor={sensor} currentId={fftId} captures={list} timeZone={timeZone}
 *     onOpen={(id) => navigate(…)} selected={ids} onSelect={setIds} canEdit={canEdit} />
 *
 * - `captures`: signals.captures of the sensor, newest first (the page's query; changes made here
 *   invalidate it and signals.spectrum).
 * - `canEdit` (default true): without it "Make baseline" and "Set speed…" are not offered.
 * - `loading`: the list is still loading (skeleton rows).
 */
import {
  AXIS_LABELS,
  CaptureSpeedSource,
  MAX_COMPARE_CAPTURES,
  type WaveformSummary,
} from "@plantwise/shared";
import { EyeIcon, FlagIcon, HistoryIcon, MessageSquareIcon, SearchXIcon } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useMediaQuery } from "@/components/layout/use-narrow";
import { ListFilters } from "@/components/list/list-filters";
import { EmptyState } from "@/components/page/empty-state";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Pagination } from "@/components/ui/pagination";
import { Skeleton } from "@/components/ui/skeleton";
import { TitledCard } from "@/components/ui/titled-card";
import type { SensorDetails } from "@/features/sensors/sensor-types";
import { CaptureBaselineDialog } from "./capture-baseline-dialog";
import { HistoryCards, type HistoryColumn, type HistoryRow, HistoryTable } from "./capture-history-rows";
import { captureName, kindLabelKey } from "./capture-labels";
import { type CaptureAction, CaptureRowActions } from "./capture-row-actions";
import { CaptureSpeedDialog } from "./capture-speed-dialog";
import { formatValue } from "./charts/units";
import { formatZoned } from "./charts/zoned-time";

/** Captures a page of the history shows (the first is the default). */
const HISTORY_PAGE_SIZES = [10, 25, 50, 100] as const;

/** Below 768 px the rows are cards. */
const CARDS_QUERY = "(max-width: 767px)";

export interface CaptureHistoryCardProps {
  sensor: Pick<SensorDetails, "id" | "name">;
  currentId: number;
  captures: readonly WaveformSummary[];
  timeZone: string;
  onOpen: (id: number) => void;
  selected: readonly number[];
  onSelect: (ids: number[]) => void;
  canEdit?: boolean;
  loading?: boolean;
}

/** The captures the axis and type filters let through (filter values are the ids as text). */
export function filterCaptures(
  captures: readonly WaveformSummary[],
  filters: Record<string, string>,
): WaveformSummary[] {
  return captures.filter(
    (c) =>
      (!filters.axis || String(c.axis) === filters.axis) &&
      (!filters.kind || String(c.kind) === filters.kind),
  );
}

/** The selection after ticking or unticking `id`; a tick beyond the compare limit is refused. */
export function toggleSelection(selected: readonly number[], id: number, on: boolean): number[] {
  if (!on) return selected.filter((v) => v !== id);
  if (selected.includes(id) || selected.length >= MAX_COMPARE_CAPTURES) return [...selected];
  return [...selected, id];
}

export function CaptureHistoryCard({
  sensor,
  currentId,
  captures,
  timeZone,
  onOpen,
  selected,
  onSelect,
  canEdit = true,
  loading = false,
}: CaptureHistoryCardProps) {
  const { t } = useTranslation();
  const cards = useMediaQuery(CARDS_QUERY);
  const [filters, setFilters] = useState<Record<string, string>>({});
  const [picked, setPicked] = useState<{ action: "baseline" | "speed"; capture: WaveformSummary } | null>(
    null,
  );
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(HISTORY_PAGE_SIZES[0]);
  const matching = filterCaptures(captures, filters);
  const lastPage = Math.max(1, Math.ceil(matching.length / pageSize));
  const onPage = Math.min(page, lastPage);
  const shown = matching.slice((onPage - 1) * pageSize, onPage * pageSize);
  const full = selected.length >= MAX_COMPARE_CAPTURES;

  const columns: HistoryColumn[] = [
    { key: "axis", label: t("signals.history.axis") },
    { key: "kind", label: t("signals.history.kind") },
    { key: "fmax", label: t("signals.history.fmax"), numeric: true },
    { key: "lines", label: t("signals.history.lines"), numeric: true },
    { key: "speed", label: t("signals.history.speed"), numeric: true },
    { key: "notes", label: t("signals.history.notes"), numeric: true },
  ];

  const rows: HistoryRow[] = shown.map((capture) => {
    const name = captureName(capture, timeZone);
    const current = capture.id === currentId;
    const ticked = selected.includes(capture.id);
    return {
      id: capture.id,
      current,
      select: (
        <Checkbox
          checked={ticked}
          disabled={!ticked && full}
          aria-label={t("signals.history.compareOne", { capture: name })}
          onCheckedChange={(on) => onSelect(toggleSelection(selected, capture.id, on === true))}
        />
      ),
      title: (
        <span className="inline-flex items-center gap-2">
          <button
            type="button"
            onClick={() => onOpen(capture.id)}
            className="rounded-sm font-medium tabular-nums text-primary outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
            aria-label={t("signals.history.open", { capture: name })}
          >
            {formatZoned(capture.ts, timeZone)}
          </button>
          {current ? (
            <span
              className="inline-flex items-center text-muted-foreground"
              title={t("signals.history.shown")}
            >
              <EyeIcon className="size-3.5" aria-hidden="true" />
              <span className="sr-only">{t("signals.history.shown")}</span>
            </span>
          ) : null}
          {capture.is_baseline ? (
            <Badge variant="outline" data-testid={`baseline-badge-${capture.id}`}>
              <FlagIcon aria-hidden="true" />
              {t("signals.history.baseline")}
            </Badge>
          ) : null}
        </span>
      ),
      cells: {
        axis: AXIS_LABELS[capture.axis] ?? String(capture.axis),
        kind: t(kindLabelKey(capture.kind)),
        fmax: formatValue(capture.fmax, "Hz"),
        lines: String(capture.lines),
        speed: <SpeedText capture={capture} />,
        notes: (
          <span className="inline-flex items-center gap-1">
            <MessageSquareIcon className="size-3.5 text-muted-foreground" aria-hidden="true" />
            <span aria-hidden="true">{capture.note_count}</span>
            <span className="sr-only">{t("signals.history.noteCount", { count: capture.note_count })}</span>
          </span>
        ),
      },
      actions: canEdit ? (
        <CaptureRowActions
          capture={capture}
          name={name}
          menu={!cards}
          onAction={(action: CaptureAction) =>
            action === "open" ? onOpen(capture.id) : setPicked({ action, capture })
          }
        />
      ) : null,
    };
  });

  const layout = {
    columns,
    rows,
    selectLabel: t("signals.history.compare"),
    titleLabel: t("signals.history.time"),
    actionsLabel: t("common.actions"),
  };

  return (
    <TitledCard
      id="capture-history"
      title={t("signals.history.title")}
      description={t("signals.history.description", { max: MAX_COMPARE_CAPTURES })}
      contentClassName="flex min-w-0 flex-col gap-3"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <ListFilters
          filters={[
            {
              id: "axis",
              label: t("signals.history.axis"),
              options: [1, 2, 3].map((axis) => ({
                value: String(axis),
                label: AXIS_LABELS[axis] ?? String(axis),
              })),
            },
            {
              id: "kind",
              label: t("signals.history.kind"),
              options: [1, 2].map((kind) => ({ value: String(kind), label: t(kindLabelKey(kind)) })),
            },
          ]}
          values={filters}
          onChange={setFilters}
        />
        <p className="text-xs text-muted-foreground" role="status" data-testid="compare-count">
          {t("signals.history.picked", { count: selected.length, max: MAX_COMPARE_CAPTURES })}
        </p>
      </div>
      {loading ? (
        <div className="flex flex-col gap-1.5" aria-busy="true">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} className="h-8" />
          ))}
        </div>
      ) : captures.length === 0 ? (
        <EmptyState
          compact
          icon={HistoryIcon}
          title={t("signals.history.empty")}
          description={t("signals.history.emptyBody")}
          testId="capture-history-empty"
        />
      ) : rows.length === 0 ? (
        <EmptyState
          compact
          icon={SearchXIcon}
          title={t("signals.history.noMatch")}
          testId="capture-history-empty"
        >
          <Button variant="outline" size="sm" onClick={() => setFilters({})}>
            {t("signals.history.clearFilters")}
          </Button>
        </EmptyState>
      ) : (
        <>
          {cards ? <HistoryCards {...layout} /> : <HistoryTable {...layout} />}
          {matching.length > HISTORY_PAGE_SIZES[0] ? (
            <Pagination
              className="pt-3"
              page={onPage}
              lastPage={lastPage}
              total={matching.length}
              pageSize={pageSize}
              pageSizeOptions={HISTORY_PAGE_SIZES}
              onPageChange={setPage}
              onPageSizeChange={(size) => {
                setPageSize(size);
                setPage(1);
              }}
            />
          ) : null}
        </>
      )}
      <CaptureBaselineDialog
        sensorId={sensor.id}
        capture={picked?.action === "baseline" ? picked.capture : null}
        label={picked ? captureName(picked.capture, timeZone) : ""}
        onClose={() => setPicked(null)}
      />
      <CaptureSpeedDialog
        sensorId={sensor.id}
        capture={picked?.action === "speed" ? picked.capture : null}
        onClose={() => setPicked(null)}
      />
    </TitledCard>
  );
}

/** "1 800 RPM", with "entered" when an analyst set it; "—" when unknown. */
function SpeedText({ capture }: { capture: WaveformSummary }) {
  const { t } = useTranslation();
  if (capture.rpm === null) return <span className="text-muted-foreground">—</span>;
  return (
    <span className="inline-flex items-center justify-end gap-1.5">
      {formatValue(capture.rpm, "RPM")}
      {capture.rpm_source === CaptureSpeedSource.MANUAL ? (
        <Badge variant="secondary">{t("signals.history.entered")}</Badge>
      ) : null}
    </span>
  );
}
