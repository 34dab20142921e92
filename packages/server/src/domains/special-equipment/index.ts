/** The special-equipment register's public module (issue 14). */

export { addUpdSpecialEquipment } from './special-equipment.service';
