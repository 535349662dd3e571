/** An error that should be shown with a given HTTP status on the error screen. */
export class HttpStatusError extends Error {
  readonly status: number;

  constructor(status: number, message: string) {
    super(message);
    this.name = 'HttpStatusError';
    this.status = status;
  }
}

/** Status to show for an error (spec core §2.2: defaults to 500). */
export function statusOf(error: unknown): number {
  if (typeof error === 'object' && error !== null && 'status' in error) {
    const { status } = error;
    if (typeof status === 'number' && status >= 400 && status < 600) return status;
  }
  return 500;
}
