import { PendingScreen } from '../../../components/PendingScreen';

/** Scaffold: replaced by the real screen in this issue. */
export default function FlagsScreen() {
  return <PendingScreen title="FlagsScreen" />;
}
