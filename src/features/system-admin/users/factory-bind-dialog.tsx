/**
 * Factory binding of one user (docs/requirements.md §6): an antd Transfer with the unbound factories on the left and
 * the bound ones on the right. Saving POSTs the full right-hand list, which replaces the binding.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Modal, Transfer } from 'antd';
import { useEffect, useState } from 'react';
import type { UserRow } from '@contract/user';
import type { UserFactoryRow } from '@contract/user-factory';
import { isApiError } from '@/shared/api';
import { useT } from '@/shared/i18n';
import { notify } from '@/shared/ui/notify';
import { adminKeys } from '../query-keys';
import { bindFactories, fetchFactories } from './api';

export interface FactoryBindDialogProps {
  user: UserRow | null;
  onClose: () => void;
}

interface Item {
  key: string;
  title: string;
}

interface Lists {
  items: Item[];
  bound: string[];
}

const toItem = (row: UserFactoryRow): Item => ({
  key: String(row.factoryId),
  title: row.areaName ? `${row.factoryName}（${row.areaName}）` : row.factoryName,
});

export function FactoryBindDialog({ user, onClose }: FactoryBindDialogProps) {
  const t = useT();
  const client = useQueryClient();
  const [saving, setSaving] = useState(false);
  const userId = user?.userId;
  // Fresh at each opening: the key holds the user and the default staleTime 0 fetches both lists again when the
  // dialog opens; OK waits for the answer of this opening.
  const lists = useQuery({
    queryKey: [...adminKeys.userFactories, userId],
    queryFn: async (): Promise<Lists> => {
      const id = userId as number;
      const [unbound, boundRows] = await Promise.all([fetchFactories(id, false), fetchFactories(id, true)]);
      return {
        items: [...unbound, ...boundRows].map(toItem),
        bound: boundRows.map((r) => String(r.factoryId)),
      };
    },
    enabled: userId !== undefined,
  });
  const loading = lists.status !== 'success' || lists.isFetching;
  // The user's moves in this opening, on the answer they were made on: a new answer starts again from the server's
  // binding, and another opening forgets them (an equal answer at the next opening keeps its reference).
  const [moved, setMoved] = useState<{ of: Lists; bound: string[] } | null>(null);
  const [openedFor, setOpenedFor] = useState(user);
  if (openedFor !== user) {
    setOpenedFor(user);
    setMoved(null);
  }
  const items = lists.data?.items ?? [];
  const bound = lists.data && moved?.of === lists.data ? moved.bound : (lists.data?.bound ?? []);

  const failed = userId !== undefined && lists.status === 'error' && !lists.isFetching;
  useEffect(() => {
    if (failed) onClose();
  }, [failed, onClose]);

  const save = async () => {
    if (userId === undefined) return;
    setSaving(true);
    try {
      const reply = await bindFactories({ userId, factoryIds: bound.map(Number) });
      notify('success', reply.msg);
      void client.invalidateQueries({ queryKey: [...adminKeys.userFactories, userId] });
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
        onChange={(keys) => lists.data && setMoved({ of: lists.data, bound: keys.map(String) })}
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
