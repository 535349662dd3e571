import { memo } from 'react';
import { useSession } from '../../lib/auth/session-context';
import { SavedViewsMenu } from './saved-views-menu';

interface ListSavedViewsProps {
  /** The screen's route pattern, e.g. '/financial/transactions': views are kept per route. */
  screen: string;
  /** The list's state to save (filters, sort, page size). */
  currentQuery: Record<string, unknown>;
  /** Applies a saved view's state. */
  onApply: (query: Record<string, unknown>) => void;
}

/**
 * The saved-views menu of a list screen, for the signed-in user. It renders again only when its
 * props change (a list passes a stable `currentQuery` and `onApply`).
 */
export const ListSavedViews = memo(function ListSavedViews({
  screen,
  currentQuery,
  onApply,
}: ListSavedViewsProps) {
  const { user } = useSession();
  return (
    <SavedViewsMenu screen={screen} username={user.userName} currentQuery={currentQuery} onApply={onApply} />
  );
});
