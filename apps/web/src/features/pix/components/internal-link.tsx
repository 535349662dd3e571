import { Anchor, Button } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import type { MouseEvent, ReactNode } from 'react';
import type { ScreenHref } from '../../../shared/lib/i18n';

function useHrefNavigation(href: ScreenHref) {
  const navigate = useNavigate();
  return (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void navigate({ href });
  };
}

/** A link to a console address with its query string, navigated inside the app. */
export function InternalLink({ href, children }: { href: ScreenHref; children: ReactNode }) {
  const onClick = useHrefNavigation(href);
  return (
    <Anchor href={href} onClick={onClick}>
      {children}
    </Anchor>
  );
}

/** A button-styled {@link InternalLink}. */
export function InternalLinkButton({ href, children }: { href: ScreenHref; children: ReactNode }) {
  const onClick = useHrefNavigation(href);
  return (
    <Button component="a" href={href} onClick={onClick}>
      {children}
    </Button>
  );
}
