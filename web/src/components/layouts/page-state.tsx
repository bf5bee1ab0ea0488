/**
 * A page that has nothing to show yet or at all: loading, not found, or failed. One look for the photo
 * detail, member profiles and any page like them.
 */
import type { ReactNode } from 'react';
import { AlertCircleIcon } from '@/components/ui/icons/alert-circle';
import { Spinner } from '@/components/ui/spinner/spinner';
import './page-state.css';

export function PageLoading({ label }: { label: string }) {
  return (
    <div className="page-state">
      <Spinner size="lg" label={label} />
    </div>
  );
}

/** A centred card: an icon, a heading, a line of text and the way out (a link or a retry). */
export function PageStateCard({
  icon,
  title,
  text,
  action,
  isError = false,
  documentTitle,
}: {
  /** Defaults to the alert icon (errors). */
  icon?: ReactNode;
  title: string;
  text: string;
  action: ReactNode;
  /** Errors are announced (role="alert"); "not found" is simply a page. */
  isError?: boolean;
  /** The browser tab's title, when the state is the whole page. */
  documentTitle?: string;
}) {
  return (
    <div className="card card--lg page-state page-state--card" role={isError ? 'alert' : undefined}>
      {documentTitle ? <title>{documentTitle}</title> : null}
      <span className="page-state__icon" aria-hidden="true">
        {icon ?? <AlertCircleIcon />}
      </span>
      <h1>{title}</h1>
      <p>{text}</p>
      {action}
    </div>
  );
}
