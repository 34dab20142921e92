/** The addresses domain's public module (issue 13): what other domains may use. */
export { isAddressReferenced, registerAddressUsage } from './address-usage';
export { deleteAddress, insertAddress, updateAddress } from './addresses.sql';
export { addresses } from './addresses.table';
