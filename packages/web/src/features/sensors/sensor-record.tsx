import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { RecordState } from "@/components/record/record-state";
import { useTRPC } from "@/lib/trpc";
import type { SensorDetails } from "./sensor-types";

/** Loads a sensor (sensors.get) and draws `children` with it; until then, or on failure, the record's state. */
export function WithSensor({ id, children }: { id: number; children: (sensor: SensorDetails) => ReactNode }) {
  const trpc = useTRPC();
  const query = useQuery(trpc.sensors.get.queryOptions({ id }));
  const sensor = query.data as SensorDetails | undefined;
  if (!sensor) return <RecordState error={query.error ?? undefined} onRetry={() => void query.refetch()} />;
  return children(sensor);
}
