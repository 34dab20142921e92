import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { paths } from '../../../config/paths';
import { getPurchaseOrdersToValidate, poKeys } from '../api/purchase-orders.api';
import { PoView } from '../components/PoView';
import { usePoTexts } from '../components/po-ui';

/** validatePO/{id}: a purchase order waiting for the caller, with its lines, totals and comment. */
export default function ValidatePurchaseOrderScreen() {
  const t = usePoTexts();
  const navigate = useNavigate();
  const poId = Number(useParams().id);
  const queryClient = useQueryClient();
  // The list is kept fresh while the PO is open: after a decision it no longer holds this PO.
  useQuery({ queryKey: poKeys.toValidate, queryFn: getPurchaseOrdersToValidate });
  // Next: the PO after this one among those waiting for the caller, else the list itself.
  const next = () => {
    const rows = queryClient.getQueryData<Awaited<ReturnType<typeof getPurchaseOrdersToValidate>>>(
      poKeys.toValidate,
    );
    const ids = (rows ?? []).map((po) => po.id);
    const after = ids[ids.indexOf(poId) + 1] ?? ids.find((id) => id !== poId);
    return navigate(
      after === undefined ? paths.validatePurchaseOrders.list() : paths.validatePurchaseOrders.detail(after),
    );
  };
  return (
    <PoView
      key={poId}
      poId={poId}
      mode="validator"
      backTo={{ path: paths.validatePurchaseOrders.list(), label: t(91, 'Validate purchase orders') }}
      onNext={next}
    />
  );
}
