import { SearchIcon, XIcon } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Input } from "@/components/ui/input";

interface ListSearchProps {
  value: string;
  onChange: (q: string) => void;
  /** Milliseconds to wait after the last keystroke. */
  delay?: number;
}

/** The list's text query, sent once typing pauses. */
export function ListSearch({ value, onChange, delay = 350 }: ListSearchProps) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState(value);

  // A change from outside (clear all, restore) replaces what is typed.
  useEffect(() => setText(value), [value]);

  useEffect(() => {
    if (text === value) return;
    const timer = setTimeout(() => onChange(text), delay);
    return () => clearTimeout(timer);
  }, [text, value, delay, onChange]);

  return (
    <div className="relative w-full max-w-xs">
      <label htmlFor={id} className="sr-only">
        {t("list.search")}
      </label>
      <SearchIcon
        className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden="true"
      />
      <Input
        id={id}
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={t("list.searchPlaceholder")}
        className="h-8 pr-8 pl-8"
        data-testid="list-search"
      />
      {text ? (
        <button
          type="button"
          onClick={() => {
            setText("");
            onChange("");
          }}
          className="absolute top-1/2 right-2 -translate-y-1/2 rounded-sm text-muted-foreground outline-none hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring"
          aria-label={t("common.close")}
        >
          <XIcon className="size-4" />
        </button>
      ) : null}
    </div>
  );
}
