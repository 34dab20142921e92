import { TransportForm } from '../components/TransportForm';

export default function TransportFormScreen() {
  return <TransportForm mine={false} />;
}
