import { Alert, Badge, Button, Group, Paper, Select, Stack, Table, Text, Title } from '@mantine/core';
import { BASKET_FREQUENCIES, formatCentsBRL } from '@mentor/contract';
import { type BasketOperation, RISK_MESSAGES } from '@mentor/contract/risk';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorView } from '../../../shared/lib/api';
import { useEnumLabel, useOptionSource } from '../../../shared/lib/options';
import { LoaderBox } from '../../../shared/ui/loader-box';
import { PageTitle } from '../../../shared/ui/page-title';
import { riskWhiteLabelOptions } from '../api/risk-options';
import { useBasketDetails, useBaskets } from '../api/use-baskets';
import { BasketOperationModal } from '../components/basket-operation-modal';

/** Fee management: baskets of a white label, their operations (editable) and taxes. */
export default function TaxManagementPage() {
  const { t } = useTranslation('risk');
  const label = useEnumLabel();
  const whiteLabels = useOptionSource(riskWhiteLabelOptions);
  const [whiteLabel, setWhiteLabel] = useState<string | null>(null);
  const [basket, setBasket] = useState<string | null>(null);
  const [editing, setEditing] = useState<BasketOperation | null>(null);
  const baskets = useBaskets(whiteLabel);
  const details = useBasketDetails(basket);

  return (
    <Stack>
      <PageTitle title={t('baskets.title')} />
      <Paper withBorder p="md">
        <Group align="flex-end">
          <Select
            label={t('fields.whiteLabel')}
            data={whiteLabels}
            value={whiteLabel}
            onChange={(value) => {
              setWhiteLabel(value);
              setBasket(null);
            }}
            searchable
            w={360}
          />
          <Select
            label={t('fields.basket')}
            data={(baskets.data ?? []).map((b) => ({
              value: b.uuid,
              label: b.active ? b.name : `${b.name} (${t('baskets.inactive')})`,
            }))}
            value={basket}
            onChange={setBasket}
            disabled={!whiteLabel || !baskets.data}
            w={320}
          />
        </Group>
      </Paper>
      {baskets.isError ? (
        <Alert color="red">{errorView(baskets.error, RISK_MESSAGES.basketsLoad).message}</Alert>
      ) : null}
      {details.isError ? (
        <Alert color="red">{errorView(details.error, RISK_MESSAGES.basketDetailsLoad).message}</Alert>
      ) : null}
      {details.isLoading ? <LoaderBox /> : null}
      {basket && details.data ? (
        <>
          <Paper withBorder p="md">
            <Group justify="space-between" mb="sm">
              <Title order={3} size="h4">
                {t('baskets.operations')}
              </Title>
              <Badge color={details.data.basket.active ? 'green' : 'gray'} variant="light">
                {details.data.basket.active ? t('baskets.active') : t('baskets.inactive')}
              </Badge>
            </Group>
            <Text size="sm" c="dimmed" mb="sm">
              {details.data.basket.description}
            </Text>
            <Table.ScrollContainer minWidth={640}>
              <Table striped aria-label={t('baskets.operations')}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('fields.operation')}</Table.Th>
                    <Table.Th>{t('fields.description')}</Table.Th>
                    <Table.Th style={{ textAlign: 'right' }}>{t('fields.fee')}</Table.Th>
                    <Table.Th style={{ textAlign: 'right' }}>{t('fields.freeQuantity')}</Table.Th>
                    <Table.Th>{t('fields.frequency')}</Table.Th>
                    <Table.Th>{t('fields.actions')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {details.data.values.map((op) => (
                    <Table.Tr key={op.uuid} data-testid={`operation-${op.operation}`}>
                      <Table.Td>{op.operation}</Table.Td>
                      <Table.Td>{op.description}</Table.Td>
                      <Table.Td style={{ textAlign: 'right' }}>{formatCentsBRL(op.amount)}</Table.Td>
                      <Table.Td style={{ textAlign: 'right' }}>{op.freeQuantity}</Table.Td>
                      <Table.Td>{label(BASKET_FREQUENCIES, op.frequency)}</Table.Td>
                      <Table.Td>
                        <Button
                          size="xs"
                          variant="light"
                          onClick={() => setEditing(op)}
                          aria-label={`${t('actions.edit')} ${op.operation}`}
                        >
                          {t('actions.edit')}
                        </Button>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Paper>
          <Paper withBorder p="md">
            <Title order={3} size="h4" mb="sm">
              {t('baskets.taxes')}
            </Title>
            <Table striped aria-label={t('baskets.taxes')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('fields.name')}</Table.Th>
                  <Table.Th style={{ textAlign: 'right' }}>{t('fields.amount')}</Table.Th>
                  <Table.Th>{t('fields.frequency')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {details.data.tax.map((tax) => (
                  <Table.Tr key={tax.uuid}>
                    <Table.Td>{tax.name}</Table.Td>
                    <Table.Td style={{ textAlign: 'right' }}>{formatCentsBRL(tax.amount)}</Table.Td>
                    <Table.Td>{label(BASKET_FREQUENCIES, tax.frequency)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Paper>
        </>
      ) : null}
      <BasketOperationModal operation={editing} onClose={() => setEditing(null)} />
    </Stack>
  );
}
