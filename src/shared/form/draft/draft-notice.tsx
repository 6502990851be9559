import { Alert, Button, Space } from 'antd';
import dayjs from 'dayjs';
import { useT } from '../../i18n';
import type { FormDraft } from './use-form-draft';

/** The offer of a stored draft above its form: restore it or discard it; typing replaces it (docs/drafts.md). */
export function DraftNotice({ draft }: { draft: FormDraft }) {
  const t = useT();
  if (!draft.offer) return null;
  return (
    <Alert
      type="info"
      showIcon
      style={{ marginBottom: 16 }}
      data-testid="draft-offer"
      message={t('draft.offer', { time: dayjs(draft.offer.savedAt).format('YYYY-MM-DD HH:mm') })}
      description={t('draft.offerHint')}
      action={
        <Space direction="vertical" size={4}>
          <Button size="small" type="primary" onClick={draft.restore} data-testid="draft-restore">
            {t('draft.restore')}
          </Button>
          <Button size="small" onClick={draft.discard} data-testid="draft-discard">
            {t('draft.discard')}
          </Button>
        </Space>
      }
    />
  );
}
