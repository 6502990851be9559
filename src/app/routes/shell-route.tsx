/**
 * The signed-in shell as its own chunk (the login page does not load it), composed with the tools that
 * come from features: factory picker, message bell and drawer, the alarm widget (given the picker's factory and tree),
 * favourites, the profile dialogs, error capture. It starts the live message channels once for the
 * signed-in user and the alarm polling (docs/architecture.md §6: one owner, never page effects).
 */
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { AlarmWidget, useAlarmPolling } from '@/features/alarms';
import { installErrorCapture } from '@/features/error-log';
import { FactoryPicker, useFactoryStore, useFactoryTree } from '@/features/factory-picker';
import { FavouritesMenu } from '@/features/favourites';
import {
  MessageBadge,
  MessageDrawer,
  resyncMessageCount,
  useLiveChannels,
  type AcceptanceTarget,
} from '@/features/messages';
import { ChangePasswordDialog, ForcedPasswordDialog, PersonalInfoDialog } from '@/features/profile';
import { useSessionStore } from '@/features/session';
import { BasicLayout } from '@/layouts/basic-layout';
import type { PageInfo } from '@/layouts/keep-alive-stack';
import { TOUR_TARGET } from '@/layouts/shell-tour';
import { CurrentFactoryContext, type CurrentFactory } from '@/shared/ui/current-factory';
import { useAppNavigate } from '@/shared/routes/use-app-navigate';
import { useShellRequest } from '@/shared/ui/shell-requests';
import type { TodoKind } from '@contract/message';
import { currentAppPath, openInNewTab } from '../navigator';
import { MessageAcceptance } from './message-acceptance';

interface Props {
  onLogout: () => void;
  routes: ReactNode;
  pageInfo: (path: string) => PageInfo;
}

type Dialog = 'info' | 'password' | null;

export default function ShellRoute({ onLogout, routes, pageInfo }: Props) {
  const navigate = useAppNavigate();
  const [dialog, setDialog] = useState<Dialog>(null);
  const currentFactoryId = useSessionStore((s) => s.user?.currentFactoryId ?? null);
  const refreshUser = useSessionStore((s) => s.refreshUser);
  const userName = useSessionStore((s) => s.user?.userName ?? null);
  const factoryId = useFactoryStore((s) => s.factoryId);
  const factoryName = useFactoryStore((s) => s.factoryName);
  const { tree: factoryTree } = useFactoryTree();
  const currentFactory = useMemo<CurrentFactory>(
    () => ({ factoryId, factoryName, tree: factoryTree }),
    [factoryId, factoryName, factoryTree],
  );
  const mustChangePassword = useSessionStore((s) => s.pwdChangeRequired);
  const passwordChanged = useSessionStore((s) => s.passwordChanged);
  const [messagesOpen, setMessagesOpen] = useState(false);
  // home's to-do figures open the drawer on the 待办 tab of their kind; the bell opens it on the messages tab
  const [todoKind, setTodoKind] = useState<TodoKind | undefined>(undefined);
  useShellRequest(
    'todos',
    useCallback((request: { kind: TodoKind }) => {
      setTodoKind(request.kind);
      setMessagesOpen(true);
    }, []),
  );
  const [acceptance, setAcceptance] = useState<AcceptanceTarget | null>(null);

  useLiveChannels(userName);
  useAlarmPolling(userName);

  // Window errors and unhandled rejections land in the error log while the shell is up (docs/requirements.md §8).
  useEffect(() => installErrorCapture(currentAppPath), []);

  // An administrator set the password: nothing of the console (menus, pages, tools) is drawn until it is changed
  // (docs/administration.md "Passwords").
  if (mustChangePassword)
    return <ForcedPasswordDialog open onChanged={passwordChanged} onLogout={onLogout} />;

  const headerExtra = (
    <>
      <div data-tour={TOUR_TARGET.FACTORY}>
        <FactoryPicker currentFactoryId={currentFactoryId} />
      </div>
      <div data-tour={TOUR_TARGET.MESSAGES}>
        {factoryId !== null && (
          <MessageBadge
            factoryId={factoryId}
            onClick={() => {
              setTodoKind(undefined);
              setMessagesOpen(true);
            }}
          />
        )}
      </div>
      <AlarmWidget />
      <FavouritesMenu onOpen={(path) => navigate(path)} />
    </>
  );

  return (
    <CurrentFactoryContext.Provider value={currentFactory}>
      <BasicLayout
        onLogout={onLogout}
        routes={routes}
        pageInfo={pageInfo}
        headerExtra={headerExtra}
        onPersonalInfo={() => setDialog('info')}
        onChangePassword={() => setDialog('password')}
      />
      <PersonalInfoDialog
        open={dialog === 'info'}
        onClose={() => setDialog(null)}
        onChanged={() => void refreshUser().catch(() => undefined)}
      />
      <ChangePasswordDialog open={dialog === 'password'} onClose={() => setDialog(null)} />
      <MessageDrawer
        open={messagesOpen}
        onClose={() => setMessagesOpen(false)}
        factoryId={factoryId}
        factoryTree={factoryTree}
        // docs/requirements.md §2 "Message drawer": the target opens in a new browser tab; this one stays as it is.
        onNavigate={openInNewTab}
        onOpenAcceptance={setAcceptance}
        initialTodoKind={todoKind}
      />
      <MessageAcceptance
        order={acceptance}
        onClose={() => setAcceptance(null)}
        // The server pushes a count frame as well; the resync keeps the badge right while the channel is down.
        onDone={() => {
          if (factoryId !== null) void resyncMessageCount(factoryId);
        }}
      />
    </CurrentFactoryContext.Provider>
  );
}
