import { useNavigate, useRouter } from '@tanstack/react-router';
import { useCallback } from 'react';
import { useSearchText } from '../../lib/router';

/** A record shown as a panel of its list, named by a search parameter of the list's address. */
export interface RecordParam {
  /** The record named in the address, or null when none is open. */
  key: string | null;
  /** The list's address with this record open (the other filters kept): a row's link. */
  hrefOf: (key: string | number) => string;
  /** Closes the panel, keeping the rest of the address. */
  close: () => void;
}

/**
 * `?equipment=SN-1` on the equipment list opens that record's panel: a reload, the browser's
 * back button and a shared link all reopen it.
 */
export function useRecordParam(name: string): RecordParam {
  const key = useSearchText(name);
  const router = useRouter();
  const navigate = useNavigate();
  const hrefOf = useCallback(
    (value: string | number) =>
      router.buildLocation({
        to: '.',
        search: (prev: Record<string, unknown>) => ({ ...prev, [name]: value }),
      }).href,
    [router, name],
  );
  const close = useCallback(() => {
    void navigate({
      to: '.',
      search: (prev: Record<string, unknown>) => {
        const { [name]: _closed, ...rest } = prev;
        return rest;
      },
    });
  }, [navigate, name]);
  return { key, hrefOf, close };
}
