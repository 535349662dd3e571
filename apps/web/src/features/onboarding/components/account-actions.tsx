import { Button, Group } from '@mantine/core';
import { ACCOUNT_ACTION_MESSAGES, accountBlacklistBodySchema } from '@mentor/contract/onboarding';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHasPermission } from '../../../shared/lib/auth/session-context';
import { confirmAction } from '../../../shared/ui/confirm-dialog';
import { FormModal, FormSelect, FormTextarea, useSchemaForm } from '../../../shared/ui/form';
import { useBlacklistAccount, useBlockReasons } from '../api/use-blacklist-account';
import { useMigrateAccount } from '../api/use-migrate-account';

interface AccountRef {
  uuidWhiteLabel: string;
  uuidAccountPayment: string;
  product: string;
  accountStatus: string | null;
}

/** "Colocar na blacklist": a block reason of the white label and an optional comment. */
function BlacklistModal({
  account,
  opened,
  onClose,
}: {
  account: AccountRef;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('onboarding');
  const reasons = useBlockReasons(opened ? account.uuidWhiteLabel : null);
  const empty = { blockReasonId: undefined as unknown as number, comment: '' };
  const form = useSchemaForm(accountBlacklistBodySchema, { defaultValues: empty });
  const dismiss = () => {
    form.reset(empty);
    onClose();
  };
  const blacklist = useBlacklistAccount({
    form,
    success: (result) =>
      result.blocked ? ACCOUNT_ACTION_MESSAGES.blacklisted : ACCOUNT_ACTION_MESSAGES.blacklistedClosed,
    onSuccess: dismiss,
  });
  return (
    <FormModal
      form={form}
      opened={opened}
      title={t('actions.blacklist')}
      onDismiss={dismiss}
      onSubmit={(input) =>
        void blacklist.run({
          account: account.uuidAccountPayment,
          blockReasonId: input.blockReasonId,
          ...(input.comment ? { comment: input.comment } : {}),
        })
      }
      submitLabel={t('actions.blacklist')}
      cancelLabel={t('actions.cancel')}
      pending={blacklist.isPending}
      danger
    >
      <FormSelect
        control={form.control}
        name="blockReasonId"
        label={t('fields.blockReason')}
        data={(reasons.data ?? []).map((r) => ({ value: String(r.id), label: r.description }))}
        parse={Number}
        withAsterisk
      />
      <FormTextarea control={form.control} name="comment" label={t('fields.comment')} autosize minRows={2} />
    </FormModal>
  );
}

/** Account-level actions of the review: migrate a light onboarding, put on the blacklist. */
export function AccountActions({ account }: { account: AccountRef }) {
  const { t } = useTranslation('onboarding');
  const [blacklisting, setBlacklisting] = useState(false);
  const canMigrate = useHasPermission('view_onboarding_records');
  const canBlacklist = useHasPermission('manage_restrictive_list');
  const migrate = useMigrateAccount({ success: ACCOUNT_ACTION_MESSAGES.migrated });
  const light = account.product === 'onboarding-light';
  const blocked = account.accountStatus === 'BLOCKED';
  return (
    <Group gap="xs">
      {light && canMigrate ? (
        <Button
          variant="light"
          loading={migrate.isPending}
          onClick={async () => {
            if (await confirmAction({ title: t('actions.migrate'), message: t('review.migrateMessage') }))
              await migrate.run(account.uuidAccountPayment);
          }}
        >
          {t('actions.migrate')}
        </Button>
      ) : null}
      {canBlacklist && !blocked ? (
        <Button variant="outline" color="red" onClick={() => setBlacklisting(true)}>
          {t('actions.blacklist')}
        </Button>
      ) : null}
      <BlacklistModal account={account} opened={blacklisting} onClose={() => setBlacklisting(false)} />
    </Group>
  );
}
