import { Button, Descriptions, Empty, Modal, Space } from 'antd';
import { DeleteOutlined, EyeInvisibleOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { useT } from '@/shared/i18n';
import { searchLinks } from './search-links';
import { useErrorLogStore, type ErrorLogEntry } from './store';
import './error-log.css';

export interface ErrorLogDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * Every field is rendered as React text, never as HTML: messages come from anywhere (server texts,
 * user input echoed in an exception) and must not become markup.
 */
function EntryView({ entry }: { entry: ErrorLogEntry }) {
  const t = useT();
  const labels = { baidu: t('errorLog.baidu'), google: t('errorLog.google'), bing: t('errorLog.bing') };
  const items = [
    {
      key: 'time',
      label: t('errorLog.time'),
      children: <time dateTime={entry.time}>{dayjs(entry.time).format('YYYY-MM-DD HH:mm:ss')}</time>,
    },
    { key: 'route', label: t('errorLog.route'), children: <code>{entry.route}</code> },
    {
      key: 'message',
      label: t('errorLog.message'),
      children: <span className="woms-error-log__message">{entry.message}</span>,
    },
    {
      key: 'search',
      label: t('errorLog.search'),
      children: (
        <Space size="middle" wrap>
          {searchLinks(entry.message).map((link) => (
            <a key={link.engine} href={link.href} target="_blank" rel="noopener noreferrer">
              {labels[link.engine]}
            </a>
          ))}
        </Space>
      ),
    },
  ];
  if (entry.detail) {
    items.push({
      key: 'detail',
      label: t('errorLog.detail'),
      children: (
        <details className="woms-error-log__detail">
          <summary>{t('errorLog.detail')}</summary>
          <pre>{entry.detail}</pre>
        </details>
      ),
    });
  }
  return (
    <li className="woms-error-log__entry" data-testid="error-log-entry">
      <Descriptions size="small" bordered column={1} items={items} />
    </li>
  );
}

/** The error log dialog of docs/requirements.md §2: the entries, "do not show for now" and clear all. */
export function ErrorLogDialog({ open, onClose }: ErrorLogDialogProps) {
  const t = useT();
  const entries = useErrorLogStore((s) => s.entries);
  const hideForNow = useErrorLogStore((s) => s.hideForNow);
  const clear = useErrorLogStore((s) => s.clear);

  const hide = () => {
    hideForNow();
    onClose();
  };

  return (
    <Modal
      title={t('errorLog.title')}
      open={open}
      onCancel={onClose}
      width={880}
      destroyOnHidden
      footer={[
        <Button key="hide" icon={<EyeInvisibleOutlined />} onClick={hide} data-testid="error-log-hide">
          {t('errorLog.hide')}
        </Button>,
        <Button
          key="clear"
          danger
          icon={<DeleteOutlined />}
          onClick={clear}
          disabled={entries.length === 0}
          data-testid="error-log-clear"
        >
          {t('errorLog.clear')}
        </Button>,
        <Button key="close" type="primary" onClick={onClose}>
          {t('errorLog.close')}
        </Button>,
      ]}
    >
      {entries.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('errorLog.empty')} />
      ) : (
        <ol className="woms-error-log">
          {entries.map((entry) => (
            <EntryView key={entry.id} entry={entry} />
          ))}
        </ol>
      )}
    </Modal>
  );
}
