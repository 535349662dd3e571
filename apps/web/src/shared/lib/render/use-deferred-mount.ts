import { startTransition, useEffect, useState } from 'react';

/**
 * False until `ready`, then true from a render of its own that React runs as a transition once
 * the render that saw `ready` is committed, and true from then on: what it gates is drawn in
 * slices of a few milliseconds, in a pass and a commit of its own, however `ready` came (a
 * router or query update is always drawn at once, in one task as long as all it mounts).
 * For large parts of the frame or a screen whose place is already held.
 */
export function useDeferredMount(ready = true): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    if (ready) startTransition(() => setMounted(true));
  }, [ready]);
  return mounted;
}
