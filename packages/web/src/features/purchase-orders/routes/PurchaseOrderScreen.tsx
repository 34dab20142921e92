import { useParams } from 'react-router';
import { paths } from '../../../config/paths';
import { PoView } from '../components/PoView';
import { usePoTexts } from '../components/po-ui';

/** purchase-order/{id}: a purchase order with its invoices and the amounts left to invoice. */
export default function PurchaseOrderScreen() {
  const t = usePoTexts();
  return (
    <PoView
      poId={Number(useParams().id)}
      mode="detail"
      backTo={{ path: paths.myPurchaseOrders(), label: t(16, 'My purchase orders') }}
    />
  );
}
