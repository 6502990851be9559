import { act, configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import dayjs from 'dayjs';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useLocaleStore, useT } from '../i18n';
import { checkPhone } from '../validators';
import {
  EditForm,
  QueryForm,
  extraQueryRows,
  fieldsPerRow,
  requiredMessage,
  weekLabel,
  VALUE_FORMATS,
  type FieldSpec,
  type FieldType,
  type GenericFormHandle,
} from '.';

// Async validation and popups can be slow on a loaded machine; wait up to 5 s, not 1 s.
configure({ asyncUtilTimeout: 5000 });

function zhT() {
  let t!: ReturnType<typeof useT>;
  function Grab() {
    t = useT();
    return null;
  }
  render(<Grab />);
  return t;
}

describe('required messages (docs/requirements.md §5 Generic form)', () => {
  it.each<[FieldType, string]>([
    ['input', '请填写名称'],
    ['password', '请填写名称'],
    ['textarea', '请填写名称'],
    ['select', '请选择名称'],
    ['date', '请选择名称'],
    ['datetime', '请选择名称'],
    ['month', '请选择名称'],
    ['year', '请选择名称'],
    ['week', '请选择名称'],
    ['number', '请选择名称'],
    ['treeSelect', '请选择名称'],
  ])('%s → %s', (type, message) => {
    expect(requiredMessage({ type, label: '名称' }, zhT())).toBe(message);
  });

  it('speaks English in en-US', async () => {
    await useLocaleStore.getState().setLocale('en-US');
    try {
      const t = zhT();
      expect(requiredMessage({ type: 'input', label: 'Name' }, t)).toBe('Please fill in Name');
      expect(requiredMessage({ type: 'select', label: 'Type' }, t)).toBe('Please select Type');
    } finally {
      void useLocaleStore.getState().setLocale('zh-CN');
    }
  });
});

describe('date value formats (docs/requirements.md §5)', () => {
  it('uses yyyy-MM-dd HH:mm:ss, yyyy-MM-dd, yyyy-MM, yyyy', () => {
    expect(VALUE_FORMATS).toMatchObject({
      datetime: 'YYYY-MM-DD HH:mm:ss',
      date: 'YYYY-MM-DD',
      month: 'YYYY-MM',
      year: 'YYYY',
    });
  });
  it('shows a week as YYYY 第WW周 / YYYY week WW', () => {
    expect(weekLabel(dayjs('2026-01-07'), '{year} 第{week}周')).toBe('2026 第02周');
    expect(weekLabel(dayjs('2026-11-21'), '{year} week {week}')).toBe('2026 week 47');
  });
});

const fields: FieldSpec[] = [
  { type: 'input', label: '名称', prop: 'name', required: true },
  { type: 'textarea', label: '备注', prop: 'remark', required: true },
  {
    type: 'select',
    label: '类型',
    prop: 'kind',
    required: true,
    options: [{ label: '甲', value: 1 }],
  },
  { type: 'input', label: '手机', prop: 'phone', required: true, validator: checkPhone(true) },
  { type: 'date', label: '日期', prop: 'day' },
  { type: 'month', label: '月份', prop: 'month' },
  { type: 'week', label: '周', prop: 'week' },
  { type: 'input', label: '只读', prop: 'ro', editor: false },
];

describe('EditForm', () => {
  it('validateAll gives false with every required message, then true', async () => {
    const ref = createRef<GenericFormHandle>();
    render(<EditForm ref={ref} fields={fields} />);
    let ok: boolean | undefined;
    await act(async () => {
      ok = await ref.current?.validateAll();
    });
    expect(ok).toBe(false);
    expect(await screen.findByText('请填写名称')).toBeInTheDocument();
    expect(screen.getByText('请填写备注')).toBeInTheDocument();
    expect(screen.getByText('请选择类型')).toBeInTheDocument();
    // The custom validator replaces 请填写手机.
    expect(screen.getByText('请输入手机号')).toBeInTheDocument();
    expect(screen.queryByText('请填写手机')).toBeNull();

    act(() => ref.current?.form.setFieldsValue({ name: 'a', remark: 'b', kind: 1, phone: '13800000000' }));
    await act(async () => {
      ok = await ref.current?.validateAll();
    });
    expect(ok).toBe(true);
    expect(ref.current?.getValues()).toMatchObject({ name: 'a', kind: 1 });
  });

  it('counts a text area with a limit as it is typed, without stopping the typing past it', () => {
    const limited: FieldSpec[] = [{ type: 'textarea', prop: 'desc', label: '描述', countMax: 5 }];
    render(<EditForm fields={limited} />);
    const area = document.getElementById('desc') as HTMLTextAreaElement;
    fireEvent.change(area, { target: { value: 'abcdefg' } });
    expect(area.value).toBe('abcdefg');
    expect(screen.getByText('7 / 5')).toBeInTheDocument();
  });

  it('validates on change', async () => {
    render(<EditForm fields={fields} />);
    const input = document.getElementById('name') as HTMLInputElement;
    fireEvent.change(input, { target: { value: 'x' } });
    fireEvent.change(input, { target: { value: '' } });
    expect(await screen.findByText('请填写名称')).toBeInTheDocument();
    const phone = document.getElementById('phone') as HTMLInputElement;
    fireEvent.change(phone, { target: { value: '12a' } });
    expect(await screen.findByText('只能输入数字')).toBeInTheDocument();
  });

  it('shows stored date strings in their formats and weeks as YYYY 第WW周; editor false is read-only', () => {
    render(
      <EditForm
        fields={fields}
        initialValues={{ day: '2026-11-21', month: '2026-11', week: '2026-11-16' }}
      />,
    );
    expect(document.getElementById('day')).toHaveValue('2026-11-21');
    expect(document.getElementById('month')).toHaveValue('2026-11');
    expect(document.getElementById('week')).toHaveValue('2026 第47周');
    expect(document.getElementById('ro')).toBeDisabled();
  });

  it('shows a week as YYYY week WW in en-US', async () => {
    await useLocaleStore.getState().setLocale('en-US');
    try {
      render(<EditForm fields={fields} initialValues={{ week: '2026-01-05' }} />);
      expect(document.getElementById('week')).toHaveValue('2026 week 02');
    } finally {
      void useLocaleStore.getState().setLocale('zh-CN');
    }
  });

  it('stores a picked date as its formatted string', async () => {
    const ref = createRef<GenericFormHandle>();
    render(
      <EditForm
        ref={ref}
        fields={[{ type: 'date', label: '日期', prop: 'day' }]}
        initialValues={{ day: '2026-11-21' }}
      />,
    );
    fireEvent.mouseDown(document.getElementById('day') as HTMLElement);
    fireEvent.click(document.getElementById('day') as HTMLElement);
    const cell = await waitFor(() => {
      const found = document.querySelector('td[title="2026-11-12"]');
      if (!found) throw new Error('no panel');
      return found;
    });
    fireEvent.click(cell);
    expect(ref.current?.getValues().day).toBe('2026-11-12');
  });
});

describe('QueryForm', () => {
  const many: FieldSpec[] = ['a', 'b', 'c', 'd', 'e'].map((p) => ({
    type: 'input',
    label: p.toUpperCase(),
    prop: p,
  }));

  it('searches with the values, resets, and collapses extra fields', async () => {
    const onSearch = vi.fn();
    const onLayoutRows = vi.fn();
    render(
      <QueryForm fields={many} onSearch={onSearch} onLayoutRows={onLayoutRows} initialValues={{ a: '1' }} />,
    );
    expect(document.getElementById('e')).toBeNull();
    expect(onLayoutRows).toHaveBeenLastCalledWith(0);
    fireEvent.click(screen.getByText('展开'));
    expect(document.getElementById('e')).not.toBeNull();
    expect(onLayoutRows).toHaveBeenLastCalledWith(1);
    fireEvent.change(document.getElementById('e') as HTMLElement, { target: { value: 'x' } });
    fireEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() => expect(onSearch).toHaveBeenCalledWith(expect.objectContaining({ a: '1', e: 'x' })));
    fireEvent.click(screen.getByRole('button', { name: /重\s*置/ }));
    expect(onSearch).toHaveBeenLastCalledWith({ a: '1' });
    fireEvent.click(screen.getByText('收起'));
    expect(onLayoutRows).toHaveBeenLastCalledWith(0);
  });

  it('does not search while a required field is empty', async () => {
    const onSearch = vi.fn();
    render(
      <QueryForm
        fields={[{ type: 'select', label: '工厂', prop: 'f', required: true }]}
        onSearch={onSearch}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    expect(await screen.findByText('请选择工厂')).toBeInTheDocument();
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('counts extra rows for the table height', () => {
    expect(extraQueryRows(3, true)).toBe(0);
    expect(extraQueryRows(4, true)).toBe(1);
    expect(extraQueryRows(8, true)).toBe(2);
    expect(extraQueryRows(8, false)).toBe(0);
  });

  it('wraps its fields into more rows on a narrow box instead of shrinking them (docs/layout.md "Query forms")', () => {
    // 1,180 px: a 1440 px screen beside the side menu; 780 px: an 800 px screen; 360 px: a phone.
    expect(fieldsPerRow(1180)).toBe(4);
    expect(fieldsPerRow(780)).toBe(3);
    expect(fieldsPerRow(600)).toBe(2);
    expect(fieldsPerRow(360)).toBe(1);
    // Never more than asked, and a divisor of the 24-column grid (5 fit: 4 of 6 columns each).
    expect(fieldsPerRow(1600, 3)).toBe(3);
    expect(fieldsPerRow(1400, 6)).toBe(4);
    // Not measured yet: as asked.
    expect(fieldsPerRow(0)).toBe(4);
  });
});
