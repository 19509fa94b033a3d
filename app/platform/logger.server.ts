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

let onFault: (() => void) | undefined;

/**
 * `fn` is called on every warning and error, whatever LOG_LEVEL says: the page cache's, so that
 * a page rendered while something went wrong (a loader that caught a failed query) is sent but
 * never kept (decision 087). The logger imports nothing of the app's, so it runs on its own.
 */
export function onLoggedFault(fn: () => void): void {
  onFault = fn;
}

function write(level: Level, message: string, args: unknown[]) {
  if (level === "error" || level === "warn") onFault?.();
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
  if (level === "error" || level === "warn") {
    // A warning or an error goes out at once, after the lines before it.
    flushLogs();
    process.stderr.write(`${line}\n`);
  } else buffer(line);
}

/**
 * The info and debug lines (one per request: the access log) are written in batches: when stdout
 * is a file or a pipe Node writes it synchronously, one system call a line. A batch goes out
 * FLUSH_MS after its first line, when it reaches FLUSH_BYTES, before a warning or an error, and at
 * exit, so a normal shutdown loses nothing and a crash at most the last few milliseconds
 * (decision 079).
 */
const FLUSH_MS = 25;
const FLUSH_BYTES = 64 * 1024;
let pending = "";
let timer: NodeJS.Timeout | undefined;
let exitHooked = false;

function buffer(line: string) {
  pending += `${line}\n`;
  if (pending.length >= FLUSH_BYTES) flushLogs();
  else if (!timer) {
    timer = setTimeout(flushLogs, FLUSH_MS);
    timer.unref();
    if (!exitHooked) {
      exitHooked = true;
      process.on("exit", flushLogs);
    }
  }
}

/** Writes the batched log lines now. */
export function flushLogs(): void {
  if (timer) clearTimeout(timer);
  timer = undefined;
  if (!pending) return;
  const text = pending;
  pending = "";
  process.stdout.write(text);
}

export const logger = {
  debug: (message: string, ...args: unknown[]) => write("debug", message, args),
  info: (message: string, ...args: unknown[]) => write("info", message, args),
  warn: (message: string, ...args: unknown[]) => write("warn", message, args),
  error: (message: string, ...args: unknown[]) => write("error", message, args),
};
