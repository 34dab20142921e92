import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { paths } from '../../../config/paths';
import { expenseKeys, getExpenseSheetsToValidate } from '../api/expenses.api';
import { useExpenseTexts } from '../components/expense-ui';
import { SheetView } from '../components/SheetView';

/** validateExp/{id}: a sheet waiting for the caller, its items, receipts and warnings, to validate or refuse. */
export default function ValidateExpenseSheetScreen() {
  const t = useExpenseTexts();
  const navigate = useNavigate();
  const sheetId = Number(useParams().id);
  const queryClient = useQueryClient();
  // The list is kept fresh while the sheet is open: after a decision it no longer holds this sheet.
  useQuery({ queryKey: expenseKeys.toValidate, queryFn: getExpenseSheetsToValidate });
  // Next: the sheet after this one among those waiting for the caller, else the list itself.
  const next = () => {
    const rows = queryClient.getQueryData<Awaited<ReturnType<typeof getExpenseSheetsToValidate>>>(
      expenseKeys.toValidate,
    );
    const ids = (rows ?? []).map((r) => r.sheet.id);
    const after = ids[ids.indexOf(sheetId) + 1] ?? ids.find((id) => id !== sheetId);
    return navigate(
      after === undefined ? paths.validateExpenses.list() : paths.validateExpenses.detail(after),
    );
  };
  return (
    <SheetView
      key={sheetId}
      sheetId={sheetId}
      mode="validator"
      backTo={{ path: paths.validateExpenses.list(), label: t(140, 'Validate expenses') }}
      onNext={next}
    />
  );
}
