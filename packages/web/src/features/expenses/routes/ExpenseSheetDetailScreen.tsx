import { useParams } from 'react-router';
import { paths } from '../../../config/paths';
import { useExpenseTexts } from '../components/expense-ui';
import { SheetView } from '../components/SheetView';

/** expense-sheet-detail/{id}: a sheet as production and accounting read it, with the processed mark. */
export default function ExpenseSheetDetailScreen() {
  const t = useExpenseTexts();
  return (
    <SheetView
      sheetId={Number(useParams().id)}
      mode="production"
      backTo={{ path: paths.projectExpenses(), label: t(141, 'Expenses') }}
    />
  );
}
