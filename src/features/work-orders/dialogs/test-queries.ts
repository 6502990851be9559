/**
 * Queries and actions shared by the work-order dialog tests: the open dialog, its submit, a control by
 * its label (an open antd Select labels its listbox with the same name, so the input is picked), an
 * option chosen, a text typed, and the proof that a refused form posted nothing.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';

export const shown = (text: string) => screen.findByText(text, undefined, { timeout: 10_000 });

export const dialog = () => within(screen.getByRole('dialog'));

export const submitButton = () =>
  dialog()
    .getByText(/^提\s*交$/)
    .closest('button')!;

export const control = (label: string) =>
  dialog()
    .getAllByLabelText(label)
    .find((el) => el.tagName === 'INPUT' || el.tagName === 'TEXTAREA')!;

export const pick = async (label: string, option: string) => {
  await userEvent.click(control(label));
  const options = await screen.findAllByTitle(option, undefined, { timeout: 10_000 });
  await userEvent.click(options[options.length - 1]!);
};

export const type = (label: string, value: string) => fireEvent.change(control(label), { target: { value } });

/**
 * A refused submit: the form shows why (a field error) and nothing reached the server. Waiting for the
 * error, not for time, is what makes "nothing posted" mean something.
 */
export const nothingPosted = async (posted: unknown[]) => {
  await waitFor(() => expect(document.querySelector('.ant-form-item-explain-error')).not.toBeNull());
  expect(posted).toHaveLength(0);
};
