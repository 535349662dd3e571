export { equipmentChoice } from './equipment-option';
export { EquipmentPicker, type EquipmentPickerProps } from './equipment-picker';
export { FormEquipmentPicker } from './form-equipment-picker';
