/**
 * Checks and writes of department administration (docs/administration.md "部门管理"), each one transaction: a refusal
 * writes nothing.
 */
import { DEPT_MSG, DEPT_ROOT, type DeptAddBody, type DeptEditBody } from '../../../../contract/dept/schemas';
import type { Db } from '../../db/client';
import { badInput, notFound, refusal } from '../../errors';
import { claimVersion, type Editor } from '../record-version/repository';
import { DeptRepository } from './repository';

const fields = (body: DeptAddBody): DeptAddBody => ({
  parentId: body.parentId,
  deptName: body.deptName.trim(),
  orderNum: body.orderNum,
  status: body.status,
});

/** The parent must exist and, on a move, lie outside the department's own subtree; siblings' names differ. */
async function check(repo: DeptRepository, f: DeptAddBody, selfId: number | null): Promise<void> {
  if (f.parentId !== DEPT_ROOT) {
    const ancestry = await repo.ancestry(f.parentId);
    if (ancestry.length === 0) throw badInput('body/parentId', 'is not a department');
    if (selfId !== null && ancestry.includes(selfId))
      throw badInput('body/parentId', 'must not be the department itself or below it');
  }
  if (await repo.nameTaken(f.parentId, f.deptName, selfId)) throw refusal(DEPT_MSG.nameTaken(f.deptName));
}

export class DeptService {
  constructor(private readonly db: Db) {}

  async add(body: DeptAddBody): Promise<number> {
    return this.db.transaction(async (tx) => {
      const repo = new DeptRepository(tx);
      const f = fields(body);
      await check(repo, f, null);
      return repo.insert(f);
    });
  }

  async edit(body: DeptEditBody, editor: Editor): Promise<void> {
    await this.db.transaction(async (tx) => {
      const repo = new DeptRepository(tx);
      await repo.lockTree();
      if ((await repo.lockName(body.deptId)) === null) throw notFound(DEPT_MSG.NOT_FOUND);
      const f = fields(body);
      await check(repo, f, body.deptId);
      await claimVersion(tx, { record: 'dept', id: body.deptId, version: body.version, ...editor }, () =>
        repo.find(body.deptId),
      );
      await repo.update(body.deptId, f);
    });
  }

  /** Refused while the department has children or users, the message naming which and how many. */
  async remove(deptId: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      const repo = new DeptRepository(tx);
      const name = await repo.lockName(deptId);
      if (name === null) throw notFound(DEPT_MSG.NOT_FOUND);
      const { children, users } = await repo.dependants(deptId);
      if (children > 0) throw refusal(DEPT_MSG.hasChildren(name, children));
      if (users > 0) throw refusal(DEPT_MSG.hasUsers(name, users));
      await repo.delete(deptId);
    });
  }
}
