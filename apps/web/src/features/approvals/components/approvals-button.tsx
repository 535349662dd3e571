import { ActionIcon, Indicator, Tooltip } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useHasPermission } from '../../../shared/lib/auth/session-context';
import { useRoutePath } from '../../../shared/lib/i18n';
import { CheckBadgeIcon } from '../../../shared/ui/icons/icons';
import { useApprovalCount } from '../api/use-approval-count';

/** Top bar entry to the approvals inbox, with the number of changes awaiting the user. */
export default function ApprovalsButton({ color }: { color: string }) {
  const { t } = useTranslation('approvals');
  const pathTo = useRoutePath();
  const mayApprove = useHasPermission('approve_changes');
  const count = useApprovalCount(mayApprove);
  if (!mayApprove) return null;
  const pending = count.data?.pending ?? 0;
  const label = t('topBar', { count: pending });
  return (
    <Tooltip label={label}>
      <Indicator label={pending} size={16} disabled={pending === 0} color="red" offset={4}>
        <ActionIcon
          component={Link}
          to={pathTo('/approvals')}
          variant="subtle"
          color={color}
          size="lg"
          aria-label={label}
        >
          <CheckBadgeIcon />
        </ActionIcon>
      </Indicator>
    </Tooltip>
  );
}
