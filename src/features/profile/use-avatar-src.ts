/**
 * The displayable source of User.avatar. An uploaded avatar is an /api URL behind the Bearer token, which <img>
 * cannot send, so it is fetched as a blob and shown through an object URL, kept in the query cache by the avatar's
 * URL: the top bar and the profile dialog share one request and one object URL (a new upload has a new `?v=`). The
 * object URL is revoked when the cache lets the entry go (unused for its gc time, or sign-out). Other values (data:,
 * http…) are used as they are.
 */
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { fetchAvatarBlob } from './api';
import { profileKeys } from './query-keys';

const isApiUrl = (url: string): boolean => url.startsWith('/api/');

/** The caches that revoke an avatar's object URL when they drop it: one listener each. */
const revoking = new WeakSet<QueryClient>();

function revokeWhenDropped(client: QueryClient): void {
  if (revoking.has(client)) return;
  revoking.add(client);
  client.getQueryCache().subscribe((event) => {
    const [scope, kind] = event.query.queryKey as readonly unknown[];
    const src: unknown = event.query.state.data;
    if (
      event.type === 'removed' &&
      scope === profileKeys.all[0] &&
      kind === 'avatar' &&
      typeof src === 'string'
    ) {
      URL.revokeObjectURL(src);
    }
  });
}

export function useAvatarSrc(avatar: string | null | undefined): string | undefined {
  const client = useQueryClient();
  const fetched = Boolean(avatar && isApiUrl(avatar) && typeof URL.createObjectURL === 'function');
  // No picture (404) or no answer: no data, and the caller's fallback icon shows.
  const { data: src } = useQuery({
    queryKey: profileKeys.avatar(avatar ?? ''),
    queryFn: async () => {
      const blob = await fetchAvatarBlob(avatar ?? '');
      revokeWhenDropped(client);
      return URL.createObjectURL(blob);
    },
    enabled: fetched,
    staleTime: Infinity,
  });

  if (!avatar) return undefined;
  if (!isApiUrl(avatar)) return avatar;
  return fetched ? src : undefined;
}
