import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useLocaleStore } from '@/shared/i18n';
import { ErrorLogButton } from './error-log-button';
import { ErrorLogDialog } from './error-log-dialog';
import { useErrorLogStore } from './store';

const add = (message: string, detail = '', route = '/woms/index') =>
  act(() => useErrorLogStore.getState().add({ route, message, detail }));

describe('ErrorLogButton', () => {
  beforeEach(() => {
    useErrorLogStore.setState({ entries: [], hidden: false });
    void useLocaleStore.getState().setLocale('zh-CN');
  });

  it('renders nothing while the log is empty, then a badge with the count', () => {
    const { container } = render(<ErrorLogButton className="woms-topbar__tool" />);
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByTestId('error-log-button')).toBeNull();

    add('first');
    add('second');
    const button = screen.getByTestId('error-log-button');
    expect(button).toHaveClass('woms-topbar__tool');
    expect(button).toHaveAccessibleName('错误日志 (2)');
    expect(container.querySelector('.ant-badge')).toHaveTextContent('2');
  });

  it('opens the dialog; 暂不显示 hides the button until the next error', async () => {
    add('first');
    render(<ErrorLogButton />);
    fireEvent.click(screen.getByTestId('error-log-button'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('错误日志')).toBeInTheDocument();

    fireEvent.click(within(dialog).getByTestId('error-log-hide'));
    expect(screen.queryByTestId('error-log-button')).toBeNull();
    expect(useErrorLogStore.getState().entries).toHaveLength(1);

    add('second');
    expect(screen.getByTestId('error-log-button')).toHaveAccessibleName('错误日志 (2)');
  });

  it('清空全部 empties the log: the dialog shows 暂无数据 and the button goes away', async () => {
    add('first');
    render(<ErrorLogButton />);
    fireEvent.click(screen.getByTestId('error-log-button'));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: /清空全部/ }));
    expect(useErrorLogStore.getState().entries).toEqual([]);
    expect(within(dialog).getByText('暂无数据')).toBeInTheDocument();
    expect(screen.queryByTestId('error-log-button')).toBeNull();
  });
});

describe('ErrorLogDialog', () => {
  beforeEach(() => {
    useErrorLogStore.setState({ entries: [], hidden: false });
    void useLocaleStore.getState().setLocale('zh-CN');
  });

  it('shows the empty state', () => {
    render(<ErrorLogDialog open onClose={() => undefined} />);
    expect(screen.getByText('暂无数据')).toBeInTheDocument();
  });

  it('lists time, route, message and detail as text, never as HTML', () => {
    const evil = '<img src=x onerror=alert(1)>';
    add(`Boom ${evil}`, `Error: Boom\n    at <script>alert(2)</script>`, `/woms/x?${evil}`);
    render(<ErrorLogDialog open onClose={() => undefined} />);
    const dialog = screen.getByRole('dialog');

    expect(within(dialog).getByText(`Boom ${evil}`)).toBeInTheDocument();
    expect(within(dialog).getByText(`/woms/x?${evil}`)).toBeInTheDocument();
    const pre = dialog.querySelector('details pre');
    expect(pre?.textContent).toBe('Error: Boom\n    at <script>alert(2)</script>');
    expect(dialog.querySelector('img[src="x"]')).toBeNull();
    expect(dialog.querySelector('pre script')).toBeNull();
    expect(dialog.querySelector('details')).not.toHaveAttribute('open');

    const time = dialog.querySelector('time');
    expect(time?.getAttribute('dateTime')).toBe(useErrorLogStore.getState().entries[0]?.time);
    expect(time?.textContent).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('links web searches for the message, URL-encoded, in a new window without opener', () => {
    const message = 'a&b=c #x 中文 <img>';
    add(message);
    render(<ErrorLogDialog open onClose={() => undefined} />);
    const encoded = encodeURIComponent(message);
    const links = [
      ['百度搜索', `https://www.baidu.com/s?wd=${encoded}`],
      ['谷歌搜索', `https://www.google.com/search?q=${encoded}`],
      ['必应搜索', `https://cn.bing.com/search?q=${encoded}`],
    ] as const;
    for (const [name, href] of links) {
      const link = screen.getByRole('link', { name });
      expect(link).toHaveAttribute('href', href);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    expect(encoded).not.toMatch(/[&= #<>]/);
  });

  it('lists the newest entry first', () => {
    add('older');
    add('newer');
    render(<ErrorLogDialog open onClose={() => undefined} />);
    const items = screen.getAllByTestId('error-log-entry');
    expect(items[0]).toHaveTextContent('newer');
    expect(items[1]).toHaveTextContent('older');
  });
});
