/**
 * What a capture of the history offers: open it, make it the baseline (unless it is), set its
 * speed. In the table they sit in a row menu, so a row stays one compact line; on a phone's card
 * they are buttons a thumb can hit. Both hand the choice to the card, which opens the dialog.
 */
import type { WaveformSummary } from "@plantwise/shared";
import { EllipsisIcon, ExternalLinkIcon, FlagIcon, GaugeIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";

export type CaptureAction = "open" | "baseline" | "speed";

export function CaptureRowActions({
  capture,
  name,
  menu,
  onAction,
}: {
  capture: Pick<WaveformSummary, "id" | "is_baseline">;
  /** The capture in words, for the menu button's name. */
  name: string;
  /** A row menu (table) rather than buttons (cards). */
  menu: boolean;
  onAction: (action: CaptureAction) => void;
}) {
  const { t } = useTranslation();
  if (!menu) {
    return (
      <>
        {capture.is_baseline ? null : (
          <Button variant="ghost" size="sm" onClick={() => onAction("baseline")}>
            <FlagIcon aria-hidden="true" />
            {t("signals.history.makeBaselineOpen")}
          </Button>
        )}
        <Button variant="ghost" size="sm" onClick={() => onAction("speed")}>
          <GaugeIcon aria-hidden="true" />
          {t("signals.history.setSpeed")}
        </Button>
      </>
    );
  }
  // Not modal: the dialog an item opens takes the focus, not the menu's trigger.
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size="icon-sm"
          aria-label={t("signals.history.actionsFor", { capture: name })}
          title={t("signals.history.actionsFor", { capture: name })}
          data-testid={`capture-actions-${capture.id}`}
        >
          <EllipsisIcon aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem onSelect={() => onAction("open")}>
          <ExternalLinkIcon aria-hidden="true" />
          {t("signals.history.openShort")}
        </DropdownMenuItem>
        {capture.is_baseline ? null : (
          <DropdownMenuItem onSelect={() => onAction("baseline")}>
            <FlagIcon aria-hidden="true" />
            {t("signals.history.makeBaselineOpen")}
          </DropdownMenuItem>
        )}
        <DropdownMenuItem onSelect={() => onAction("speed")}>
          <GaugeIcon aria-hidden="true" />
          {t("signals.history.setSpeed")}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
