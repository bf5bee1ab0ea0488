import { useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { EyeIcon } from '@/components/ui/icons/eye';
import { EyeOffIcon } from '@/components/ui/icons/eye-off';
import { MailIcon } from '@/components/ui/icons/mail';
import './input.css';

export interface InputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> {
  label: string;
  /** Shown under the field in red; marks the input invalid. */
  error?: string;
  /** Helper text under the field (replaced by the error when there is one). */
  hint?: ReactNode;
  /** An icon inside the field, on the left. */
  leadingIcon?: ReactNode;
  /** Something inside the field, on the right (a toggle button). */
  trailing?: ReactNode;
  /** Hide the label visually (it stays for screen readers). */
  hideLabel?: boolean;
  labelAside?: ReactNode;
}

export function Input({
  label,
  error,
  hint,
  leadingIcon,
  trailing,
  hideLabel = false,
  labelAside,
  id,
  className,
  ...props
}: InputProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const messageId = `${inputId}-message`;
  const hasMessage = Boolean(error || hint);
  return (
    <div className={['field', error ? 'field--invalid' : '', className ?? ''].filter(Boolean).join(' ')}>
      <div className={hideLabel ? 'sr-only' : 'field__label-row'}>
        <label className="field__label" htmlFor={inputId}>
          {label}
        </label>
        {labelAside}
      </div>
      <div
        className={['field__control', leadingIcon ? 'field__control--lead' : '', trailing ? 'field__control--trail' : ''].join(' ')}
      >
        {leadingIcon ? <span className="field__icon">{leadingIcon}</span> : null}
        <input
          id={inputId}
          className="field__input"
          aria-invalid={error ? true : undefined}
          aria-describedby={hasMessage ? messageId : undefined}
          {...props}
        />
        {trailing ? <span className="field__trailing">{trailing}</span> : null}
      </div>
      {error ? (
        <p id={messageId} className="field__error" role="alert">
          {error}
        </p>
      ) : hint ? (
        <div id={messageId} className="field__hint">
          {hint}
        </div>
      ) : null}
    </div>
  );
}

/** A password field with a show/hide toggle. */
export function PasswordInput(props: Omit<InputProps, 'type' | 'trailing'>) {
  const [visible, setVisible] = useState(false);
  return (
    <Input
      {...props}
      type={visible ? 'text' : 'password'}
      trailing={
        <button
          type="button"
          className="field__toggle"
          aria-label={visible ? `Hide ${props.label.toLowerCase()}` : `Show ${props.label.toLowerCase()}`}
          aria-pressed={visible}
          onClick={() => setVisible((v) => !v)}
        >
          {visible ? <EyeOffIcon /> : <EyeIcon />}
        </button>
      }
    />
  );
}

/** The email field every account form uses: one place for its label, keyboard and autofill hints. */
export function EmailInput({ label = 'Email', ...props }: Omit<InputProps, 'type' | 'label'> & { label?: string }) {
  return (
    <Input
      label={label}
      type="email"
      autoComplete="email"
      inputMode="email"
      placeholder="you@example.com"
      leadingIcon={<MailIcon />}
      {...props}
    />
  );
}
