import { TransportDetail } from '../components/TransportDetail';

export default function TransportScreen() {
  return <TransportDetail mine={false} />;
}
