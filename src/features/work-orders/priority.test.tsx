import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { t } from '@/shared/i18n';
import { DueTime, PriorityTag, priorityField } from './priority';

describe('priority and due time cells', () => {
  it('names each priority in the catalog, 紧急 in red', () => {
    const { container } = render(<PriorityTag priority={1} t={t} />);
    expect(screen.getByText('紧急')).toBeInTheDocument();
    expect(container.querySelector('.ant-tag-red')).not.toBeNull();
    expect(priorityField(t).options?.map((o) => o.label)).toEqual(['紧急', '高', '中', '低']);
  });

  it('flags 已超期 beside the due time only when the server judged the order overdue', () => {
    const { rerender, container } = render(
      <DueTime order={{ dueTime: '2026-11-20 09:00:00', overdue: false }} t={t} />,
    );
    expect(screen.getByText('2026-11-20 09:00:00')).toBeInTheDocument();
    expect(screen.queryByText('已超期')).toBeNull();
    rerender(<DueTime order={{ dueTime: '2026-11-20 09:00:00', overdue: true }} t={t} />);
    expect(screen.getByText('已超期')).toBeInTheDocument();
    expect(container.querySelector('[data-overdue="true"]')).toHaveTextContent('2026-11-20 09:00:00');
  });
});
