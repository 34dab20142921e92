import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderApp, signInWith } from '../../../test/app-test-kit';
import { orderFunctions } from '../api/departments.api';
import { move } from '../routes/FunctionsScreen';

const dep = (value: number, message: string, extra: Record<string, unknown> = {}) => ({
  id: value * 10,
  value,
  message,
  prefix: '',
  costCenter: '',
  category: null,
  categoryLinkedToDep: false,
  forSalary: true,
  forExpense: true,
  forTimesheet: true,
  ...extra,
});
const fn = (value: number, message: string) => ({
  id: 100 + value,
  value,
  message,
  departmentNumber: 2,
  prefix: 'CAM',
  costCenter: '',
  shortCode: '',
  category: null,
  categoryLinkedToFun: false,
  users: [],
});
const TREE = [
  { department: dep(1, 'Production'), functions: [] },
  {
    department: dep(2, 'Camera', { category: 7, categoryLinkedToDep: true }),
    functions: [fn(1, 'DOP'), fn(2, 'Focus puller')],
  },
];
const CATEGORIES = [
  { id: 7, name: 'Camera equipment', costCenter: '2100', linkedDepartmentNumber: 2, linkedFunctionId: null },
];

type Body = { query: string; variables: Record<string, unknown> };
const bodies = (fetch: ReturnType<typeof mockApi>) =>
  fetch.mock.calls.flatMap(([, init]) => (init?.body ? [JSON.parse(String(init.body)) as Body] : []));

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
  window.localStorage.clear();
});

describe('departments screen', () => {
  it('lists departments with their function counts and category', async () => {
    mockApi((q) =>
      q.includes('GetDepartmentsAndFunctions')
        ? { GetDepartmentsAndFunctions: TREE }
        : q.includes('GetCategories')
          ? { GetCategories: CATEGORIES }
          : undefined,
    );
    signInWith({ isAdmin: true });
    renderApp('/departments');
    await screen.findByRole('button', { name: 'Edit – Camera' });
    const row = screen.getByRole('link', { name: 'Camera' }).closest('tr')!;
    const cells = within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    // No., name, prefix, cost centre, category, function count
    expect(cells.slice(0, 6)).toEqual(['2', 'Camera', '', '', 'Camera equipment', '2']);
  });

  it('sends a crew member without the configuration right to 404', async () => {
    mockApi();
    signInWith({});
    const router = renderApp('/departments');
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/404'));
  });

  it('refuses an empty name before calling the server, then saves a rename', async () => {
    const fetch = mockApi((q) =>
      q.includes('GetDepartmentsAndFunctions')
        ? { GetDepartmentsAndFunctions: TREE }
        : q.includes('GetCategories')
          ? { GetCategories: CATEGORIES }
          : q.includes('UpdDepartment(')
            ? { UpdDepartment: dep(1, 'Production office') }
            : undefined,
    );
    signInWith({ canAccessConfig: true });
    renderApp('/departments');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit – Production' }));
    const name = await screen.findByLabelText(/^Name/);
    fireEvent.change(name, { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This field is required.')).toBeTruthy();
    expect(bodies(fetch).some((b) => b.query.includes('UpdDepartment('))).toBe(false);
    fireEvent.change(name, { target: { value: 'Production office' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(bodies(fetch).find((b) => b.query.includes('UpdDepartment('))?.variables).toMatchObject({
        id: 10,
        name: 'Production office',
      }),
    );
  });

  it('"Add a department" creates nothing until Save, then one department with the values typed (issue 12 item 17)', async () => {
    const fetch = mockApi((q) =>
      q.includes('GetDepartmentsAndFunctions')
        ? { GetDepartmentsAndFunctions: TREE }
        : q.includes('GetCategories')
          ? { GetCategories: CATEGORIES }
          : q.includes('AddDepartment(')
            ? { AddDepartment: dep(3, 'Grip', { prefix: 'GRP' }) }
            : undefined,
    );
    signInWith({ canAccessConfig: true });
    renderApp('/departments');
    fireEvent.click(await screen.findByRole('button', { name: 'Add a department' }));
    const name = (await screen.findByLabelText(/^Name/)) as HTMLInputElement;
    expect(name.value).toBe('');
    // Abandoned: nothing was created.
    fireEvent.keyDown(name, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByLabelText(/^Name/)).toBeNull());
    expect(bodies(fetch).some((b) => /(New|Add)Department/.test(b.query))).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Add a department' }));
    fireEvent.change(await screen.findByLabelText(/^Name/), { target: { value: 'Grip' } });
    fireEvent.change(screen.getByLabelText(/^Prefix/), { target: { value: 'GRP' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(bodies(fetch).filter((b) => b.query.includes('AddDepartment('))).toHaveLength(1),
    );
    expect(bodies(fetch).find((b) => b.query.includes('AddDepartment('))!.variables).toMatchObject({
      name: 'Grip',
      prefix: 'GRP',
    });
    expect(bodies(fetch).some((b) => b.query.includes('UpdDepartment('))).toBe(false);
  });

  it('asks before deleting and offers to delete the linked category; a refusal shows the reason', async () => {
    const fetch = mockApi((q) =>
      q.includes('GetDepartmentsAndFunctions')
        ? { GetDepartmentsAndFunctions: TREE }
        : q.includes('GetCategories')
          ? { GetCategories: CATEGORIES }
          : q.includes('DelDepartment')
            ? {
                errors: [
                  {
                    message: 'It cannot be deleted: members of the project still belong to it.',
                    extensions: { code: 'CONFLICT' },
                  },
                ],
              }
            : undefined,
    );
    signInWith({ isProd: true });
    renderApp('/departments');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete – Camera' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByLabelText('Also delete the linked budget category'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'YES' }));
    expect(
      await screen.findByText(/It cannot be deleted: members of the project still belong to it\./),
    ).toBeTruthy();
    expect(bodies(fetch).find((b) => b.query.includes('DelDepartment'))?.variables).toEqual({
      id: 20,
      c: true,
    });
  });
});

describe('functions screen', () => {
  it('shows the functions in the saved order and saves a new order with the arrows', async () => {
    const fetch = mockApi((q) =>
      q.includes('GetDepartment(')
        ? { GetDepartment: dep(2, 'Camera') }
        : q.includes('GetFunctions')
          ? { GetFunctions: [fn(1, 'DOP'), fn(2, 'Focus puller'), fn(3, 'DIT')] }
          : q.includes('GetFunctionOrder')
            ? { GetFunctionOrder: [{ departmentNumber: 2, value: 3 }] }
            : q.includes('GetCategories')
              ? { GetCategories: [] }
              : q.includes('SaveFunctionOrder')
                ? { SaveFunctionOrder: [] }
                : undefined,
    );
    signInWith({ isAdmin: true });
    renderApp('/2/functions');
    const items = await screen.findAllByRole('listitem');
    expect(items.map((item) => within(item).getByText(/DOP|Focus puller|DIT/).textContent)).toEqual([
      'DIT',
      'DOP',
      'Focus puller',
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Move down – DIT' }));
    await waitFor(() =>
      expect(bodies(fetch).find((b) => b.query.includes('SaveFunctionOrder'))?.variables).toEqual({
        d: 2,
        v: [1, 3, 2],
      }),
    );
  });

  it('shows the empty state of a department without functions', async () => {
    mockApi((q) =>
      q.includes('GetDepartment(')
        ? { GetDepartment: dep(5, 'Art') }
        : q.includes('GetFunctions')
          ? { GetFunctions: [] }
          : q.includes('GetFunctionOrder')
            ? { GetFunctionOrder: [] }
            : q.includes('GetCategories')
              ? { GetCategories: [] }
              : undefined,
    );
    signInWith({ isAdmin: true });
    renderApp('/5/functions');
    expect(await screen.findByText('This department has no functions yet.')).toBeTruthy();
  });
});

describe('ordering helpers', () => {
  it('orders by the saved entries of the department, the rest by number', () => {
    const list = [{ value: 1 }, { value: 2 }, { value: 3 }, { value: 4 }];
    const order = [
      { departmentNumber: 9, value: 1 },
      { departmentNumber: 2, value: 4 },
      { departmentNumber: 2, value: 2 },
    ];
    expect(orderFunctions(list, order, 2).map((f) => f.value)).toEqual([4, 2, 1, 3]);
    expect(move(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
  });
});

describe('categories screen', () => {
  it('lists categories with their link and creates one linked to a department', async () => {
    const fetch = mockApi((q) =>
      q.includes('GetDepartmentsAndFunctions')
        ? { GetDepartmentsAndFunctions: TREE }
        : q.includes('GetCategories')
          ? { GetCategories: CATEGORIES }
          : q.includes('AddUpdCategory')
            ? { AddUpdCategory: 8 }
            : undefined,
    );
    signInWith({ isAdmin: true });
    renderApp('/categories');
    const row = (await screen.findByText('Camera equipment')).closest('tr')!;
    expect(within(row).getByText('Camera')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add a category' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('This field is required.')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/^Name/), { target: { value: 'Grip' } });
    fireEvent.change(within(dialog).getByLabelText(/^Cost centre/), { target: { value: '2400' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(bodies(fetch).find((b) => b.query.includes('AddUpdCategory'))?.variables).toEqual({
        id: null,
        c: { name: 'Grip', costCenter: '2400', departmentNumber: null, functionId: null },
      }),
    );
  });
});
