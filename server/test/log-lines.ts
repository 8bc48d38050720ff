/** A real pino logger whose lines a test can read (for asserting what was logged, and how often). */
import { pino } from 'pino';
import type { FastifyBaseLogger } from 'fastify';

export interface LogLines {
  log: FastifyBaseLogger;
  /** Every line logged so far, parsed: `{ level, msg, … }` (level 40 = warn, 30 = info). */
  lines: Array<{ level: number; msg: string; [key: string]: unknown }>;
  /** The messages logged at `level` ('warn', 'info', …). */
  messages(level: 'warn' | 'info' | 'error'): string[];
}

/** Creates a logger at info level that keeps its lines in memory. */
export function logLines(): LogLines {
  const lines: LogLines['lines'] = [];
  const log = pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line)) });
  const levels = { error: 50, warn: 40, info: 30 } as const;
  return { log, lines, messages: (level) => lines.filter((l) => l.level === levels[level]).map((l) => l.msg) };
}
