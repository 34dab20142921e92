import { TransportList } from '../components/TransportList';

export default function TransportsScreen() {
  return <TransportList mine={false} />;
}
