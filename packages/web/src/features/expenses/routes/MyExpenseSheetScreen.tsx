import { useParams } from 'react-router';
import { paths } from '../../../config/paths';
import { useExpenseTexts } from '../components/expense-ui';
import { SheetView } from '../components/SheetView';

/** myexpenses/{id}: one of the caller's sheets, its refusals and comments, fix and resubmit. */
export default function MyExpenseSheetScreen() {
  const t = useExpenseTexts();
  return (
    <SheetView
      sheetId={Number(useParams().id)}
      mode="owner"
      backTo={{ path: paths.myExpenses.list(), label: t(70, 'My expenses') }}
    />
  );
}
