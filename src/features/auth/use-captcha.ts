import { useCallback, useEffect, useState } from 'react';
import { fetchCaptcha } from './api';

export interface CaptchaState {
  enabled: boolean;
  uuid: string;
  img: string | null;
  loading: boolean;
  refresh: () => void;
}

/** Loads a captcha on mount and on demand; a failed fetch leaves the picture blank (the client said why). */
export function useCaptcha(): CaptchaState {
  const [state, setState] = useState({ enabled: true, uuid: '', img: null as string | null, loading: true });
  const [round, setRound] = useState(0);

  useEffect(() => {
    let live = true;
    fetchCaptcha()
      .then((reply) => {
        if (live)
          setState({ enabled: reply.captchaEnabled, uuid: reply.uuid, img: reply.img, loading: false });
      })
      .catch(() => {
        if (live) setState((s) => ({ ...s, img: null, loading: false }));
      });
    return () => {
      live = false;
    };
  }, [round]);

  const refresh = useCallback(() => {
    setState((s) => ({ ...s, loading: true }));
    setRound((r) => r + 1);
  }, []);
  return { ...state, refresh };
}
