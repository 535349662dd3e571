import { useLocalStorage } from '@mantine/hooks';

/** localStorage key under which a table's hidden columns are kept. */
export function columnStorageKey(storageKey: string): string {
  return `mentor.columns.${storageKey}`;
}

function readHidden(raw: string | undefined): string[] {
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

/** A column the chooser can show: its key, header and whether it may be hidden. */
export interface ChoosableColumn {
  key: string;
  header: string;
  hideable?: boolean;
}

/** What {@link useColumnVisibility} returns. */
export interface ColumnVisibility {
  /** Keys of the hidden columns. */
  hiddenKeys: string[];
  isVisible: (key: string) => boolean;
  /** Shows or hides a column; the last visible column cannot be hidden. */
  setVisible: (key: string, visible: boolean) => void;
  /** Shows every column again. */
  reset: () => void;
}

/**
 * Hidden columns of a table, remembered in localStorage per `storageKey` and shared live by
 * every component using the same key (the list and its `/fields` screen).
 */
export function useColumnVisibility(storageKey: string, columns: ChoosableColumn[]): ColumnVisibility {
  const [hiddenKeys, setHiddenKeys] = useLocalStorage<string[]>({
    key: columnStorageKey(storageKey),
    defaultValue: [],
    getInitialValueInEffect: false,
    serialize: (value) => JSON.stringify(value),
    deserialize: readHidden,
  });
  const hideable = new Set(columns.filter((column) => column.hideable !== false).map((column) => column.key));
  const effectiveHidden = hiddenKeys.filter((key) => hideable.has(key));

  const isVisible = (key: string) => !effectiveHidden.includes(key);
  const setVisible = (key: string, visible: boolean) => {
    if (visible) {
      setHiddenKeys((current) => current.filter((item) => item !== key));
      return;
    }
    if (!hideable.has(key)) return;
    const visibleCount = columns.filter((column) => isVisible(column.key)).length;
    if (visibleCount <= 1) return;
    setHiddenKeys((current) => (current.includes(key) ? current : [...current, key]));
  };
  return { hiddenKeys: effectiveHidden, isVisible, setVisible, reset: () => setHiddenKeys([]) };
}
