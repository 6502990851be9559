/**
 * A form's draft (docs/drafts.md): what the user types is kept in the browser at each change, a stored draft is
 * offered back when the form opens again, and the form counts as dirty for the console's guards while its values
 * differ from what it was given. What a component sets before the user touches the form (the record it loads) is
 * the baseline, not a draft. antd's "touched" cannot tell them apart (its setFieldsValue marks fields touched), so
 * the form's box reports the user's own keys, pointer presses, input, pastes and drops (`inputProps`).
 */
import { Form, type FormInstance } from 'antd';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { usePageTab } from '../../lifecycle/page-tab';
import { markClean, markDirty } from './dirty-forms';
import {
  decodeValues,
  encodeValues,
  readDraft,
  removeDraft,
  writeDraft,
  type StoredDraft,
} from './draft-storage';

/** The record a form's typing stands on (its version), kept with the draft and stood on again when restored. */
export interface DraftBase {
  read: () => unknown;
  restore: (record: unknown) => void;
}

export interface FormDraft {
  /** a stored draft of this form the user has not yet restored or discarded */
  offer: StoredDraft | null;
  restore: () => void;
  discard: () => void;
  /** the form holds typing not yet saved */
  dirty: boolean;
  /** the form was saved: its draft goes and its values are the new baseline */
  saved: () => void;
  /** spread on the element around the form: the user's own input there makes later changes typing */
  inputProps: {
    onKeyDownCapture: () => void;
    onPointerDownCapture: () => void;
    onPasteCapture: () => void;
    onDropCapture: () => void;
    onInputCapture: () => void;
  };
}

/**
 * `key` names the form and its record (`device:12`, `device:new:11`), null while the form is not shown. Call it
 * where the form instance is made; the form may mount later (a dialog's content).
 */
export function useFormDraft<T extends object>(
  form: FormInstance<T>,
  key: string | null,
  base?: DraftBase,
): FormDraft {
  const id = useId();
  const tab = usePageTab();
  const values = Form.useWatch([], { form, preserve: true }) as Record<string, unknown> | undefined;
  const [offer, setOffer] = useState<StoredDraft | null>(() => (key === null ? null : readDraft(key)));
  const [dirty, setDirty] = useState(false);
  // A new form or record starts from what it is given; a draft stored for it is offered (state derived while
  // rendering, as React advises, rather than reset by an effect).
  const [shownKey, setShownKey] = useState(key);
  if (shownKey !== key) {
    setShownKey(key);
    setOffer(key === null ? null : readDraft(key));
    setDirty(false);
  }
  const baseline = useRef<string | null>(null);
  const restored = useRef(false);
  const interacted = useRef(false);
  const lastKey = useRef<string | null>(key);

  useEffect(() => {
    baseline.current = null;
    restored.current = false;
    interacted.current = false;
    if (key !== null) lastKey.current = key;
  }, [key]);

  useEffect(() => {
    if (key === null || values === undefined) return;
    const encoded = encodeValues(values);
    const text = JSON.stringify(encoded);
    if (!restored.current && !interacted.current) {
      baseline.current = text;
      return;
    }
    if (text === baseline.current) {
      removeDraft(key);
      setDirty(false);
      return;
    }
    writeDraft(key, encoded, Date.now(), base?.read() ?? undefined);
    // Typing over an offered draft replaces it (the notice says so).
    setOffer(null);
    setDirty(true);
  }, [key, values, base]);

  useEffect(() => {
    if (dirty) markDirty(id, tab);
    else markClean(id);
  }, [dirty, id, tab]);
  // Unmounted (tab closed, session ended), the draft stays stored; the form is no longer on screen to guard.
  useEffect(() => () => markClean(id), [id]);

  const restore = useCallback(() => {
    if (!offer) return;
    restored.current = true;
    // The draft stands on the record it was typed on: a save over one changed since meets the conflict view.
    if (offer.base !== undefined && offer.base !== null) base?.restore(offer.base);
    form.setFieldsValue(decodeValues(offer.values) as Parameters<typeof form.setFieldsValue>[0]);
    setOffer(null);
  }, [offer, form, base]);

  const discard = useCallback(() => {
    const k = lastKey.current;
    if (k !== null) removeDraft(k);
    setOffer(null);
    setDirty(false);
  }, []);

  const saved = useCallback(() => {
    const k = lastKey.current;
    if (k !== null) removeDraft(k);
    restored.current = false;
    // What was saved is the new baseline: the same values coming back from the server are not typing.
    baseline.current = JSON.stringify(encodeValues(form.getFieldsValue(true) as Record<string, unknown>));
    setDirty(false);
  }, [form]);

  const [inputProps] = useState(() => {
    const mark = () => {
      interacted.current = true;
    };
    return {
      onKeyDownCapture: mark,
      onPointerDownCapture: mark,
      onPasteCapture: mark,
      onDropCapture: mark,
      onInputCapture: mark,
    };
  });

  return { offer, restore, discard, dirty, saved, inputProps };
}
