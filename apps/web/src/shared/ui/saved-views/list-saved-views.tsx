import { useSession } from '../../lib/auth/session-context';
import { SavedViewsMenu } from './saved-views-menu';

interface ListSavedViewsProps {
  /** The screen's route pattern, e.g. '/financial/transactions'. */
  screen: string;
  list: { query: Record<string, unknown>; applyQuery: (query: Record<string, unknown>) => void };
}

/** The saved-views menu of a list screen, wired to its URL state and the signed-in user. */
export function ListSavedViews({ screen, list }: ListSavedViewsProps) {
  const { user } = useSession();
  return (
    <SavedViewsMenu
      screen={screen}
      username={user.userName}
      currentQuery={list.query}
      onApply={list.applyQuery}
    />
  );
}
