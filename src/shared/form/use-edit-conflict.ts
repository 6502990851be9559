/**
 * The state of an edit dialog's optimistic concurrency (docs/concurrency.md): the version its save sends, the record it
 * loaded (the base of a merge), and, after a save refused as stale, the merge the conflict view shows. Nothing the
 * user typed is dropped: fields only the other person changed are taken into the form at once, the others wait for the
 * user's choice, and applying moves the form to the stored version so the next save goes through.
 */
import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { EditConflict } from '@contract/common';
import { editConflictOf } from '@/shared/api';
import type { DraftBase } from './draft/use-form-draft';
import { threeWayMerge, type ConflictField, type FieldDifference, type FormValues } from './edit-conflict';

export type ConflictSide = 'mine' | 'theirs';

export interface PendingConflict {
  /** the server's msg: who changed the record and when */
  message: string;
  conflicts: FieldDifference[];
  carried: FieldDifference[];
  choices: Record<string, ConflictSide>;
  /** the record is gone: nothing to merge */
  gone: boolean;
}

/** What the conflict view needs of the handle. */
export interface ConflictViewHandle {
  pending: PendingConflict | null;
  choose: (prop: string, side: ConflictSide) => void;
  chooseAll: (side: ConflictSide) => void;
  /** the choices into the form, and the stored version as the one the next save sends */
  apply: () => void;
}

export interface EditConflictHandle<R> extends ConflictViewHandle {
  /** the version the next save sends (read when saving: 合并后保存 saves right after applying) */
  versionToSend: () => number;
  /**
   * The record the form stands on: the one loaded, or the stored one once merged. Its fields the form does not edit
   * (a photo not replaced, a document list) are sent from it.
   */
  record: () => R | null;
  /** the dialog loaded a record to edit */
  start: (record: R) => void;
  /** a save was refused as stale (useSubmit's onConflict) */
  refused: (conflict: EditConflict, message: string) => void;
  /** a failed save of a dialog that calls the API itself: true when it was stale, and the merge is now shown */
  refusedBy: (error: unknown) => boolean;
  /**
   * For the form's draft (docs/drafts.md): the record the typing stands on is kept with it, and a restored draft
   * stands on it again, so saving it over a record changed since is a conflict, not an overwrite.
   */
  draftBase: DraftBase;
}

/** What the merge reads and writes of a form: an antd FormInstance, or a page's own state behind the same calls. */
export interface FormLike {
  // methods, not function properties: antd's FormInstance takes its own values type
  getFieldsValue(all: true): unknown;
  setFieldsValue(values: FormValues): void;
}

export interface EditConflictOptions<R> {
  /** the dialog's form, or how to reach it (EditForm keeps its own behind a handle) */
  form: FormLike | (() => FormLike | null | undefined);
  fields: readonly ConflictField[];
  /** a record (the one loaded, the 409's `current`) as the dialog's form values */
  toValues: (record: R) => object;
  /** where the record carries its version; `version` by default */
  versionOf?: (record: R) => number;
}

interface Based<R> {
  record: R;
  values: FormValues;
  version: number;
}

const ownVersion = (record: unknown): number => (record as { version: number }).version;

export function useEditConflict<R>({
  form,
  fields,
  toValues,
  versionOf = ownVersion,
}: EditConflictOptions<R>): EditConflictHandle<R> {
  const [pending, setPending] = useState<PendingConflict | null>(null);
  const base = useRef<Based<R> | null>(null);
  // the stored record of the refusal being merged
  const stored = useRef<Based<R> | null>(null);

  const formNow = useCallback(() => (typeof form === 'function' ? form() : form), [form]);

  // The latest conversions, read when needed: `start` stays the same function however the dialog passes them (an
  // arrow made at each render would otherwise restart the merge at each render).
  const convert = useRef({ toValues, versionOf });
  useLayoutEffect(() => {
    convert.current = { toValues, versionOf };
  });
  const based = useCallback((record: R): Based<R> => {
    const { toValues: values, versionOf: version } = convert.current;
    return { record, values: values(record) as FormValues, version: version(record) };
  }, []);

  const start = useCallback(
    (record: R) => {
      base.current = based(record);
      stored.current = null;
      setPending(null);
    },
    [based],
  );

  const refused = useCallback(
    (conflict: EditConflict, message: string) => {
      if (conflict.current === null || conflict.current === undefined || !base.current) {
        setPending({ message, conflicts: [], carried: [], choices: {}, gone: true });
        return;
      }
      const theirs = based(conflict.current as R);
      const target = formNow();
      const mine = (target?.getFieldsValue(true) ?? {}) as FormValues;
      const merge = threeWayMerge(fields, base.current.values, theirs.values, mine);
      // What only they changed comes into the form now: it is no choice to make.
      target?.setFieldsValue(Object.fromEntries(merge.carried.map((d) => [d.field.prop, d.theirs])));
      stored.current = theirs;
      // Nothing to choose: the form stands on the stored record already.
      if (merge.conflicts.length === 0) base.current = theirs;
      const choices = Object.fromEntries(merge.conflicts.map((d) => [d.field.prop, 'mine' as const]));
      setPending({ message, ...merge, choices, gone: false });
    },
    [based, fields, formNow],
  );

  const refusedBy = useCallback(
    (error: unknown) => {
      const stale = editConflictOf(error);
      if (stale) refused(stale, (error as Error).message);
      return stale !== null;
    },
    [refused],
  );

  const choose = useCallback((prop: string, side: ConflictSide) => {
    setPending((p) => (p ? { ...p, choices: { ...p.choices, [prop]: side } } : p));
  }, []);

  const chooseAll = useCallback((side: ConflictSide) => {
    setPending((p) =>
      p ? { ...p, choices: Object.fromEntries(p.conflicts.map((d) => [d.field.prop, side])) } : p,
    );
  }, []);

  const apply = useCallback(() => {
    if (!pending || !stored.current) return;
    const taken = pending.conflicts.filter((d) => pending.choices[d.field.prop] === 'theirs');
    formNow()?.setFieldsValue(Object.fromEntries(taken.map((d) => [d.field.prop, d.theirs])));
    base.current = stored.current;
    stored.current = null;
    setPending(null);
  }, [formNow, pending]);

  const versionToSend = useCallback(() => base.current?.version ?? 0, []);
  const record = useCallback(() => base.current?.record ?? null, []);
  const draftBase = useMemo<DraftBase>(
    () => ({ read: record, restore: (kept) => start(kept as R) }),
    [record, start],
  );

  return { versionToSend, record, pending, start, refused, refusedBy, choose, chooseAll, apply, draftBase };
}
