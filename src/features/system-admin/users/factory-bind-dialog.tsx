/**
 * Factory binding of one user (docs/requirements.md §6): an antd Transfer with the unbound factories on the left and
 * the bound ones on the right. Saving POSTs the full right-hand list, which replaces the binding.
 */
import { Modal, Transfer } from 'antd';
import { useEffect, useState } from 'react';
import type { UserRow } from '@contract/user';
import type { UserFactoryRow } from '@contract/user-factory';
import { isApiError } from '@/shared/api';
import { useT } from '@/shared/i18n';
import { notify } from '@/shared/ui/notify';
import { bindFactories, fetchFactories } from './api';

export interface FactoryBindDialogProps {
  user: UserRow | null;
  onClose: () => void;
}

interface Item {
  key: string;
  title: string;
}

const toItem = (row: UserFactoryRow): Item => ({
  key: String(row.factoryId),
  title: row.areaName ? `${row.factoryName}（${row.areaName}）` : row.factoryName,
});

export function FactoryBindDialog({ user, onClose }: FactoryBindDialogProps) {
  const t = useT();
  const [items, setItems] = useState<Item[]>([]);
  const [bound, setBound] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  const userId = user?.userId;
  // Loading until the lists of the current user arrived (no setState inside the effect body).
  const [loadedFor, setLoadedFor] = useState<number>();
  const loading = loadedFor !== userId;

  useEffect(() => {
    if (userId === undefined) return;
    let alive = true;
    Promise.all([fetchFactories(userId, false), fetchFactories(userId, true)])
      .then(([unbound, boundRows]) => {
        if (!alive) return;
        setItems([...unbound, ...boundRows].map(toItem));
        setBound(boundRows.map((r) => String(r.factoryId)));
      })
      .catch(() => alive && onClose())
      .finally(() => alive && setLoadedFor(userId));
    return () => {
      alive = false;
    };
  }, [userId, onClose]);

  const save = async () => {
    if (userId === undefined) return;
    setSaving(true);
    try {
      const reply = await bindFactories({ userId, factoryIds: bound.map(Number) });
      notify('success', reply.msg);
      onClose();
    } catch (error) {
      // The client showed the refusal (e.g. 没有权限绑定该工厂); the choice stays for another try.
      if (!isApiError(error)) throw error;
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={user !== null}
      title={t('users.bindTitle', { name: user?.userName ?? '' })}
      width={720}
      okText={t('common.ok')}
      cancelText={t('common.cancel')}
      confirmLoading={saving}
      okButtonProps={{ disabled: loading }}
      onOk={() => void save()}
      onCancel={onClose}
    >
      <Transfer<Item>
        dataSource={items}
        targetKeys={bound}
        onChange={(keys) => setBound(keys.map(String))}
        render={(item) => item.title}
        titles={[t('users.bind.unbound'), t('users.bind.bound')]}
        showSearch
        filterOption={(input, item) => item.title.includes(input)}
        locale={{ searchPlaceholder: t('users.bind.search') }}
        listStyle={{ width: 300, height: 360 }}
      />
    </Modal>
  );
}
