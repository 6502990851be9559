/** The caller's profile and the ID-type options, fetched while `active` and again on reload(). */
import { useCallback, useEffect, useState } from 'react';
import type { ProfileReply } from '@contract/profile';
import type { DictData } from '@contract/system';
import { fetchIdTypes, fetchProfile } from './api';

export interface ProfileState {
  profile: ProfileReply | null;
  idTypes: DictData[];
  /** true until the fetch of the current round has answered */
  loading: boolean;
  reload: () => void;
}

interface Fetched {
  round: number;
  profile: ProfileReply | null;
  idTypes: DictData[];
}

export function useProfile(active: boolean, withIdTypes: boolean): ProfileState {
  const [round, setRound] = useState(0);
  const [fetched, setFetched] = useState<Fetched | null>(null);

  useEffect(() => {
    if (!active) return;
    let live = true;
    Promise.all([fetchProfile(), withIdTypes ? fetchIdTypes() : Promise.resolve<DictData[]>([])])
      .then(([profile, idTypes]) => live && setFetched({ round, profile, idTypes }))
      // The client already told the user; the view keeps what it had.
      .catch(
        () =>
          live &&
          setFetched((prev) => ({ round, profile: prev?.profile ?? null, idTypes: prev?.idTypes ?? [] })),
      );
    return () => {
      live = false;
    };
  }, [active, round, withIdTypes]);

  const reload = useCallback(() => setRound((r) => r + 1), []);
  return {
    profile: fetched?.profile ?? null,
    idTypes: fetched?.idTypes ?? [],
    loading: active && fetched?.round !== round,
    reload,
  };
}
