import type { Equipment } from '@mentor/contract/terminals';
import type { SearchChoice } from '../search-select';

/** How a piece of equipment reads in the picker: "serial — model (equipment code)". */
export function equipmentChoice(
  e: Pick<Equipment, 'serial_number' | 'equipment_code'> & { equipment_model: { label: string } },
): SearchChoice {
  const code = e.equipment_code ? ` (${e.equipment_code})` : '';
  return { value: e.serial_number, label: `${e.serial_number} — ${e.equipment_model.label}${code}` };
}
