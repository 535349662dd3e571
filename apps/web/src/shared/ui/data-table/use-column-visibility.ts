import { useLocalStorage } from '@mantine/hooks';

/** localStorage key under which a table's hidden columns are kept. */
export function columnStorageKey(storageKey: string): string {
  return `mentor.columns.${storageKey}`;
}

const NO_HIDDEN: string[] = [];
const parsedHidden = new Map<string, string[]>();

/**
 * The hidden keys stored as `raw`, the same array for the same text: the storage hook reads the
 * value again after mounting, and a new array each time would render the whole table twice.
 */
function readHidden(raw: string | undefined): string[] {
  if (!raw) return NO_HIDDEN;
  const known = parsedHidden.get(raw);
  if (known) return known;
  let hidden = NO_HIDDEN;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (Array.isArray(parsed)) hidden = parsed.filter((item): item is string => typeof item === 'string');
  } catch {
    hidden = NO_HIDDEN;
  }
  parsedHidden.set(raw, hidden);
  return hidden;
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
    defaultValue: NO_HIDDEN,
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
