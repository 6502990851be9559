/**
 * The caller's profile and the ID-type options from the query cache, fetched while `active` (each time it turns
 * true, the default staleTime 0 asking again) and again when a write invalidates `profileKeys.me`.
 */
import { useQuery } from '@tanstack/react-query';
import type { ProfileReply } from '@contract/profile';
import type { DictData } from '@contract/system';
import { fetchIdTypes, fetchProfile } from './api';
import { profileKeys } from './query-keys';

export interface ProfileState {
  /** the last answer: a failed fetch keeps what the view had (the client already told the user) */
  profile: ProfileReply | null;
  idTypes: DictData[];
  /** true while the fetch of the profile or the ID types is under way */
  loading: boolean;
}

const NO_TYPES: DictData[] = [];

export function useProfile(active: boolean, withIdTypes: boolean): ProfileState {
  const profile = useQuery({ queryKey: profileKeys.me, queryFn: fetchProfile, enabled: active });
  const idTypes = useQuery({
    queryKey: profileKeys.idTypes,
    queryFn: fetchIdTypes,
    enabled: active && withIdTypes,
  });
  return {
    profile: profile.data ?? null,
    idTypes: (withIdTypes && idTypes.data) || NO_TYPES,
    loading: active && (profile.isFetching || (withIdTypes && idTypes.isFetching)),
  };
}
