import { LoaderIcon } from '@/components/ui/icons/loader';
import './spinner.css';

export function Spinner({ size = 'md', label }: { size?: 'sm' | 'md' | 'lg'; label?: string }) {
  return (
    <span className={`spinner spinner--${size}`} role={label ? 'status' : undefined}>
      <LoaderIcon aria-hidden="true" />
      {label ? <span className="sr-only">{label}</span> : null}
    </span>
  );
}
