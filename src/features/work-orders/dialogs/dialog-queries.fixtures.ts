/**
 * Queries and actions shared by the work-order dialog tests: the open dialog, its submit, a control by
 * its label (an open antd Select labels its listbox with the same name, so the input is picked), an
 * option chosen, a text typed, and a refused submit.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import { settle } from '../../../../tests/console/settle';
import { user } from '../../../../tests/console/user';
import type { PostRecorder } from './dialogs.fixtures';

export { user };

export const shown = (text: string) => screen.findByText(text, undefined, { timeout: 10_000 });

/** Text and label queries only: role queries compute styles and names over the whole dialog. */
export const dialog = () => {
  const modal = document.querySelector<HTMLElement>('.ant-modal');
  if (!modal) throw new Error('no dialog is open');
  return within(modal);
};

export const submitButton = () =>
  dialog()
    .getByText(/^提\s*交$/)
    .closest('button')!;

export const control = (label: string) => {
  const input = dialog()
    .getAllByLabelText(label)
    .find((el) => el.tagName === 'INPUT' || el.tagName === 'TEXTAREA');
  if (!input) throw new Error(`no input labelled ${label}`);
  return input;
};

/**
 * Opens the select labelled `label` and chooses `option`, with the two events antd acts on (mouse down
 * on the selector, click on the option): a full pointer sequence per step re-renders the dialog each time.
 */
export const pick = async (label: string, option: string) => {
  fireEvent.mouseDown(await waitFor(() => control(label)));
  const options = await screen.findAllByTitle(option, undefined, { timeout: 10_000 });
  fireEvent.click(options[options.length - 1]!);
};

export const type = (label: string, value: string) => fireEvent.change(control(label), { target: { value } });

/**
 * Clicks 提交 on a form that must be refused: once this click's validation and whatever the submit does
 * after it have run (settle), each field error that explains the refusal is on screen and not one post
 * reached the server. Errors already shown before the click prove nothing by themselves, hence the
 * settle rather than a wait for an error.
 */
export async function submitRefused(post: PostRecorder, ...errors: string[]): Promise<void> {
  await user.click(submitButton());
  await settle();
  for (const error of errors) expect(await shown(error)).toBeInTheDocument();
  expect(post.requests()).toBe(0);
}
