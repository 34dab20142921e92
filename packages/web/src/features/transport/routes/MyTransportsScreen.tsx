import { TransportList } from '../components/TransportList';

export default function MyTransportsScreen() {
  return <TransportList mine />;
}
