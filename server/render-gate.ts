import type { NextFunction, Request, Response } from "express";

/**
 * At most MAX_RENDERS page renders at once (decision 106); the others wait their turn, first come
 * first served. On two cores more renders at once finish no sooner, but each holds its React tree,
 * loader data and HTML in memory until it ends: fifty at once (fifty staff or visitors the page
 * cache cannot serve) lifted the server's peak RSS by 90 MB. Only GET and HEAD requests wait: an
 * upload or a form post reads its body at the client's pace and must not hold a turn meanwhile.
 *
 * A turn ends when the response ends (`res.end`, the render done) or the connection closes. A
 * response that takes longer than MAX_HOLD_MS (a large download to a slow phone) gives its turn
 * back then, so slow readers can delay the others by at most that.
 */
export const MAX_RENDERS = 8;
export const MAX_HOLD_MS = 2_000;

let running = 0;
const waiting: (() => void)[] = [];

function start(req: Request, res: Response, next: NextFunction): void {
  running++;
  let done = false;
  const finish = () => {
    if (done) return;
    done = true;
    clearTimeout(timer);
    running--;
    waiting.shift()?.();
  };
  const timer = setTimeout(finish, MAX_HOLD_MS);
  timer.unref();
  const end = res.end.bind(res) as (...args: unknown[]) => Response;
  res.end = ((...args: unknown[]) => {
    finish();
    return end(...args);
  }) as Response["end"];
  res.once("close", finish);
  next();
}

export function renderGate(req: Request, res: Response, next: NextFunction): void {
  if (req.method !== "GET" && req.method !== "HEAD") return next();
  if (running < MAX_RENDERS) return start(req, res, next);
  const go = () => {
    res.off("close", gone);
    start(req, res, next);
  };
  // A client that leaves while waiting gives up its place in the queue.
  const gone = () => {
    const at = waiting.indexOf(go);
    if (at >= 0) waiting.splice(at, 1);
  };
  res.once("close", gone);
  waiting.push(go);
}

/** For tests: renders running and requests waiting now. */
export function renderGateState(): { running: number; waiting: number } {
  return { running, waiting: waiting.length };
}
