/**
 * A poller: the portal's schedulers (saved feeds, game checks, the daily digest) keep no
 * timers of their own for work ahead: each keeps the due time in the database and every
 * instance polls now and then every minute, claiming what is due in the statement that
 * finds it.
 */
import { logFailure } from "../platform/log.server";

export const POLL_EVERY_MS = 60_000;

export interface Poller {
  stop(): Promise<void>;
}

/**
 * Calls `look` now and every `lookEveryMs`; a failed look is logged (as "Scheduling `what`
 * failed") and tried at the next. `stop` waits for a look under way.
 */
export function startPoller(what: string, look: () => Promise<unknown>, lookEveryMs = POLL_EVERY_MS): Poller {
  let looking: Promise<unknown> | null = null;
  let stopped = false;
  const lookOnce = () => {
    // A look that outlasts the minute (a slow database) is not joined by another.
    if (stopped || looking) return;
    looking = look()
      .catch((error: unknown) => logFailure(`Scheduling ${what}`, error))
      .finally(() => (looking = null));
  };
  const timer = setInterval(lookOnce, lookEveryMs);
  timer.unref();
  lookOnce();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await looking;
    },
  };
}
