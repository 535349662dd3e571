/**
 * Where the server reads the time for the decisions it takes on it: which one-time-code step
 * is current, when a pending four-eyes change expires. The process uses the system clock; a
 * test gives the app a clock it can move forward instead of waiting for the time to pass.
 */
export interface Clock {
  /** Milliseconds since the Unix epoch, as `Date.now()`. */
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };

declare module 'fastify' {
  interface FastifyInstance {
    /** The clock the app was given (`buildApp({ clock })`), the system clock by default. */
    clock: Clock;
  }
}
