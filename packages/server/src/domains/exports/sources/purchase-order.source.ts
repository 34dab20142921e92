import { z } from 'zod';
import { readsAllSheets } from '../../../core/actor';
import { allProjectPurchaseOrders } from '../../purchase-orders';
import { defineSource } from '../export-source';
import { anyInt, anyInts } from './filter-fields';

/** 'purchase order': GetProjectPurchaseOrders' list with its filter (without paging) and its rights. */
export const purchaseOrderSource = defineSource({
  name: 'purchase order',
  filter: z.object({
    mode: anyInt,
    userId: anyInt,
    departmentNumber: anyInt,
    supplierId: anyInt,
    status: anyInts,
  }),
  // GetProjectPurchaseOrders' scopes: the PO module, and administrators, production, accounting or the global budget.
  mayRead: (actor) => actor.modules.has('usePurchaseOrder') && readsAllSheets(actor),
  rows: allProjectPurchaseOrders,
  cells: {
    reference: (r) => r.po.poReference,
    requestDate: (r) => r.po.requestDate,
    person: (r) => r.userFullName,
    department: (r) => r.departmentName,
    supplier: (r) => r.supplierName,
    description: (r) => r.po.description,
    itemCount: (r) => r.itemCount,
    status: (r, x) => x.status(r.po.status),
    amount: (r) => r.po.amount,
    amountVat: (r) => r.po.amountVat,
    amountTotal: (r) => r.po.amountTotal,
  },
});
