import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signInWith } from '../../../test/app-test-kit';
import { renderWithProviders } from '../../../test/render';
import { ExportMenu } from '../ExportMenu';

type Sent = { url: string; init: RequestInit };
let sent: Sent[];
let saved: { name: string; href: string }[];
let respond: () => Response;

/** A streamed answer: `chunks` are enqueued by the test through the returned controller. */
function streamed(headers: Record<string, string>) {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
    },
  });
  return { response: new Response(body, { status: 200, headers }), controller };
}

beforeEach(() => {
  signInWith({});
  sent = [];
  saved = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (url, init) => {
    sent.push({ url: String(url), init: init ?? {} });
    return respond();
  });
  URL.createObjectURL = vi.fn(() => 'blob:export');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, href: this.href });
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  window.localStorage.clear();
});

const body = (index = 0) => JSON.parse(String(sent[index]!.init.body)) as Record<string, unknown>;
const open = () => fireEvent.click(screen.getByRole('button', { name: 'Export' }));

describe('ExportMenu', () => {
  it('posts the format, the file name and the screen filter with the token, and saves under the server name', async () => {
    respond = () =>
      new Response(new Uint8Array([1, 2, 3]), {
        headers: {
          'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          'content-length': '3',
          'content-disposition': `attachment; filename*=UTF-8''Octobre%20%C3%A9t%C3%A9.xlsx; filename="Octobre __.xlsx"`,
        },
      });
    renderWithProviders(<ExportMenu name="expense" filter={{ userId: 3, limit: 20, offset: 0 }} />);
    open();
    const xlsx = await screen.findByRole('button', { name: 'Excel (.xlsx)' });
    fireEvent.change(screen.getByLabelText('File name (optional)'), { target: { value: 'Octobre été' } });
    fireEvent.click(xlsx);
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.name).toBe('Octobre été.xlsx');
    expect(sent[0]!.url).toBe('/files/exports');
    expect(sent[0]!.init.method).toBe('POST');
    expect((sent[0]!.init.headers as Record<string, string>).authorization).toMatch(/^Bearer /);
    expect(body()).toEqual({
      name: 'expense',
      format: 'xls',
      customName: 'Octobre été',
      filter: { userId: 3, limit: 20, offset: 0 },
    });
  });

  it('shows the progress of a long download (bytes / Content-Length), then hides it', async () => {
    const answer = streamed({ 'content-type': 'text/csv', 'content-length': '4' });
    respond = () => answer.response;
    renderWithProviders(<ExportMenu name="user" />);
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'CSV' }));
    answer.controller.enqueue(new Uint8Array([65, 66]));
    const bar = await screen.findByRole('progressbar', { name: 'Preparing the file…' });
    await waitFor(() => expect(bar.getAttribute('aria-valuenow')).toBe('50'));
    answer.controller.enqueue(new Uint8Array([67, 68]));
    answer.controller.close();
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
    expect(saved[0]!.name).toBe('user.csv');
    expect(body()).toMatchObject({ name: 'user', format: 'csv', customName: null, filter: {} });
  });

  it('exports the columns chosen, in the chosen order, with the chosen separator', async () => {
    respond = () => new Response('x', { headers: { 'content-type': 'text/csv' } });
    renderWithProviders(<ExportMenu name="expense item" />);
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Custom…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Custom export' });
    for (const label of [
      'Department',
      'Category',
      'Description',
      'Amount excl. VAT',
      'VAT',
      'kg CO2e',
      'Status',
    ])
      fireEvent.click(within(dialog).getByRole('checkbox', { name: label }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Move up: Person' }));
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Semicolon (;)' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(body()).toMatchObject({
      name: 'expense item',
      format: 'custom',
      columns: ['person', 'date', 'amountTotal'],
      separator: ';',
    });
  });

  it('refuses a custom export without columns', async () => {
    renderWithProviders(<ExportMenu name="user" columns={[{ key: 'email', label: 'Email address' }]} />);
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Custom…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Custom export' });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Email address' }));
    expect(within(dialog).getByText('Choose at least one column.')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Export' })).toHaveProperty('disabled', true);
    expect(sent).toHaveLength(0);
  });

  it("shows the server's message when the export is refused", async () => {
    respond = () =>
      new Response(
        JSON.stringify({ errors: [{ message: 'You may not do this.', extensions: { code: 'FORBIDDEN' } }] }),
        { status: 403, headers: { 'content-type': 'application/json' } },
      );
    renderWithProviders(<ExportMenu name="purchase order" />);
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'PDF' }));
    expect(await screen.findByText(/You may not do this\./)).toBeTruthy();
    expect(screen.getByText('The export failed.')).toBeTruthy();
    expect(saved).toHaveLength(0);
  });
});
