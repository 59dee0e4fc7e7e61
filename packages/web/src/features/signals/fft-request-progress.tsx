/**
 * Where an FFT request is: queued for the gateway, sent to it (the gateway collected it with its
 * last report), then answered or failed. The command is followed in its controller's history
 * (controllers.commands) every few seconds until it leaves PROCESS, as the gain dialog does.
 */
import { CommandStatus } from "@plantwise/shared";
import { useQuery } from "@tanstack/react-query";
import { CheckCircle2Icon, CircleIcon, LoaderCircleIcon, XCircleIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { CommandRow } from "@/features/sensors/sensor-types";
import { useTRPC } from "@/lib/trpc";
import { cn } from "@/lib/utils";

/** How often the command is looked at while the gateway has not answered. */
export const COMMAND_POLL_MS = 5000;

export type RequestStage = "queued" | "sent" | "answered" | "failed" | "timedOut";

/** The stage of a command row: PROCESS before and after the gateway collected it, then its outcome. */
export function requestStage(command: { status: number; sent_at: unknown } | undefined): RequestStage {
  if (!command) return "queued";
  switch (command.status) {
    case CommandStatus.SUCCESS:
      return "answered";
    case CommandStatus.FAIL:
      return "failed";
    case CommandStatus.CONTROLLER_TIMEOUT:
      return "timedOut";
    default:
      return command.sent_at ? "sent" : "queued";
  }
}

/** Whether the gateway has still to answer. */
export function isWaiting(stage: RequestStage): boolean {
  return stage === "queued" || stage === "sent";
}

/** The stage of command `commandId` of controller `controllerId`, polled until it is answered. */
export function useCommandStage(controllerId: number, commandId: number | null): RequestStage {
  const trpc = useTRPC();
  const commands = useQuery({
    ...trpc.controllers.commands.queryOptions({ id: controllerId, page: 1, max: 50 }),
    enabled: commandId !== null && controllerId > 0,
    refetchInterval: (query) => {
      const rows = (query.state.data?.data ?? []) as CommandRow[];
      return isWaiting(requestStage(rows.find((c) => c.id === commandId))) ? COMMAND_POLL_MS : false;
    },
  });
  const rows = (commands.data?.data ?? []) as CommandRow[];
  return requestStage(rows.find((c) => c.id === commandId));
}

type StepState = "done" | "current" | "todo" | "failed";

const STEP_ICON = {
  done: CheckCircle2Icon,
  current: LoaderCircleIcon,
  todo: CircleIcon,
  failed: XCircleIcon,
} as const;

const STEP_COLOUR: Record<StepState, string> = {
  done: "text-status-normal",
  current: "text-primary animate-spin",
  todo: "text-muted-foreground",
  failed: "text-status-alarm",
};

/** The three steps of a request, each with an icon and its words (never colour alone). */
export function FftRequestProgress({ stage }: { stage: RequestStage }) {
  const { t } = useTranslation();
  const outcome: { state: StepState; label: string } =
    stage === "answered"
      ? { state: "done", label: t("signals.request.stages.answered") }
      : stage === "failed"
        ? { state: "failed", label: t("signals.request.stages.failed") }
        : stage === "timedOut"
          ? { state: "failed", label: t("signals.request.stages.timedOut") }
          : { state: stage === "sent" ? "current" : "todo", label: t("signals.request.stages.waiting") };
  const steps: { key: string; state: StepState; label: string }[] = [
    { key: "queued", state: "done", label: t("signals.request.stages.queued") },
    {
      key: "sent",
      state: stage === "queued" ? "current" : "done",
      label: t("signals.request.stages.sent"),
    },
    { key: "outcome", ...outcome },
  ];
  return (
    <div className="flex flex-col gap-2 rounded-md border p-3 text-sm" data-testid="fft-request-progress">
      <ol className="flex flex-col gap-1.5" aria-label={t("signals.request.progress")}>
        {steps.map((step) => {
          const Icon = STEP_ICON[step.state];
          return (
            <li key={step.key} className="flex items-center gap-2" data-state={step.state}>
              <Icon className={cn("size-4 shrink-0", STEP_COLOUR[step.state])} aria-hidden="true" />
              <span className={cn(step.state === "todo" && "text-muted-foreground")}>{step.label}</span>
            </li>
          );
        })}
      </ol>
      <p role="status" className="text-xs text-muted-foreground">
        {t(`signals.request.status.${stage}`)}
      </p>
    </div>
  );
}
