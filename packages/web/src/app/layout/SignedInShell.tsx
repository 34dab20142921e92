// Before the shell's own styles: the rest of Mantine's stylesheet (issue 17).
import '../styles-rest';
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
