import { Button, Group, Modal, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { formatCentsBRL, formatDate, formatDateTime, maskBoletoLine, maskCpfCnpj } from '@mentor/contract';
import type { Billet } from '@mentor/contract/billets';
import { useTranslation } from 'react-i18next';
import { ItfBarcode } from './itf-barcode';

/** Only the billet is printed: the rest of the console is hidden on paper. */
const PRINT_CSS = `@media print {
  body * { visibility: hidden; }
  .billet-print, .billet-print * { visibility: visible; }
  .billet-print { position: absolute; inset: 0; padding: 16px; }
  .billet-print-actions { display: none; }
}`;

const day = (iso: string | null) => (iso ? formatDate(`${iso}T12:00:00`) : '-');

function Field({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={500}>
        {value}
      </Text>
    </div>
  );
}

/** A printable billet: bank, typeable line, payer, value, due date and the barcode's bars. */
export function BilletPrintModal({ billet, onClose }: { billet: Billet | null; onClose: () => void }) {
  const { t } = useTranslation('billets');
  return (
    <Modal
      opened={billet !== null}
      onClose={onClose}
      title={t('print.title')}
      closeButtonProps={{ 'aria-label': t('actions.close') }}
      size="xl"
    >
      {billet ? (
        <Stack className="billet-print" gap="sm">
          <style>{PRINT_CSS}</style>
          <Group justify="space-between" wrap="nowrap">
            <Title order={4}>{`${billet.layout_nickname} | ${billet.bank_code}-9`}</Title>
            <Text ff="monospace" fw={700} data-testid="billet-line">
              {maskBoletoLine(billet.typeable_line)}
            </Text>
          </Group>
          <SimpleGrid cols={3}>
            <Field label={t('print.beneficiary')} value={billet.merchant_name ?? billet.project_name} />
            <Field label={t('fields.due_date')} value={day(billet.due_date)} />
            <Field label={t('fields.billet_value')} value={formatCentsBRL(billet.billet_value)} />
            <Field label={t('fields.our_number')} value={billet.our_number} />
            <Field label={t('fields.emission_date')} value={formatDateTime(billet.emission_date)} />
            <Field label={t('fields.external_id')} value={billet.external_id ?? '-'} />
            <Field label={t('fields.billet_payer')} value={billet.billet_payer} />
            <Field
              label={t('fields.billet_payer_document')}
              value={
                /^\d+$/.test(billet.billet_payer_document)
                  ? maskCpfCnpj(billet.billet_payer_document)
                  : billet.billet_payer_document
              }
            />
            <Field label={t('fields.billet_payer_email')} value={billet.billet_payer_email ?? '-'} />
          </SimpleGrid>
          <Text size="xs" c="dimmed">
            {t('print.instructions')}
          </Text>
          <ItfBarcode digits={billet.barcode} label={t('print.barcode', { barcode: billet.barcode })} />
          <Group justify="flex-end" className="billet-print-actions">
            <Button variant="default" onClick={onClose}>
              {t('actions.back')}
            </Button>
            <Button onClick={() => window.print()}>{t('actions.print')}</Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
