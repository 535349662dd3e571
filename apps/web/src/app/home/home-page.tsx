import { Anchor, Card, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { hasPermission, visibleMenu } from '../../shared/lib/auth/access';
import { usePermissions, useSession } from '../../shared/lib/auth/session-context';
import { useLanguage } from '../../shared/lib/i18n/use-language';
import { PageTitle } from '../../shared/ui/page-title/page-title';
import { useMenuTitles } from '../shell/use-menu-titles';
import { TpvSummary } from './tpv-summary';

/** Home (/ and /en): the areas this user may open and, with TPV access, the TPV summary. */
export default function HomePage() {
  const { t } = useTranslation('shell');
  const { user } = useSession();
  const permissions = usePermissions();
  const { localize } = useLanguage();
  const { groupTitle, routeTitle } = useMenuTitles();
  const groups = visibleMenu(permissions);

  return (
    <Stack gap="md">
      <PageTitle title={t('home.title')} back={false} breadcrumbs={[{ label: t('home.title') }]} />
      <Text>{t('home.welcome', { name: user.fullName || user.userName })}</Text>
      {hasPermission(permissions, 'read_dashboard_tpv') && <TpvSummary />}
      <section aria-labelledby="home-areas">
        <Title order={2} fz="h4" id="home-areas" mb="sm">
          {t('home.areas')}
        </Title>
        {groups.length === 0 ? (
          <Text c="dimmed">{t('home.noAreas')}</Text>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
            {groups.map((group) => (
              <Card
                key={group.key}
                withBorder
                radius="md"
                padding="md"
                component="article"
                aria-label={groupTitle(group)}
              >
                <Title order={3} fz="md" mb="xs">
                  {groupTitle(group)}
                </Title>
                <List spacing={4} size="sm" listStyleType="none" withPadding={false}>
                  {group.items.map((item) => (
                    <List.Item key={item.path}>
                      <Anchor component={Link} to={localize(item.path)}>
                        {routeTitle(item.path, item.title)}
                      </Anchor>
                    </List.Item>
                  ))}
                </List>
              </Card>
            ))}
          </SimpleGrid>
        )}
      </section>
    </Stack>
  );
}
