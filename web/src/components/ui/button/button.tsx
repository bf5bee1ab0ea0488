import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router-dom';
import { Spinner } from '@/components/ui/spinner/spinner';
import './button.css';

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost' | 'destructive' | 'link';
export type ButtonSize = 'sm' | 'md' | 'lg' | 'icon';

interface StyleProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Stretch to the container's width. */
  block?: boolean;
}

export function buttonClassName({ variant = 'primary', size = 'md', block = false }: StyleProps, extra?: string): string {
  return ['btn', `btn--${variant}`, `btn--${size}`, block ? 'btn--block' : '', extra ?? ''].filter(Boolean).join(' ');
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, StyleProps {
  isLoading?: boolean;
  /** Shown instead of the children while loading, e.g. 'Signing in...'. */
  loadingText?: ReactNode;
  icon?: ReactNode;
}

export function Button({
  variant,
  size,
  block,
  isLoading = false,
  loadingText,
  icon,
  className,
  children,
  disabled,
  type = 'button',
  ...props
}: ButtonProps) {
  return (
    <button
      type={type}
      className={buttonClassName({ variant, size, block }, className)}
      disabled={disabled || isLoading}
      aria-busy={isLoading || undefined}
      {...props}
    >
      {isLoading ? <Spinner size="sm" /> : icon}
      {isLoading && loadingText ? loadingText : children}
    </button>
  );
}

/** A router link that looks like a button. */
export function ButtonLink({
  variant,
  size,
  block,
  className,
  icon,
  children,
  ...props
}: LinkProps & StyleProps & { icon?: ReactNode }) {
  return (
    <Link className={buttonClassName({ variant, size, block }, className)} {...props}>
      {icon}
      {children}
    </Link>
  );
}

/** An external link that looks like a button; opens in a new tab. */
export function ButtonAnchor({
  variant,
  size,
  block,
  className,
  icon,
  children,
  ...props
}: AnchorHTMLAttributes<HTMLAnchorElement> & StyleProps & { icon?: ReactNode }) {
  return (
    <a className={buttonClassName({ variant, size, block }, className)} target="_blank" rel="noopener noreferrer" {...props}>
      {icon}
      {children}
    </a>
  );
}
