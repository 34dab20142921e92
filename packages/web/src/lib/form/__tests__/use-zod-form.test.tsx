import { Button, TextInput } from '@mantine/core';
import { KM_RULE } from '@setledger/shared/expenses/expenses.schemas';
import { optionalDecimal } from '@setledger/shared/validation/decimal-fields';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ErrorBanner } from '../../../components';
import { renderWithProviders } from '../../../test/render';
import { GraphQLRequestError } from '../../graphql';
import { requiredFields, useZodForm } from '..';

// The one form pattern (issue 13): shared schema errors on their fields in the user's language, a server error
// on the field it names (labelled as the form labels it), anything else in the banner.

const schema = z.object({
  name: z.string().trim().min(1, 'required'),
  km: optionalDecimal(KM_RULE),
  note: z.string().optional(),
});

function DemoForm({ answer }: { answer: () => Promise<unknown> }) {
  const zf = useZodForm({
    schema,
    initialValues: { name: '', distance: '', note: '' },
    toInput: (v) => ({ name: v.name, km: v.distance, note: v.note }),
    fields: { km: 'distance' },
    labels: { name: 'Full name', distance: 'Distance (km)' },
  });
  return (
    <form onSubmit={zf.onSubmit(answer)} noValidate>
      <ErrorBanner error={zf.formError} />
      <TextInput {...zf.field('name')} />
      <TextInput {...zf.field('distance')} />
      <Button type="submit">Save</Button>
    </form>
  );
}

const type = (label: RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const serverError = (message: string, field?: string) =>
  new GraphQLRequestError(200, [
    { message, extensions: { code: 'BAD_USER_INPUT', ...(field ? { field } : {}) } },
  ]);

describe('useZodForm', () => {
  it('shows the shared schema errors on their fields, translated with their params', async () => {
    renderWithProviders(<DemoForm answer={async () => undefined} />);
    type(/Distance/, '12.55');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This field is required.')).toBeTruthy();
    expect(screen.getByText('Too many decimals: at most 1.')).toBeTruthy();
    // The error clears as the person types.
    type(/Full name/, 'Léna');
    await waitFor(() => expect(screen.queryByText('This field is required.')).toBeNull());
  });

  it('marks the fields the schema requires', () => {
    renderWithProviders(<DemoForm answer={async () => undefined} />);
    expect(screen.getByLabelText(/Full name/).hasAttribute('required')).toBe(true);
    expect(screen.getByLabelText(/Distance/).hasAttribute('required')).toBe(false);
    expect([...requiredFields(schema)]).toEqual(['name']);
  });

  it("puts a server field error on that field, naming it by the form's label", async () => {
    renderWithProviders(
      <DemoForm answer={() => Promise.reject(serverError('The field km must be below 1000.', 'km'))} />,
    );
    type(/Full name/, 'Léna');
    type(/Distance/, '1200');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The field Distance (km) must be below 1000.')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows an error of a field the form does not have, or of no field, in the banner', async () => {
    const { unmount } = renderWithProviders(
      <DemoForm answer={() => Promise.reject(serverError('The project is closed.', 'projectId'))} />,
    );
    type(/Full name/, 'Léna');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toContain('The project is closed.');
    unmount();
    renderWithProviders(<DemoForm answer={() => Promise.reject(serverError('Not allowed.'))} />);
    type(/Full name/, 'Léna');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Not allowed.');
  });
});
