/**
 * The encrypted-login option (docs/requirements.md §1, §7): the credentials travel as `param`, an RSA-OAEP (SHA-256)
 * ciphertext under the server's public key, so they never cross the wire in clear even without TLS
 * termination at the edge. Needs Web Crypto, i.e. a secure context (https or localhost).
 */
import { post } from '@/shared/api';
import type { EncryptedLogin, PublicKeyReply } from '@contract/auth';

export async function fetchPublicKey(): Promise<string> {
  const reply = await post<PublicKeyReply>('/auth/publicKey', undefined, { anonymous: true, silent: true });
  return reply.publicKey;
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

export async function encryptLogin(publicKey: string, fields: EncryptedLogin): Promise<string> {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) throw new Error('Web Crypto is not available (encrypted login needs https or localhost)');
  const key = await subtle.importKey(
    'spki',
    fromBase64(publicKey),
    { name: 'RSA-OAEP', hash: 'SHA-256' },
    false,
    ['encrypt'],
  );
  const cipher = await subtle.encrypt(
    { name: 'RSA-OAEP' },
    key,
    new TextEncoder().encode(JSON.stringify(fields)),
  );
  return toBase64(new Uint8Array(cipher));
}
