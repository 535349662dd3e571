import { type ComponentType, lazy, type ReactNode, Suspense, useState } from 'react';

/** A component whose code is fetched the first time it is shown, with a way to fetch it sooner. */
export type OnDemandComponent<P> = ComponentType<P> & {
  /** Starts fetching the code (e.g. on hover or focus of the button that opens it). */
  preload: () => Promise<unknown>;
};

/** Mounts the lazy component once it has been shown, and keeps it mounted from then on. */
function OnDemandHost<P extends object>({
  component,
  visible,
  props,
  fallback,
}: {
  component: ComponentType<P>;
  visible: boolean;
  props: P;
  fallback: ReactNode;
}) {
  // The first component type is kept: switching from the lazy one to the fetched one would remount.
  const [Component] = useState(() => component);
  const [wanted, setWanted] = useState(visible);
  if (visible && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={fallback}>
      <Component {...props} />
    </Suspense>
  );
}

/**
 * A dialog, drawer or wizard that a screen renders closed: its code (and the form library it
 * brings) is left out of the screen's own chunk and fetched when `shown(props)` first becomes
 * true. From then on it stays mounted, so its closing transition and its state behave as before.
 *
 * @example
 * const TerminalCreateModal = onDemand(
 *   () => import('../components/terminal-create-modal').then((m) => m.TerminalCreateModal),
 *   (props) => props.opened,
 * );
 */
export function onDemand<P extends object>(
  load: () => Promise<ComponentType<P>>,
  shown: (props: P) => boolean,
  /** Shown while the code arrives (e.g. a field of the same size); nothing by default. */
  fallback?: (props: P) => ReactNode,
): OnDemandComponent<P> {
  let pending: Promise<ComponentType<P>> | null = null;
  // Once fetched (shown before, or preloaded), the component renders at once, without suspending.
  let ready: ComponentType<P> | null = null;
  const preload = () => {
    pending ??= load().then(
      (component) => {
        ready = component;
        return component;
      },
      (error: unknown) => {
        pending = null; // a failed fetch (network, new release) is tried again on the next show
        throw error;
      },
    );
    return pending;
  };
  const whenFetched = lazy(() =>
    preload().then((component) => ({ default: component })),
  ) as unknown as ComponentType<P>;
  const render = (props: P) => (
    <OnDemandHost
      component={ready ?? whenFetched}
      visible={shown(props)}
      props={props}
      fallback={fallback?.(props) ?? null}
    />
  );
  return Object.assign(render, { preload });
}
