/**
 * How long to wait before the next try after `attempt` failed tries: exponential backoff with
 * full jitter (a random wait between zero and base·2^(attempt−1), capped). The jitter spreads
 * retries out, so jobs that failed together while a receiver was down do not all return to it
 * at the same moment when it comes back.
 */
export function retryDelayMs(
  attempt: number,
  options: { baseMs: number; capMs: number },
  random: () => number = Math.random,
): number {
  const ceiling = Math.min(options.capMs, options.baseMs * 2 ** Math.max(0, attempt - 1));
  return Math.floor(random() * ceiling);
}
