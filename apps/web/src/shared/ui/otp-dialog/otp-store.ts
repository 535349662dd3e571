/**
 * The queue of one-time-code requests shared by `confirmWithOtp` (called from the api client,
 * outside React) and the mounted `OtpDialogHost`. The first request in the queue is shown.
 */

/** Texts of the dialog for one request. */
export interface OtpDialogOptions {
  /** Dialog title; defaults to 'Código de verificação'. */
  title?: string;
  /** Text above the digit boxes. */
  description?: string;
}

/** Outcome of submitting a code: done (dialog closes) or retry with the server's message. */
export type OtpSubmitResult = { status: 'done' } | { status: 'retry'; message: string | null };

/** One pending request for a code. */
export interface OtpRequest {
  id: number;
  options: OtpDialogOptions;
  submit: (code: string) => Promise<OtpSubmitResult>;
  cancel: () => void;
}

type Listener = () => void;

let queue: OtpRequest[] = [];
let hostCount = 0;
let lastId = 0;
const listeners = new Set<Listener>();

function emit() {
  for (const listener of listeners) listener();
}

/** Subscribable queue of code requests; the host shows `current()`. */
export const otpStore = {
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  current(): OtpRequest | null {
    return queue[0] ?? null;
  },
  nextId(): number {
    lastId += 1;
    return lastId;
  },
  push(request: OtpRequest) {
    queue = [...queue, request];
    emit();
  },
  remove(request: OtpRequest) {
    queue = queue.filter((item) => item !== request);
    emit();
  },
  /** Marks a host as mounted; the returned function unmounts it (and cancels what is left). */
  registerHost(): () => void {
    hostCount += 1;
    return () => {
      hostCount -= 1;
      if (hostCount === 0) for (const request of queue) request.cancel();
    };
  },
  hasHost(): boolean {
    return hostCount > 0;
  },
};
