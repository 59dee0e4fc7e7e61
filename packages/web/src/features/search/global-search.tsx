/**
 * The top bar's search (UI.md): equipment items, machines, assets and sensors of the user's plants
 * by name, tag or serial number, the selected plant's first. `/` focuses it (unless the user is
 * typing somewhere), the arrow keys walk the hits, Enter opens one, Escape closes. On phones it is
 * an icon that opens a full-width search over the page.
 */
import type { AuthUser } from "@plantwise/api/router";
import { hasPermission } from "@plantwise/shared";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { SearchIcon, XIcon } from "lucide-react";
import { type KeyboardEvent, type RefObject, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "wouter";
import { useAuthUser } from "@/auth/auth-context";
import { useNarrow } from "@/components/layout/use-narrow";
import { Button } from "@/components/ui/button";
import { useTRPC } from "@/lib/trpc";
import { cn } from "@/lib/utils";
import { useSelectedPlant } from "@/state/plant-store";
import { flattenHits, hitDomId, hitKey, MIN_SEARCH_LENGTH, type SearchHit } from "./search-hits";
import { SearchResults } from "./search-results";

/** Wait after the last key before asking the server. */
const DEBOUNCE_MS = 200;

export function GlobalSearch() {
  const user = useAuthUser();
  // The search covers what the asset lists show: without them there is nothing to search.
  if (!hasPermission(user, "view_dashboard")) return null;
  return <SearchBox user={user} />;
}

/** Whether a key press belongs to something else: a field being typed in, or an open dialog or menu. */
function typingElsewhere(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName)) return true;
  return target.closest('[role="dialog"], [role="alertdialog"], [role="menu"], [role="listbox"]') !== null;
}

function useDebounced(value: string, ms: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

function SearchBox({ user }: { user: AuthUser }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const narrow = useNarrow();
  const [, navigate] = useLocation();
  const plant = useSelectedPlant(user);
  const [text, setText] = useState("");
  const [open, setOpen] = useState(false);
  // The hit the arrow keys are on, by kind and id, so a newer answer keeps it when it still holds it.
  const [activeKey, setActiveKey] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const iconRef = useRef<HTMLButtonElement>(null);
  const listId = useId();

  const q = useDebounced(text.trim(), DEBOUNCE_MS);
  const searching = q.length >= MIN_SEARCH_LENGTH;
  const query = useQuery({
    ...trpc.search.records.queryOptions({ q, ...(plant ? { plant_id: plant.id } : {}) }),
    enabled: searching,
    placeholderData: keepPreviousData,
    meta: { handlesErrors: true },
  });
  const hits = searching && text.trim().length >= MIN_SEARCH_LENGTH ? flattenHits(query.data) : [];
  const current = hits.find((hit) => hitKey(hit) === activeKey) ?? hits[0];

  // `/` anywhere opens the search, unless it is being typed somewhere.
  useEffect(() => {
    const onKey = (e: globalThis.KeyboardEvent) => {
      if (e.key !== "/" || e.ctrlKey || e.metaKey || e.altKey || e.defaultPrevented) return;
      if (typingElsewhere(e.target)) return;
      e.preventDefault();
      setOpen(true);
      inputRef.current?.focus();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, []);

  const close = () => {
    setOpen(false);
    if (narrow) iconRef.current?.focus();
    else inputRef.current?.blur();
  };
  const choose = (hit: SearchHit) => {
    setText("");
    close();
    navigate(hit.href);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === "Escape") {
      e.preventDefault();
      close();
    } else if (e.key === "ArrowDown" || e.key === "ArrowUp") {
      e.preventDefault();
      setOpen(true);
      if (hits.length === 0) return;
      const step = e.key === "ArrowDown" ? 1 : -1;
      const next = hits[(hits.indexOf(current!) + step + hits.length) % hits.length]!;
      setActiveKey(hitKey(next));
    } else if (e.key === "Enter" && open && current) {
      e.preventDefault();
      choose(current);
    }
  };

  const showPanel = open && (narrow || text.trim().length >= MIN_SEARCH_LENGTH);
  const input = (
    <SearchInput
      inputRef={inputRef}
      value={text}
      expanded={showPanel}
      listId={listId}
      activeId={showPanel && current ? hitDomId(listId, current) : undefined}
      autoFocus={narrow}
      onChange={(value) => {
        setText(value);
        setOpen(true);
      }}
      onFocus={() => setOpen(true)}
      // Narrow: the overlay stays until closed; wide: leaving the field closes the list.
      onBlur={() => (narrow ? undefined : setOpen(false))}
      onKeyDown={onKeyDown}
    />
  );
  const results = (
    <SearchResults
      listId={listId}
      text={text.trim()}
      searched={q}
      pending={searching && (query.isPending || (query.isPlaceholderData && query.isFetching))}
      failed={query.isError}
      hits={hits}
      plantId={plant?.id}
      active={current}
      onHover={(hit) => setActiveKey(hitKey(hit))}
      onChoose={choose}
    />
  );

  if (narrow) {
    return (
      <>
        <Button
          ref={iconRef}
          variant="ghost"
          size="icon-sm"
          aria-label={t("search.open")}
          aria-expanded={open}
          onClick={() => setOpen(true)}
          data-testid="global-search-open"
        >
          <SearchIcon aria-hidden="true" />
        </Button>
        {open ? (
          <search
            className="fixed inset-0 z-50 flex flex-col bg-background"
            data-testid="global-search-overlay"
          >
            <div className="flex items-center gap-2 border-b bg-card p-2">
              <div className="min-w-0 flex-1">{input}</div>
              <Button variant="ghost" size="icon-sm" aria-label={t("search.close")} onClick={close}>
                <XIcon aria-hidden="true" />
              </Button>
            </div>
            <div className="min-h-0 flex-1 overflow-y-auto">{results}</div>
          </search>
        ) : null}
      </>
    );
  }
  return (
    <search className="relative">
      {input}
      {showPanel ? (
        <div
          className="absolute top-full right-0 z-50 mt-1 max-h-[70vh] w-[28rem] max-w-[calc(100vw-1rem)] overflow-y-auto rounded-md border bg-popover text-popover-foreground shadow-lg"
          data-testid="global-search-panel"
        >
          {results}
        </div>
      ) : null}
    </search>
  );
}

interface SearchInputProps {
  inputRef: RefObject<HTMLInputElement | null>;
  value: string;
  expanded: boolean;
  listId: string;
  activeId: string | undefined;
  autoFocus: boolean;
  onChange: (value: string) => void;
  onFocus: () => void;
  onBlur: () => void;
  onKeyDown: (e: KeyboardEvent<HTMLInputElement>) => void;
}

/** The combobox field: a search icon, the text, and the `/` hint while it is empty. */
function SearchInput({ inputRef, value, expanded, listId, activeId, autoFocus, ...on }: SearchInputProps) {
  const { t } = useTranslation();
  return (
    <div className="relative flex items-center">
      <SearchIcon
        className="pointer-events-none absolute left-2.5 size-4 text-muted-foreground"
        aria-hidden="true"
      />
      <input
        ref={inputRef}
        type="search"
        role="combobox"
        aria-label={t("search.label")}
        aria-expanded={expanded}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={activeId}
        aria-keyshortcuts="/"
        placeholder={t("search.placeholder")}
        autoComplete="off"
        spellCheck={false}
        // biome-ignore lint/a11y/noAutofocus: the phone's search opens on purpose to be typed in
        autoFocus={autoFocus}
        value={value}
        onChange={(e) => on.onChange(e.target.value)}
        onFocus={on.onFocus}
        onBlur={on.onBlur}
        onKeyDown={on.onKeyDown}
        data-testid="global-search-input"
        className={cn(
          "h-8 w-full rounded-md border border-input bg-card pr-8 pl-8 text-sm outline-none transition-[width,colors] md:w-52 lg:w-72",
          "placeholder:text-muted-foreground focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/40",
          "[&::-webkit-search-cancel-button]:hidden",
        )}
      />
      {value === "" ? (
        <span
          className="pointer-events-none absolute right-2 hidden rounded border bg-muted px-1.5 font-mono text-[11px] leading-4 text-muted-foreground md:inline"
          aria-hidden="true"
        >
          /
        </span>
      ) : null}
    </div>
  );
}
