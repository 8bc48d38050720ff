/**
 * Load of the fault suite and the fleet test: bounded workers that send requests until a deadline, and a count of
 * their answers. Every 5xx is judged when it arrives: allowed only with a status the suite names and only while a
 * fault window is open (from the window's start until `graceMs` after its end); any other 5xx is kept in `bad`.
 */
import { createHash } from 'node:crypto';

/** Requests of one load scenario at most (all workers together). */
export const LOAD_MAX_REQUESTS = 200_000;

export const sha256 = (bytes: Buffer | Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** The columns every suite's table has: what ran, its requests, their 5xx, exits nobody asked for, what went wrong. */
export interface ScenarioRow {
  scenario: string;
  requests: number;
  fiveXx: number;
  exits: number;
  /** Each a reason the bar was missed. */
  problems: string[];
  notes: string[];
}

export interface LoadOptions {
  /** 5xx statuses allowed inside a fault window (the fault suite: 503). */
  allowedStatuses: number[];
  /** How long after a window's end its 5xx are still allowed (ms). */
  graceMs: number;
  /** When true, a request that got no answer at all is judged as a 5xx (the fleet: only at the kill). */
  judgeNoAnswer?: boolean;
}

export class Load {
  requests = 0;
  fiveXx = 0;
  readonly bad: string[] = [];
  readonly statuses: Record<string, number> = {};
  /** Answers other than 2xx and 3xx by status and request, e.g. `429 POST /api/contact` → 12. */
  readonly refusals: Record<string, number> = {};
  readonly windows: Array<{ from: number; to: number }> = [];
  /** E-mails of enquiries answered 200. */
  readonly accepted: string[] = [];
  /** E-mails of enquiries sent without an answer. */
  readonly unanswered: string[] = [];
  readonly started = Date.now();
  stopped = false;
  readonly deadline: number;
  private readonly options: LoadOptions;
  constructor(durationMs: number, options: LoadOptions) {
    this.deadline = this.started + durationMs;
    this.options = options;
  }
  get open(): boolean {
    return !this.stopped && this.requests < LOAD_MAX_REQUESTS && Date.now() < this.deadline;
  }
  /** Marks a fault from now until the returned function is called. */
  fault(): () => void {
    const window = { from: Date.now(), to: Number.POSITIVE_INFINITY };
    this.windows.push(window);
    return () => {
      window.to = Date.now();
    };
  }
  /** Counts one answer (`'error'`: none came) of a request sent at `sentAt` (ms epoch); `what` names it in `bad`. */
  count(status: number | 'error', sentAt: number, what: string): void {
    this.requests += 1;
    this.statuses[status] = (this.statuses[status] ?? 0) + 1;
    if (status === 'error' || status >= 400) this.refusals[`${status} ${what}`] = (this.refusals[`${status} ${what}`] ?? 0) + 1;
    if (status === 'error' ? !this.options.judgeNoAnswer : status < 500) return;
    if (status !== 'error') this.fiveXx += 1;
    const now = Date.now();
    const inWindow = this.windows.some((w) => sentAt <= w.to + this.options.graceMs && now >= w.from);
    if ((status !== 'error' && !this.options.allowedStatuses.includes(status)) || !inWindow) this.bad.push(`${status} ${what} at ${((sentAt - this.started) / 1000).toFixed(1)} s`);
  }

  /** One request to `url`, counted; resolves with its status ('error' when no answer came), headers and body text. */
  async request(url: string, init: RequestInit = {}): Promise<{ status: number | 'error'; headers: Headers | null; body: string }> {
    const sentAt = Date.now();
    const what = `${init.method ?? 'GET'} ${new URL(url).pathname.slice(0, 60)}`;
    try {
      const res = await fetch(url, { ...init, redirect: 'manual', signal: AbortSignal.timeout(20_000) });
      const text = await res.text();
      this.count(res.status, sentAt, what);
      return { status: res.status, headers: res.headers, body: text };
    } catch {
      this.count('error', sentAt, what);
      return { status: 'error', headers: null, body: '' };
    }
  }
}
