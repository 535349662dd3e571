import { Badge, Group, Stack, Tabs } from '@mantine/core';
import { maskCnpj } from '@mentor/contract';
import { useTranslation } from 'react-i18next';
import { useIdParam, useTabParam } from '../../../shared/lib/router';
import { MaskedValue } from '../../../shared/ui/masked-value';
import { onDemand } from '../../../shared/ui/on-demand';
import { PageTitle } from '../../../shared/ui/page-title';
import { QueryState } from '../../../shared/ui/query-state';
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

const TABS = ['settings', 'channels', 'spreads', 'reps', 'certificate'] as const;

/** A project: settings, channels, MDR spreads, sales representatives and certificate (spec core §2.5, §7.8). */
export default function ProjectDetailPage() {
  const { t } = useTranslation('projects');
  const id = useIdParam('id');
  const project = useProject(id ?? 0);
  const [tab, setTab] = useTabParam(TABS);

  if (!project.data) return <QueryState query={project} notFound={t('notFound')} missing={id === null} />;
  const p = project.data;

  return (
    <Stack>
      <PageTitle
        title={p.trade}
        back="/projects"
        breadcrumbs={[{ label: t('title'), to: '/projects' }, { label: p.trade }]}
        actions={
          <Group gap="xs">
            <MaskedValue
              value={p.document}
              label="CNPJ"
              tableContext="project"
              recordId={p.id}
              field="document"
              format={maskCnpj}
            />
            {p.certificate?.expiring_soon ? (
              <Badge color="yellow">{t('certificate.expiringBadge')}</Badge>
            ) : null}
            {p.certificate?.expired ? <Badge color="red">{t('certificate.expired')}</Badge> : null}
          </Group>
        }
      />
      <Tabs value={tab} onChange={setTab} keepMounted={false}>
        <Tabs.List>
          {TABS.map((x) => (
            <Tabs.Tab key={x} value={x}>
              {t(`tabs.${x}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="settings" pt="md">
          <SettingsTab key={p.updated_at} project={p} />
        </Tabs.Panel>
        <Tabs.Panel value="channels" pt="md">
          <ChannelsTab project={p} />
        </Tabs.Panel>
        <Tabs.Panel value="spreads" pt="md">
          <SpreadsTab project={p} />
        </Tabs.Panel>
        <Tabs.Panel value="reps" pt="md">
          <SalesRepresentativesTab project={p} />
        </Tabs.Panel>
        <Tabs.Panel value="certificate" pt="md">
          <CertificateTab project={p} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
