import { Badge, Stack } from '@mantine/core';
import { maskCnpj } from '@mentor/contract';
import { useTranslation } from 'react-i18next';
import { useRoutePath } from '../../../shared/lib/i18n';
import { useIdParam } from '../../../shared/lib/router';
import { MaskedValue } from '../../../shared/ui/masked-value';
import { onDemand } from '../../../shared/ui/on-demand';
import { PendingChanges } from '../../../shared/ui/pending-change';
import { QueryState } from '../../../shared/ui/query-state';
import { RecordTitle, RouteTabs } from '../../../shared/ui/record-page';
import { useProject } from '../api/project-api';
import { SettingsTab } from '../components/settings-tab';

// The first tab comes with the screen; the others are fetched when opened.
const ChannelsTab = onDemand(
  () => import('../components/channels-tab').then((m) => m.ChannelsTab),
  () => true,
);
const SpreadsTab = onDemand(
  () => import('../components/spreads-tab').then((m) => m.SpreadsTab),
  () => true,
);
const SalesRepresentativesTab = onDemand(
  () => import('../components/sales-representatives-tab').then((m) => m.SalesRepresentativesTab),
  () => true,
);
const CertificateTab = onDemand(
  () => import('../components/certificate-tab').then((m) => m.CertificateTab),
  () => true,
);

/** History contexts of a project's changes that may wait for approval (limit, centraliser account). */
const PROJECT_CHANGES = ['project_parameter', 'project'] as const;

/** A project: settings, channels, MDR spreads, sales representatives and certificate (spec core §2.5, §7.8). */
export default function ProjectDetailPage() {
  const { t } = useTranslation('projects');
  const pathTo = useRoutePath();
  const id = useIdParam('id');
  const project = useProject(id ?? 0);

  if (!project.data) return <QueryState query={project} notFound={t('notFound')} missing={id === null} />;
  const p = project.data;

  return (
    <Stack>
      <RecordTitle title={p.trade} list={{ title: t('title'), path: pathTo('/projects') }}>
        <MaskedValue
          value={p.document}
          label="CNPJ"
          tableContext="project"
          recordId={p.id}
          field="document"
          format={maskCnpj}
        />
        {p.certificate?.expiring_soon ? <Badge color="yellow">{t('certificate.expiringBadge')}</Badge> : null}
        {p.certificate?.expired ? <Badge color="red">{t('certificate.expired')}</Badge> : null}
      </RecordTitle>
      <PendingChanges contexts={PROJECT_CHANGES} recordId={p.id} />
      <RouteTabs
        tabs={[
          {
            value: 'settings',
            label: t('tabs.settings'),
            panel: <SettingsTab key={p.updated_at} project={p} />,
          },
          { value: 'channels', label: t('tabs.channels'), panel: <ChannelsTab project={p} /> },
          { value: 'spreads', label: t('tabs.spreads'), panel: <SpreadsTab project={p} /> },
          { value: 'reps', label: t('tabs.reps'), panel: <SalesRepresentativesTab project={p} /> },
          { value: 'certificate', label: t('tabs.certificate'), panel: <CertificateTab project={p} /> },
        ]}
      />
    </Stack>
  );
}
