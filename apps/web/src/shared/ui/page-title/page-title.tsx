import { ActionIcon, Anchor, Breadcrumbs, Group, Paper, Title, Tooltip } from '@mantine/core';
import { Link, useNavigate, useRouter } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type ScreenHref, useRoutePath } from '../../lib/i18n/use-route-path';
import { ArrowLeftIcon, ExternalLinkIcon } from '../icons/icons';
import { useFocusAfterNavigation } from './use-focus-after-navigation';
import { usePageTitle } from './use-page-title';

const WRAPPING_TRAIL = {
  root: { flexWrap: 'wrap' },
  breadcrumb: { whiteSpace: 'normal', overflowWrap: 'anywhere', lineHeight: 1.3 },
} as const;

export interface Breadcrumb {
  label: string;
  /** The screen it opens, built with `useRoutePath()` (keeps the current language). */
  to?: ScreenHref;
}

export interface PageTitleProps {
  title: string;
  /** Trail shown above the title; defaults to Home › title. */
  breadcrumbs?: Breadcrumb[];
  /** Back button: a screen built with `useRoutePath()`, true to go back one step, false to hide it. */
  back?: ScreenHref | boolean;
  /** Optional external link shown beside the title. */
  externalLink?: { href: string; label: string };
  /** Extra actions on the right (buttons of the screen). */
  actions?: ReactNode;
}

/**
 * Page title bar (spec core §2.3): breadcrumbs, a back button and an optional external link;
 * also sets the document title to '<title> - Mentor'.
 */
export function PageTitle({ title, breadcrumbs, back = true, externalLink, actions }: PageTitleProps) {
  const { t } = useTranslation('shell');
  const router = useRouter();
  const navigate = useNavigate();
  const pathTo = useRoutePath();
  usePageTitle(title);
  const heading = useFocusAfterNavigation<HTMLHeadingElement>();
  const trail = breadcrumbs ?? [{ label: t('home.title'), to: pathTo('/') }, { label: title }];

  const handleBack = () => {
    if (typeof back === 'string') void navigate({ href: back });
    else router.history.back();
  };

  return (
    <Paper component="header" withBorder radius="md" p="md" mb="md">
      {/* On a narrow screen the actions move under the title instead of squeezing it. */}
      <Group justify="space-between" wrap="wrap" gap="md">
        <Group wrap="nowrap" gap="sm" miw={0} style={{ flex: '1 1 16rem' }}>
          {back !== false && (
            <Tooltip label={t('pageTitle.back')}>
              <ActionIcon variant="subtle" size="lg" onClick={handleBack} aria-label={t('pageTitle.back')}>
                <ArrowLeftIcon />
              </ActionIcon>
            </Tooltip>
          )}
          <div style={{ minWidth: 0 }}>
            {/* A long record name wraps instead of widening the page. */}
            <Breadcrumbs
              aria-label={t('pageTitle.breadcrumbs')}
              fz="xs"
              separatorMargin={4}
              styles={WRAPPING_TRAIL}
            >
              {trail.map((crumb) =>
                crumb.to ? (
                  <Anchor key={`${crumb.label}-${crumb.to}`} component={Link} to={crumb.to} fz="xs">
                    {crumb.label}
                  </Anchor>
                ) : (
                  <span key={crumb.label} aria-current="page">
                    {crumb.label}
                  </span>
                ),
              )}
            </Breadcrumbs>
            <Group gap={6} wrap="nowrap">
              <Title order={1} fz="h3" lineClamp={2} tabIndex={-1} ref={heading}>
                {title}
              </Title>
              {externalLink && (
                <Tooltip label={externalLink.label}>
                  <ActionIcon
                    component="a"
                    href={externalLink.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    variant="subtle"
                    aria-label={externalLink.label}
                  >
                    <ExternalLinkIcon />
                  </ActionIcon>
                </Tooltip>
              )}
            </Group>
          </div>
        </Group>
        {actions && (
          <Group gap="xs" wrap="wrap">
            {actions}
          </Group>
        )}
      </Group>
    </Paper>
  );
}
