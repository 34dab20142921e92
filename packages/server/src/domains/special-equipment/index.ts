/** The special-equipment register's public module (issue 14): the demo seed writes items with their entries. */

export { insertSpecialEquipment } from './special-equipment.service';
