import type { SelectHTMLAttributes } from 'react';
import './select.css';

export interface SelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  /** A class for the wrapper, which sizes the control (the select fills it). */
  wrapperClassName?: string;
}

/**
 * A native select in the app's field style, with a drawn chevron: native, so keyboards, screen readers
 * and phones' own pickers work as people expect.
 */
export function Select({ wrapperClassName, ...props }: SelectProps) {
  return (
    <div className={wrapperClassName ? `select ${wrapperClassName}` : 'select'}>
      <select {...props} />
    </div>
  );
}
