import { PendingScreen } from '../../../components/PendingScreen';

/** Scaffold: replaced by the real screen in this issue. */
export default function ProjectsScreen() {
  return <PendingScreen title="ProjectsScreen" />;
}
