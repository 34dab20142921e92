import { PendingScreen } from '../../../components/PendingScreen';

/** Scaffold: replaced by the real screen in this issue. */
export default function SupplierEditScreen() {
  return <PendingScreen title="SupplierEditScreen" />;
}
