/**
 * A gateway as the fault test plays it: numbered batches posted one after the other to
 * POST /api/ingest/readings, each sent again after any failure (connection refused or reset, a
 * timeout, a 5xx) until the API acknowledges it, as a real gateway keeps its backlog until then.
 * An answer that no resend could change (a 4xx, a 200 that does not account for every reading)
 * stops the run with an error.
 */

export interface GatewayBatch {
  /** 0, 1, 2 … in the order they are sent. */
  number: number;
  /** The JSON body. */
  body: unknown;
  /** Readings in the body, each of which the answer must count as accepted or duplicate. */
  readings: number;
}

export type FailureKind = "refused" | "reset" | "timeout" | "unavailable" | "other";

export class GatewayError extends Error {}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export class GatewaySimulator {
  /** Batches acknowledged so far. */
  acked = 0;
  attempts = 0;
  /** Readings the answers counted as newly stored, and as stored already (a resend). */
  accepted = 0;
  duplicates = 0;
  /** Batches acknowledged only after at least one failed attempt. */
  resent = 0;
  readonly failures: Record<FailureKind, number> = {
    refused: 0,
    reset: 0,
    timeout: 0,
    unavailable: 0,
    other: 0,
  };
  /** Moving average of acknowledged requests' round trips, ms. */
  latencyMs = 50;
  private readonly startListeners: (() => void)[] = [];
  private ended = false;
  private stopped = false;

  constructor(
    private readonly options: {
      url: string;
      token: string;
      batches: readonly GatewayBatch[];
      /** Per request. */
      timeoutMs: number;
      /** Epoch ms after which the run gives up. */
      deadline: number;
    },
  ) {}

  /**
   * Resolves when the next request is on its way (the fault test times its faults by it), or when
   * the run has ended.
   */
  nextRequest(): Promise<void> {
    if (this.ended) return Promise.resolve();
    return new Promise((resolve) => this.startListeners.push(resolve));
  }

  /** Ends the run at its next attempt (the test failed elsewhere). */
  stop(): void {
    this.stopped = true;
  }

  async run(): Promise<void> {
    try {
      for (const batch of this.options.batches) {
        await this.deliver(batch);
        this.acked++;
      }
    } finally {
      this.ended = true;
      for (const listener of this.startListeners.splice(0)) listener();
    }
  }

  private async deliver(batch: GatewayBatch): Promise<void> {
    const body = JSON.stringify(batch.body);
    for (let attempt = 0; ; attempt++) {
      if (this.stopped) throw new GatewayError("stopped");
      if (Date.now() > this.options.deadline) {
        throw new GatewayError(`batch ${batch.number} was still not acknowledged at the deadline`);
      }
      const failure = await this.post(batch, body);
      if (failure === null) {
        if (attempt > 0) this.resent++;
        return;
      }
      this.failures[failure]++;
      await sleep(Math.min(1000, 50 * 2 ** attempt));
    }
  }

  /** One attempt: null when acknowledged, else what went wrong. */
  private async post(batch: GatewayBatch, body: string): Promise<FailureKind | null> {
    this.attempts++;
    for (const listener of this.startListeners.splice(0)) listener();
    const started = performance.now();
    let res: Response;
    let text: string;
    try {
      res = await fetch(`${this.options.url}/api/ingest/readings`, {
        method: "POST",
        headers: { authorization: `Bearer ${this.options.token}`, "content-type": "application/json" },
        body,
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
      text = await res.text();
    } catch (error) {
      return failureKind(error);
    }
    if (res.status >= 500) return "unavailable";
    if (res.status !== 200) {
      throw new GatewayError(`batch ${batch.number} was answered ${res.status}: ${text.slice(0, 500)}`);
    }
    const answer = JSON.parse(text) as { accepted?: number; duplicates?: number; rejected?: unknown[] };
    const accepted = answer.accepted ?? Number.NaN;
    const duplicates = answer.duplicates ?? Number.NaN;
    if (accepted + duplicates !== batch.readings || (answer.rejected?.length ?? 0) > 0) {
      throw new GatewayError(
        `batch ${batch.number} of ${batch.readings} readings was answered ${text.slice(0, 500)}`,
      );
    }
    this.accepted += accepted;
    this.duplicates += duplicates;
    this.latencyMs = 0.8 * this.latencyMs + 0.2 * (performance.now() - started);
    return null;
  }
}

function failureKind(error: unknown): FailureKind {
  const e = error as { name?: string; code?: string; cause?: { code?: string; name?: string } };
  if (e.name === "TimeoutError" || e.cause?.name === "TimeoutError") return "timeout";
  const code = e.cause?.code ?? e.code;
  if (code === "ECONNREFUSED") return "refused";
  if (code === "ECONNRESET" || code === "UND_ERR_SOCKET" || code === "EPIPE") return "reset";
  return "other";
}
