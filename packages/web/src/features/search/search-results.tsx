/** The search's list: hits grouped by kind, each with where it sits and its serial number. */
import type { SearchKind } from "@plantwise/shared";
import { BoxIcon, CogIcon, LayersIcon, type LucideIcon, RadioTowerIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { cn } from "@/lib/utils";
import { hitDomId, MIN_SEARCH_LENGTH, SEARCH_KINDS, type SearchHit } from "./search-hits";

const KIND_ICON: Record<SearchKind, LucideIcon> = {
  items: BoxIcon,
  machines: CogIcon,
  assets: LayersIcon,
  sensors: RadioTowerIcon,
};

interface SearchResultsProps {
  listId: string;
  /** What is typed now. */
  text: string;
  /** What the hits answer (the typed text once it settled). */
  searched: string;
  pending: boolean;
  failed: boolean;
  hits: SearchHit[];
  /** The plant picked in the top bar: its name is left out of its hits' places. */
  plantId: number | undefined;
  active: SearchHit | undefined;
  onHover: (hit: SearchHit) => void;
  onChoose: (hit: SearchHit) => void;
}

export function SearchResults(props: SearchResultsProps) {
  const { t } = useTranslation();
  const { listId, text, hits } = props;
  const status =
    text.length < MIN_SEARCH_LENGTH
      ? t("search.typeMore", { count: MIN_SEARCH_LENGTH })
      : props.failed
        ? t("search.failed")
        : props.pending && hits.length === 0
          ? t("search.searching")
          : hits.length === 0
            ? t("search.noResults", { text: props.searched || text })
            : null;
  return (
    <div className="flex flex-col py-1 text-sm">
      <p className="sr-only" aria-live="polite">
        {status ?? t("search.resultCount", { count: hits.length })}
      </p>
      {status ? (
        <p
          className={cn("px-3 py-3", props.failed ? "text-destructive" : "text-muted-foreground")}
          data-testid="global-search-status"
        >
          {status}
        </p>
      ) : null}
      <div
        id={listId}
        role="listbox"
        aria-label={t("search.results")}
        aria-busy={props.pending}
        className={hits.length === 0 ? "hidden" : undefined}
      >
        {SEARCH_KINDS.map((kind) => {
          const group = hits.filter((hit) => hit.kind === kind);
          if (group.length === 0) return null;
          const headingId = `${listId}-${kind}`;
          return (
            // biome-ignore lint/a11y/useSemanticElements: a listbox's groups are role="group" (no fieldset in a listbox)
            <div key={kind} role="group" aria-labelledby={headingId} className="py-1">
              <p
                id={headingId}
                className="px-3 pt-1 pb-0.5 text-xs font-semibold tracking-wide text-muted-foreground uppercase"
              >
                {t(`search.kinds.${kind}`)}
              </p>
              {group.map((hit) => (
                <HitOption
                  key={hit.id}
                  id={hitDomId(listId, hit)}
                  hit={hit}
                  place={hit.plantId === props.plantId ? hit.place.slice(1) : hit.place}
                  active={props.active === hit}
                  onHover={props.onHover}
                  onChoose={props.onChoose}
                />
              ))}
            </div>
          );
        })}
      </div>
    </div>
  );
}

function HitOption({
  id,
  hit,
  place,
  active,
  onHover,
  onChoose,
}: {
  id: string;
  hit: SearchHit;
  place: string[];
  active: boolean;
  onHover: (hit: SearchHit) => void;
  onChoose: (hit: SearchHit) => void;
}) {
  const { t } = useTranslation();
  const Icon = KIND_ICON[hit.kind];
  return (
    <Link
      id={id}
      href={hit.href}
      role="option"
      aria-selected={active}
      tabIndex={-1}
      // Keeps the focus in the field, so choosing with the mouse does not close the list first.
      onMouseDown={(e) => e.preventDefault()}
      onMouseMove={() => (active ? undefined : onHover(hit))}
      onClick={(e) => {
        if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
        e.preventDefault();
        onChoose(hit);
      }}
      className={cn(
        "flex items-start gap-2.5 px-3 py-1.5 outline-none",
        active ? "bg-accent text-accent-foreground" : "text-foreground",
      )}
      data-testid="global-search-hit"
    >
      <Icon className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="flex min-w-0 items-baseline justify-between gap-3">
          <span className="truncate font-medium">{hit.name}</span>
          {hit.serial ? (
            <span className="shrink-0 text-xs text-muted-foreground tabular-nums">
              {t("search.serial", { serial: hit.serial })}
            </span>
          ) : null}
        </span>
        {place.length > 0 ? (
          <span className="truncate text-xs text-muted-foreground">{place.join(" › ")}</span>
        ) : null}
      </span>
    </Link>
  );
}
