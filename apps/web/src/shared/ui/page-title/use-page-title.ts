import { useContext, useEffect } from 'react';
import { ConsoleConfigContext } from '../../lib/config/console-config';

/** Title template of spec core §2.3: '%s - ' followed by the product name. */
export function formatDocumentTitle(title: string, productName: string): string {
  return title ? `${title} - ${productName}` : productName;
}

export function usePageTitle(title: string): void {
  const productName = useContext(ConsoleConfigContext)?.productName ?? 'Mentor';
  useEffect(() => {
    document.title = formatDocumentTitle(title, productName);
  }, [title, productName]);
}
