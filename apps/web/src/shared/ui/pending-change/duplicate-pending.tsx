import { Anchor, Text } from '@mantine/core';
import { DUPLICATE_PENDING_ERROR } from '@mentor/contract/approvals';
import { errorView } from '../../lib/api/error-view';

/** Query key of every record's pending changes (under the approvals inbox's keys). */
export const PENDING_CHANGES_KEY = ['approvals', 'pending'] as const;

/** The id of the pending change a refused repeat names (409 of the same change asked again), else null. */
export function duplicatePendingId(error: unknown): number | null {
  const view = errorView(error);
  if (view.status !== 409 || view.code !== DUPLICATE_PENDING_ERROR) return null;
  const id = Number(view.detail);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * The toast of a refused repeat: what happened and a link to the change already pending. A plain
 * link, the toast living outside the router.
 */
export function PendingDuplicateMessage({ text, link, href }: { text: string; link: string; href: string }) {
  return (
    <>
      <Text size="sm">{text}</Text>
      <Anchor href={href} size="sm">
        {link}
      </Anchor>
    </>
  );
}
