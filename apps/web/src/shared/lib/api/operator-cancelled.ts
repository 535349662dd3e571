/**
 * The operator stopped an action before it was sent (closed the code dialog, cancelled a
 * confirmation): not a failure, so nothing is reported.
 */
export class OperatorCancelledError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'OperatorCancelledError';
  }
}

export function isOperatorCancelled(error: unknown): error is OperatorCancelledError {
  return error instanceof OperatorCancelledError;
}
