/**
 * A small structured logger: one JSON line per event on stdout/stderr, so logs can be
 * searched and shipped as they are. LOG_LEVEL (debug, info, warn, error) sets the floor.
 */
import { AsyncLocalStorage } from "node:async_hooks";

type Level = "debug" | "info" | "warn" | "error";

/** The request a log line belongs to: every line written while serving it carries its id. */
const requestContext = new AsyncLocalStorage<{ requestId: string }>();

export function runWithRequestId<T>(requestId: string, fn: () => T): T {
  return requestContext.run({ requestId }, fn);
}

export function currentRequestId(): string | undefined {
  return requestContext.getStore()?.requestId;
}
const order: Record<Level, number> = { debug: 10, info: 20, warn: 30, error: 40 };

function floor(): number {
  const l = process.env.LOG_LEVEL as Level | undefined;
  if (l && l in order) return order[l];
  return process.env.NODE_ENV === "test" ? order.warn : order.info;
}

function serialise(value: unknown): unknown {
  if (value instanceof Error)
    return { name: value.name, message: value.message, stack: value.stack };
  return value;
}

function write(level: Level, message: string, args: unknown[]) {
  if (order[level] < floor()) return;
  const meta =
    args.length === 0
      ? undefined
      : args.length === 1 && typeof args[0] === "object" && args[0] && !(args[0] instanceof Error)
        ? (args[0] as Record<string, unknown>)
        : { details: args.map(serialise) };
  const requestId = currentRequestId();
  const line = JSON.stringify({
    time: new Date().toISOString(),
    level,
    message,
    ...(requestId ? { requestId } : {}),
    ...meta,
  });
  if (level === "error" || level === "warn") process.stderr.write(`${line}\n`);
  else process.stdout.write(`${line}\n`);
}

export const logger = {
  debug: (message: string, ...args: unknown[]) => write("debug", message, args),
  info: (message: string, ...args: unknown[]) => write("info", message, args),
  warn: (message: string, ...args: unknown[]) => write("warn", message, args),
  error: (message: string, ...args: unknown[]) => write("error", message, args),
};
