/**
 * Failed sign-in attempts per username and client address, in a fixed window.
 * Kept in process memory: each server replica counts on its own, and a restart forgets
 * the counts. That bounds password guessing per replica, which is the goal here.
 */
export interface LoginThrottleOptions {
  maxFailures: number;
  windowMs: number;
  now?: () => number;
}

interface Window {
  failures: number;
  startedAt: number;
}

/** Entries beyond this trigger a sweep of expired windows, so memory stays bounded. */
const SWEEP_THRESHOLD = 10_000;

export class LoginThrottle {
  private readonly windows = new Map<string, Window>();
  private readonly now: () => number;

  constructor(private readonly options: LoginThrottleOptions) {
    this.now = options.now ?? Date.now;
  }

  static key(username: string, ip: string): string {
    return `${ip}\u0000${username.trim().toLowerCase()}`;
  }

  /** True when this key has used up its failed attempts for the current window. */
  isBlocked(key: string): boolean {
    const window = this.current(key);
    return window !== undefined && window.failures >= this.options.maxFailures;
  }

  recordFailure(key: string): void {
    const window = this.current(key);
    if (window) {
      window.failures += 1;
      return;
    }
    if (this.windows.size >= SWEEP_THRESHOLD) this.sweep();
    this.windows.set(key, { failures: 1, startedAt: this.now() });
  }

  reset(key: string): void {
    this.windows.delete(key);
  }

  private current(key: string): Window | undefined {
    const window = this.windows.get(key);
    if (window && this.now() - window.startedAt >= this.options.windowMs) {
      this.windows.delete(key);
      return undefined;
    }
    return window;
  }

  private sweep(): void {
    const now = this.now();
    for (const [key, window] of this.windows) {
      if (now - window.startedAt >= this.options.windowMs) this.windows.delete(key);
    }
  }
}
