import { ProjectFormat } from '../project-format';
import { AppLayout } from './AppLayout';

/** The signed-in shell in the project's formatter: one chunk, loaded once the person is signed in (issue 17). */
export function SignedInShell() {
  return (
    <ProjectFormat>
      <AppLayout />
    </ProjectFormat>
  );
}
