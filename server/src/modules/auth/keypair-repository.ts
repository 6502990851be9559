/** All SQL about the one RSA key pair of the encrypted-login option. */
import type { Db } from '../../db/client';

export interface StoredKeyPair {
  /** base64 SPKI DER */
  publicKey: string;
  /** PKCS#8 PEM */
  privateKey: string;
}

export class KeyPairRepository {
  constructor(private readonly db: Db) {}

  async find(): Promise<StoredKeyPair | null> {
    const { rows } = await this.db.query<{ public_key: string; private_key: string }>(
      'SELECT public_key, private_key FROM auth_keypair WHERE id = 1',
    );
    const r = rows[0];
    return r ? { publicKey: r.public_key, privateKey: r.private_key } : null;
  }

  /** Stores the pair unless another instance stored one first; returns the pair that is kept. */
  async saveIfAbsent(pair: StoredKeyPair, now: Date): Promise<StoredKeyPair> {
    await this.db.query(
      `INSERT INTO auth_keypair (id, public_key, private_key, created_at) VALUES (1, $1, $2, $3)
       ON CONFLICT (id) DO NOTHING`,
      [pair.publicKey, pair.privateKey, now],
    );
    const kept = await this.find();
    if (!kept) throw new Error('auth_keypair row missing after insert');
    return kept;
  }
}
