/** The filler's two buttons under a report being edited, daily or weekly: 保存草稿 and 提交. */
import { Button } from 'antd';
import { useT } from '@/shared/i18n';

export interface FillActionsProps {
  busy: boolean;
  onSave: () => void;
  onSubmit: () => void;
}

export function FillActions({ busy, onSave, onSubmit }: FillActionsProps) {
  const t = useT();
  return (
    <div className="report-actions">
      <Button onClick={onSave} loading={busy}>
        {t('report.saveDraft')}
      </Button>
      <Button type="primary" onClick={onSubmit} loading={busy}>
        {t('report.submit')}
      </Button>
    </div>
  );
}
