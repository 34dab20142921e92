import { useParams } from 'react-router';
import { paths } from '../../../config/paths';
import { useExpenseTexts } from '../components/expense-ui';
import { SheetView } from '../components/SheetView';

/** validateExp/{id}: a sheet waiting for the caller, its items, receipts and warnings, to validate or refuse. */
export default function ValidateExpenseSheetScreen() {
  const t = useExpenseTexts();
  return (
    <SheetView
      sheetId={Number(useParams().id)}
      mode="validator"
      backTo={{ path: paths.validateExpenses.list(), label: t(140, 'Validate expenses') }}
    />
  );
}
