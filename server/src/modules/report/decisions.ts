/**
 * The approver's decision on a submitted report, daily or weekly (docs/architecture.md §3 "Daily and weekly
 * reports"): approve (approved_by, approved_at; read-only for good) or reject with an opinion (status rejected, the
 * filler edits and submits again). Only a submitted report (else refusal NOT_PENDING) at the version the approver saw
 * (else refusal STALE); a reject needs a non-blank opinion (400 naming `body/opinion`). Each decision writes the
 * history and tells the filler, in one transaction.
 */
import {
  REPORT_MSG,
  REPORT_STATUS,
  type ApproveBody,
  type RejectBody,
  type ReportKind,
} from '../../../../contract/report';
import { badInput, notFound, refusal } from '../../errors';
import { inScope } from '../../shared/factory-scope';
import type { Principal } from '../../shared/principal';
import type { ReportDeps } from './deps';
import { ReportMessageRepository } from './message-repository';
import { TodoRepository } from '../message/todo-repository';
import { decided } from './notices';
import { ReportRepository } from './repository';

export type Decision = { approve: true; body: ApproveBody } | { approve: false; body: RejectBody };

export async function decide(
  deps: ReportDeps,
  kind: ReportKind,
  caller: Principal,
  id: number,
  decision: Decision,
): Promise<void> {
  const opinion = (decision.body.opinion ?? '').trim();
  if (!decision.approve && opinion === '') throw badInput('body/opinion', REPORT_MSG.OPINION_REQUIRED);
  const at = new Date(deps.clock.now());
  await deps.db.transaction(async (tx) => {
    const reports = new ReportRepository(tx);
    const stored = await reports.byId(kind, id, true);
    if (!stored || !inScope(caller.factoryIds, stored.factoryId)) throw notFound(REPORT_MSG.NOT_FOUND);
    if (stored.status !== REPORT_STATUS.SUBMITTED) throw refusal(REPORT_MSG.NOT_PENDING);
    if (decision.body.version !== stored.version) throw refusal(REPORT_MSG.STALE);
    const changed = await reports.update(
      kind,
      id,
      stored.version,
      decision.approve
        ? { status: REPORT_STATUS.APPROVED, approved_by: caller.userId, approved_at: at }
        : { status: REPORT_STATUS.REJECTED, opinion },
      at,
    );
    if (!changed) throw refusal(REPORT_MSG.STALE);
    await reports.addHistory(kind, id, {
      action: decision.approve ? 'approve' : 'reject',
      userId: caller.userId,
      opinion,
      at,
    });
    const subject = {
      kind,
      factoryId: stored.factoryId,
      factoryName: stored.factoryName,
      period: stored.period,
    };
    await new ReportMessageRepository(tx).send(
      decided(
        subject,
        stored.filledBy,
        caller.userId,
        decision.approve ? { approved: true } : { approved: false, opinion },
      ),
      at,
    );
    // After the filler's notice: a rejection's new fill to-do supersedes older ones (todo-rule.ts).
    await new TodoRepository(tx).closeReportStep(kind, stored.factoryId, stored.period);
  });
}
