import { useQueryClient } from '@tanstack/react-query';
import { Outlet, useMatches } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { canAccessRoute, findRoute } from '../../shared/lib/auth/access';
import { usePermissions, useSession } from '../../shared/lib/auth/session-context';
import { useSelectedProject } from '../../shared/lib/project/selected-project';
import { useDeferredMount } from '../../shared/lib/render/use-deferred-mount';
import type { RouterAnimation } from '../../shared/lib/settings/layout-settings';
import { ErrorScreen } from '../errors/error-screen';
import { ScreenPending } from '../errors/screen-pending';
import { setPrefetchContext } from '../router/route-prefetch';
import classes from './shell.module.css';
import { useProjectOptions } from './use-project-options';

/** The route's guard (spec core §6): the permission of its menu entry. */
function useRouteAllowed(): boolean {
  const permissions = usePermissions();
  const pattern = useMatches({ select: (matches) => matches.at(-1)?.staticData.pattern });
  const route = pattern ? findRoute(pattern) : undefined;
  return route ? canAccessRoute(route, permissions) : true;
}

/**
 * The screen, mounted in a render and a commit of its own once its code and first loads are in
 * (the router would draw it at once, in one task as long as the whole screen): its filters and
 * table are drawn in slices, leaving input and paint free. A spinner shows in its place when
 * that takes over 300 ms, as the router's own pending screen does.
 */
function DeferredScreen() {
  const ready = useMatches({ select: (matches) => matches.at(-1)?.status !== 'pending' });
  if (useDeferredMount(ready)) return <Outlet />;
  return (
    <div className={classes.screenPlace}>
      <ScreenPending />
    </div>
  );
}

/**
 * The main area (spec core §2.3): shown once the project is settled (the token's project, or
 * the project options of a multi-project user), with a short transition between screens.
 */
export function MainArea({ animation }: { animation: RouterAnimation }) {
  const { t } = useTranslation('errors');
  const { user } = useSession();
  const projects = useProjectOptions(user.multiProject);
  const allowed = useRouteAllowed();
  // The screen shown, not the address being loaded: the current screen stays mounted while
  // the next one loads, and the transition runs when the next one is rendered.
  const pathname = useMatches({ select: (matches) => matches.at(-1)?.pathname ?? '' });
  const queryClient = useQueryClient();
  const { projectId } = useSelectedProject();
  useEffect(() => {
    setPrefetchContext({ queryClient, projectId });
    return () => setPrefetchContext(null);
  }, [queryClient, projectId]);

  if (user.multiProject && projects.isPending && projects.fetchStatus !== 'idle') return <ScreenPending />;
  if (!allowed) return <ErrorScreen status={403} text={t('forbidden.text')} />;
  return (
    <div key={pathname} className={`${classes.transition} ${classes[animation] ?? ''}`}>
      <DeferredScreen />
    </div>
  );
}
