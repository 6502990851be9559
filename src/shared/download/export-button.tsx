/**
 * The one export button of the list pages (docs/secure-space.md "Exports"): shown to holders of the page's export
 * code, it posts the list's current filter and saves the .xlsx named after the page and today, through downloadBlob,
 * so outside the secure space it is refused with the explanation. Busy while the file is being made.
 */
import { DownloadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { EXPORT_MAX_ROWS } from '@contract/secure-space';
import { useT } from '../i18n';
import { Permission } from '../permissions';
import { downloadBlob } from './download';

/** `维修工单_20261129.xlsx`: the page's title and today, as the server names the file. */
export const exportFileName = (pageTitle: string, today = dayjs()): string =>
  `${pageTitle}_${today.format('YYYYMMDD')}.xlsx`;

export interface ExportButtonProps {
  /** the export code the button needs */
  code: string;
  /** the export route under the client's /api base, e.g. /system/user/export */
  url: string;
  /** the list's current filter, posted as JSON */
  filter: () => object;
  /** the page's title, in the user's language: the file's name */
  pageTitle: string;
  disabled?: boolean;
  label?: string;
  /** a name of its own instead of `{pageTitle}_{today}.xlsx` (a report names its period) */
  fileName?: string;
}

export function ExportButton(props: ExportButtonProps) {
  const { code, url, filter, pageTitle, disabled, label, fileName } = props;
  const t = useT();
  const [busy, setBusy] = useState(false);
  const run = () => {
    setBusy(true);
    // The secure-space refusal and a server refusal have been shown by downloadBlob and the client.
    void downloadBlob({
      method: 'POST',
      url,
      data: filter(),
      filename: fileName ?? exportFileName(pageTitle),
    })
      .catch(() => undefined)
      .finally(() => setBusy(false));
  };
  return (
    <Permission codes={code}>
      <Button
        icon={<DownloadOutlined />}
        loading={busy}
        disabled={disabled}
        title={t('exports.button.title', { max: EXPORT_MAX_ROWS.toLocaleString() })}
        onClick={run}
      >
        {label ?? t('exports.button')}
      </Button>
    </Permission>
  );
}
