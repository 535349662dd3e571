import { Alert, Button, Group, List, Stack, Text, TextInput } from '@mantine/core';
import type { MccCheck, MerchantDetail } from '@mentor/contract/merchants';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorView } from '../../../shared/lib/api';
import { fetchMccCheck } from '../api/fetch-mcc-check';
import { useChangeMcc } from '../api/use-change-mcc';

/** MCC change: the check first (what changes), then the change. */
export function MerchantMccTab({ merchant }: { merchant: MerchantDetail }) {
  const { t } = useTranslation('merchants');
  const [mcc, setMcc] = useState('');
  const [check, setCheck] = useState<MccCheck | null>(null);
  const [error, setError] = useState<string | null>(null);
  const change = useChangeMcc(merchant.id, { success: t('mcc.done'), onSuccess: () => setCheck(null) });

  const runCheck = async () => {
    setError(null);
    setCheck(null);
    try {
      setCheck(await fetchMccCheck(merchant.id, mcc));
    } catch (e) {
      setError(errorView(e).message);
    }
  };
  return (
    <Stack maw={560}>
      <Text>{t('mcc.current', { mcc: merchant.mcc ?? '—' })}</Text>
      <Group align="end">
        <TextInput
          label={t('mcc.new')}
          value={mcc}
          maxLength={4}
          onChange={(e) => {
            setMcc(e.currentTarget.value.replace(/\D/g, ''));
            setCheck(null);
          }}
        />
        <Button variant="light" disabled={mcc.length !== 4} onClick={() => void runCheck()}>
          {t('mcc.check')}
        </Button>
      </Group>
      {error ? <Alert color="red">{error}</Alert> : null}
      {check ? (
        <Alert
          color="blue"
          title={t('mcc.changes', {
            from: check.current_mcc ?? '—',
            to: `${check.new_mcc} - ${check.new_mcc_name}`,
          })}
        >
          {check.removed_sales_plans === 0 ? (
            <Text size="sm">{t('mcc.noPlanChange')}</Text>
          ) : (
            <List size="sm">
              {check.sales_plans
                .filter((p) => !p.kept)
                .map((p) => (
                  <List.Item key={p.channel_id}>
                    {t('mcc.planRemoved', { channel: p.channel_name, plan: p.sales_plan_name })}
                  </List.Item>
                ))}
            </List>
          )}
          <Button mt="sm" loading={change.isPending} onClick={() => void change.run({ mcc: check.new_mcc })}>
            {t('mcc.apply')}
          </Button>
        </Alert>
      ) : null}
    </Stack>
  );
}
