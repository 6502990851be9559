/**
 * The signed-in shell as its own chunk (the login page does not load it), composed with the tools that
 * come from features: factory picker, message bell and drawer (given the picker's factory), favourites, the
 * profile dialogs, error capture.
 */
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { installErrorCapture } from '@/features/error-log';
import { FactoryPicker, useFactoryStore } from '@/features/factory-picker';
import { FavouritesMenu } from '@/features/favourites';
import { MessageBadge, MessageDrawer, type AcceptanceTarget } from '@/features/messages';
import { ChangePasswordDialog, PersonalInfoDialog } from '@/features/profile';
import { useSessionStore } from '@/features/session';
import { BasicLayout } from '@/layouts/basic-layout';
import type { PageInfo } from '@/layouts/keep-alive-stack';
import { TOUR_TARGET } from '@/layouts/shell-tour';
import { CurrentFactoryContext, type CurrentFactory } from '@/shared/ui/current-factory';
import { currentAppPath } from '../navigator';
import { MessageAcceptance } from './message-acceptance';

interface Props {
  onLogout: () => void;
  routes: ReactNode;
  pageInfo: (path: string) => PageInfo;
}

type Dialog = 'info' | 'password' | null;

export default function ShellRoute({ onLogout, routes, pageInfo }: Props) {
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<Dialog>(null);
  const currentFactoryId = useSessionStore((s) => s.user?.currentFactoryId ?? null);
  const refreshUser = useSessionStore((s) => s.refreshUser);
  const factoryId = useFactoryStore((s) => s.factoryId);
  const factoryName = useFactoryStore((s) => s.factoryName);
  const factoryTree = useFactoryStore((s) => s.tree);
  const currentFactory = useMemo<CurrentFactory>(
    () => ({ factoryId, factoryName, tree: factoryTree }),
    [factoryId, factoryName, factoryTree],
  );
  const [messagesOpen, setMessagesOpen] = useState(false);
  const [countsVersion, setCountsVersion] = useState(0);
  const [acceptance, setAcceptance] = useState<AcceptanceTarget | null>(null);

  // Window errors and unhandled rejections land in the error log while the shell is up (docs/requirements.md §8).
  useEffect(() => installErrorCapture(currentAppPath), []);

  const headerExtra = (
    <>
      <div data-tour={TOUR_TARGET.FACTORY}>
        <FactoryPicker currentFactoryId={currentFactoryId} />
      </div>
      <div data-tour={TOUR_TARGET.MESSAGES}>
        {factoryId !== null && (
          <MessageBadge
            factoryId={factoryId}
            refreshKey={countsVersion}
            onClick={() => setMessagesOpen(true)}
          />
        )}
      </div>
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
        factoryName={factoryName ?? undefined}
        onCountsChanged={() => setCountsVersion((v) => v + 1)}
        onNavigate={(path) => {
          setMessagesOpen(false);
          navigate(path);
        }}
        onOpenAcceptance={setAcceptance}
      />
      <MessageAcceptance
        order={acceptance}
        onClose={() => setAcceptance(null)}
        onDone={() => setCountsVersion((v) => v + 1)}
      />
    </CurrentFactoryContext.Provider>
  );
}
