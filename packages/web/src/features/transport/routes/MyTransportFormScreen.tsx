import { TransportForm } from '../components/TransportForm';

export default function MyTransportFormScreen() {
  return <TransportForm mine />;
}
