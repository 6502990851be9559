import { useState, type ReactNode } from 'react';
import { EyeInvisibleOutlined, EyeOutlined } from '@ant-design/icons';
import { useT } from '@/shared/i18n';

interface Props {
  id: string;
  label: string;
  icon: ReactNode;
  value: string;
  onChange: (value: string) => void;
  /** the rule's message of docs/requirements.md §5, shown under the box */
  error?: string;
  /** a password box, with a button that shows what was typed */
  password?: boolean;
  autoComplete: string;
  autoFocus?: boolean;
  maxLength?: number;
  /** beside the box, in the same row (the captcha picture) */
  after?: ReactNode;
}

/**
 * A labelled input with its icon and its rule's message, drawn like antd's large form item: the sign-in page
 * is drawn without antd (docs/architecture.md §4 "Sign-in page").
 */
export function TextField({ id, label, icon, value, onChange, error, password, after, ...input }: Props) {
  const t = useT();
  const [shown, setShown] = useState(false);
  const errorId = `${id}_error`;
  return (
    <div className={error ? 'woms-field woms-field--error' : 'woms-field'}>
      <label className="woms-field__label" htmlFor={id}>
        {label}
      </label>
      <div className="woms-field__row">
        <span className="woms-field__box">
          <span className="woms-field__icon" aria-hidden="true">
            {icon}
          </span>
          <input
            id={id}
            type={password && !shown ? 'password' : 'text'}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            placeholder={label}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            {...input}
          />
          {password && (
            <button
              type="button"
              className="woms-field__eye"
              aria-label={t(shown ? 'login.hidePassword' : 'login.showPassword')}
              onClick={() => setShown((now) => !now)}
            >
              {shown ? <EyeOutlined /> : <EyeInvisibleOutlined />}
            </button>
          )}
        </span>
        {after}
      </div>
      {error && (
        <div id={errorId} className="woms-field__error" role="alert">
          {error}
        </div>
      )}
    </div>
  );
}
