/**
 * How the two dialogs report a save (docs/requirements.md §8). Their calls are silent, so the message shown here is
 * the only one. A call that got no answer at all keeps the client's wording, as an error.
 */
import { isApiError } from '@/shared/api';
import { NO_RESPONSE } from '@/shared/api/errors';
import { t } from '@/shared/i18n';
import { notify } from '@/shared/ui/notify';

export type Outcome = { ok: true; msg: string } | { ok: false; error: unknown };

export async function outcomeOf(call: Promise<{ msg: string }>): Promise<Outcome> {
  try {
    return { ok: true, msg: (await call).msg };
  } catch (error) {
    return { ok: false, error };
  }
}

const messageOf = (error: unknown): string =>
  error instanceof Error && error.message ? error.message : t('http.unknown');
const unanswered = (error: unknown): boolean => isApiError(error) && error.code === NO_RESPONSE;

/** User update: the server's msg is shown as success in both cases. */
export function reportUserUpdate(outcome: Outcome): void {
  if (outcome.ok) notify('success', outcome.msg);
  else notify(unanswered(outcome.error) ? 'error' : 'success', messageOf(outcome.error));
}

/** Password change: the server's msg as success when code is 200, else as error. */
export function reportPasswordChange(outcome: Outcome): void {
  if (outcome.ok) notify('success', outcome.msg);
  else notify('error', messageOf(outcome.error));
}
