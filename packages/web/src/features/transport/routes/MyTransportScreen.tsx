import { TransportDetail } from '../components/TransportDetail';

export default function MyTransportScreen() {
  return <TransportDetail mine />;
}
