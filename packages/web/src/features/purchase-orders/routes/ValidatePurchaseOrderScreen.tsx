import { useParams } from 'react-router';
import { paths } from '../../../config/paths';
import { PoView } from '../components/PoView';
import { usePoTexts } from '../components/po-ui';

/** validatePO/{id}: a purchase order waiting for the caller, with its lines, totals and comment. */
export default function ValidatePurchaseOrderScreen() {
  const t = usePoTexts();
  return (
    <PoView
      poId={Number(useParams().id)}
      mode="validator"
      backTo={{ path: paths.validatePurchaseOrders.list(), label: t(91, 'Validate purchase orders') }}
    />
  );
}
