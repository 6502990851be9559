import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { aUser } from '../../../tests/console/factories';
import { setupMsw } from '../../../tests/console/server';
import { modal } from '../../../tests/console/queries';
import { user } from '../../../tests/console/user';
import { resetNotifier } from '@/shared/ui/notify';
import { PersonalCenterPage } from './personal-center-page';
import { renderWithProviders, serveProfile, signedIn } from './profile.fixtures';

setupMsw();

beforeEach(() => {
  resetNotifier();
  signedIn();
  serveProfile({ email: 'op@example.com', idType: '1', idNumber: 'E12345678', addr: '上海' });
});

describe('PersonalCenterPage', () => {
  it('shows the profile from the server, ID type by its label', async () => {
    renderWithProviders(<PersonalCenterPage user={aUser({ userName: 'operator', email: '' })} />);
    expect(await screen.findByText('op@example.com')).toBeInTheDocument();
    expect(screen.getByText('operator')).toBeInTheDocument();
    expect(await screen.findByText('护照')).toBeInTheDocument();
    expect(screen.getByText('E12345678')).toBeInTheDocument();
    expect(screen.getByText('上海')).toBeInTheDocument();
  });

  it('renders nothing without a user until the profile arrives', async () => {
    const view = renderWithProviders(<PersonalCenterPage user={null} />);
    expect(view.container.querySelector('.ant-card')).toBeNull();
    expect(await screen.findByText('op@example.com')).toBeInTheDocument();
  });

  it('opens the personal info and change-password dialogs', async () => {
    renderWithProviders(<PersonalCenterPage user={aUser()} />);
    await screen.findByText('op@example.com');
    await user.click(screen.getByTestId('edit-profile'));
    const info = within(await waitFor(modal));
    expect(info.getByText('个人信息')).toBeInTheDocument();
    await user.click(info.getByText(/^取\s*消$/));
    await user.click(screen.getByTestId('change-password'));
    expect(await screen.findByLabelText('旧密码')).toBeInTheDocument();
  });
});
