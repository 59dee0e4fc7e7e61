import { useTranslation } from "react-i18next";
import { attachedText } from "@/components/record/confirm-action";

export interface AttachedCounts {
  machines?: number;
  assets?: number;
  items?: number;
}

const KINDS = ["machines", "assets", "items"] as const;
const KEYS = {
  machines: "hierarchy.countMachines",
  assets: "hierarchy.countAssets",
  items: "hierarchy.countItems",
};

/** "2 machines, 5 assets, 9 items", leaving out zeros; null when nothing is attached. */
export function useAttachedText() {
  const { t } = useTranslation();
  return (counts: AttachedCounts) =>
    attachedText(KINDS.map((kind) => (counts[kind] ? t(KEYS[kind], { count: counts[kind] }) : null)));
}

/** Small "n machines · n assets · n items" line for cards and headers. */
export function CountsLine({ counts }: { counts: AttachedCounts }) {
  const { t } = useTranslation();
  const parts = KINDS.flatMap((kind) =>
    counts[kind] !== undefined ? [t(KEYS[kind], { count: counts[kind] })] : [],
  );
  return <p className="text-xs text-muted-foreground tabular-nums">{parts.join(" · ")}</p>;
}
