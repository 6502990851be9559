// A signed-in browser session for the bench's pages (bench/page-weight.mjs, bench/kept-tabs.mjs): the admin signs
// in through the API and the context gets what the sign-in form stores, with the guided tour already seen.
import { signedInStorage } from '../../scripts/lib/signed-in-storage.mjs';
import { apiGrant } from './server.mjs';

export async function signedInState(baseURL) {
  return signedInStorage(await apiGrant(baseURL), baseURL, { 'woms.tourSeen.admin': '1' });
}
