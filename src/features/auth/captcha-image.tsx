import { useT } from '@/shared/i18n';

interface Props {
  src: string | null;
  loading: boolean;
  onRefresh: () => void;
}

/** The captcha picture; a click (or Enter/Space) fetches a new one. Plain markup: the sign-in page draws it too. */
export function CaptchaImage({ src, loading, onRefresh }: Props) {
  const t = useT();
  return (
    <button
      type="button"
      className="woms-captcha"
      onClick={onRefresh}
      title={t('login.captchaRefresh')}
      aria-label={t('login.captchaAlt')}
      disabled={loading}
      data-testid="captcha-image"
    >
      {src ? <img src={src} alt={t('login.captchaAlt')} /> : <span className="woms-captcha__blank" />}
    </button>
  );
}
