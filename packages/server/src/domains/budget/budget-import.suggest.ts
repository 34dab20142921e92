import type { BudgetImportField } from '@setledger/shared/budget/budget-import';
import { cellText, type ImportCell } from './budget-import.workbook';

/** Lower case, no accents, letters and digits only: 'Centre de coût' -> 'centredecout'. */
export const normalizeHeader = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

/**
 * Header words of the app languages; short ones (and those marked '=') must be the whole header ('dept',
 * 'cat', '=conta' but not 'contact').
 */
const KEYWORDS: Record<BudgetImportField | 'costCenter', readonly string[]> = {
  account: [
    'acct',
    'acctno',
    'account',
    'accountno',
    'compte',
    'konto',
    '=conto',
    'rekening',
    '=conta',
    'ucet',
    'cislouctu',
  ],
  category: ['category', 'categorie', 'kategorie', 'categoria', 'kategoria', 'cat', 'categ'],
  department: [
    'department',
    'departement',
    'abteilung',
    'dept',
    'dep',
    'reparto',
    'dipartimento',
    'afdeling',
    'departamento',
    'oddelenie',
  ],
  description: [
    'description',
    'libelle',
    'beschreibung',
    'bezeichnung',
    'descrizione',
    'omschrijving',
    'descricao',
    'popis',
    'label',
    'designation',
    'intitule',
  ],
  amount: ['amount', 'montant', 'budget', 'betrag', 'importo', 'bedrag', 'valor', 'suma', 'total', 'castka'],
  costCenter: [
    'costcenter',
    'costcentre',
    'centredecout',
    'centredecouts',
    'kostenstelle',
    'centrodicosto',
    'kostenplaats',
    'centrodecusto',
    'nakladovestredisko',
    'cc',
  ],
};

const matches = (header: string, keyword: string) =>
  keyword.startsWith('=')
    ? header === keyword.slice(1)
    : keyword.length >= 5
      ? header.includes(keyword)
      : header === keyword;

export interface SuggestedColumns {
  accountColumn: number | null;
  departmentColumn: number | null;
  categoryColumn: number | null;
  descriptionColumn: number | null;
  amountColumn: number | null;
}

/**
 * The 1-based column of each field from the header names. Category is looked for first ('Budget category' is
 * not the amount); a cost center column stands for the category when there is no category column. A sheet
 * with an account column and no department or category column (a Movie Magic budget: 'Acct#', 'Category
 * Title', 'Total') maps by account, its title column being the description.
 */
export function suggestColumns(headers: readonly ImportCell[]): SuggestedColumns {
  const names = headers.map((header) => normalizeHeader(cellText(header)));
  const taken = new Set<number>();
  const find = (field: keyof typeof KEYWORDS): number | null => {
    const index = names.findIndex(
      (name, i) => name !== '' && !taken.has(i) && KEYWORDS[field].some((k) => matches(name, k)),
    );
    if (index < 0) return null;
    taken.add(index);
    return index + 1;
  };
  const categoryColumn = find('category');
  const departmentColumn = find('department');
  const descriptionColumn = find('description');
  const amountColumn = find('amount');
  const accountColumn = find('account');
  const category = categoryColumn ?? find('costCenter');
  if (accountColumn && (!departmentColumn || !category))
    return {
      accountColumn,
      departmentColumn: null,
      categoryColumn: null,
      descriptionColumn: descriptionColumn ?? categoryColumn ?? departmentColumn,
      amountColumn,
    };
  return { accountColumn: null, departmentColumn, categoryColumn: category, descriptionColumn, amountColumn };
}

/** How many fields a row's names would map: the header row is the first row that maps the most. */
export const headerScore = (headers: readonly ImportCell[]) =>
  Object.values(suggestColumns(headers)).filter((column) => column !== null).length;
