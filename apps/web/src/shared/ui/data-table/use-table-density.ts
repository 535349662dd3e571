import { useLocalStorage } from '@mantine/hooks';

/** Row spacing of the tables: comfortable, or compact to see more rows at once. */
export type TableDensity = 'comfortable' | 'compact';

/** The operator's table density, remembered in this browser for every list. */
export function useTableDensity(): [TableDensity, (density: TableDensity) => void] {
  const [density, setDensity] = useLocalStorage<TableDensity>({
    key: 'mentor.table.density',
    defaultValue: 'comfortable',
    getInitialValueInEffect: false,
    serialize: (value) => value,
    deserialize: (raw) => (raw === 'compact' ? 'compact' : 'comfortable'),
  });
  return [density, setDensity];
}
