/**
 * PUT /api/system/user/profile beyond what the schema checks: the ID type must be a sys_id_type value
 * and, when it is 身份证, the ID number must match the ID card pattern (docs/requirements.md §5). The check uses the
 * values after the change, so switching the type alone cannot leave a passport number marked as an ID card.
 */
import { DICT_TYPE } from '../../../../contract/dict';
import {
  ID_CARD_PATTERN,
  ID_TYPE_ID_CARD,
  type ProfileUpdateBody,
} from '../../../../contract/profile/schemas';
import type { Db } from '../../db/client';
import { badInput } from '../../errors';
import { DictRepository } from '../dict/repository';
import { claimVersion } from '../record-version/repository';
import { UserRepository } from '../user/repository';
import { PROFILE_COLUMNS, ProfileRepository, type ProfileChanges, type ProfileField } from './repository';

const ID_CARD = new RegExp(ID_CARD_PATTERN);

/** Only the editable fields that were sent; anything else in the body is ignored. */
function changesOf(body: ProfileUpdateBody): ProfileChanges {
  const out: ProfileChanges = {};
  for (const field of Object.keys(PROFILE_COLUMNS) as ProfileField[]) {
    const value = body[field];
    if (value !== undefined) out[field] = field === 'nickName' ? value : value.trim();
  }
  return out;
}

export async function updateProfile(
  db: Db,
  userId: number,
  body: ProfileUpdateBody,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    await claimVersion(tx, { record: 'user', id: userId, version: body.version, userId, now }, () =>
      new UserRepository(tx).profile(userId),
    );
    await update(tx, userId, body);
  });
}

async function update(db: Db, userId: number, body: ProfileUpdateBody): Promise<void> {
  const changes = changesOf(body);
  const profiles = new ProfileRepository(db);
  if (changes.idType !== undefined || changes.idNumber !== undefined) {
    const stored = await profiles.idDocument(userId);
    const idType = changes.idType ?? stored?.idType ?? '';
    const idNumber = changes.idNumber ?? stored?.idNumber ?? '';
    if (changes.idType) {
      const allowed = (await new DictRepository(db).dataOfType(DICT_TYPE.ID_TYPE)).map((d) => d.dictValue);
      if (!allowed.includes(changes.idType))
        throw badInput('body/idType', `must be one of ${allowed.join(', ')}`);
    }
    if (idType === ID_TYPE_ID_CARD && idNumber !== '' && !ID_CARD.test(idNumber)) {
      throw badInput('body/idNumber', 'has an invalid format');
    }
  }
  await profiles.update(userId, changes);
}
