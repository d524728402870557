export { EquipmentList } from './EquipmentList';
export type { EquipmentListProps } from './EquipmentList';
