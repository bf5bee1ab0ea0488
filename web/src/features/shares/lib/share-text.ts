import type { ShareExpiryDays } from '@shared/enums';

export const EXPIRY_LABELS: Record<ShareExpiryDays, string> = { 1: '1 day', 7: '7 days', 30: '30 days', 365: '1 year' };

/** 'Expires 12 Mar 2027' in the reader's own calendar. */
export const formatExpiry = (iso: string) =>
  new Date(iso).toLocaleDateString(undefined, { day: 'numeric', month: 'short', year: 'numeric' });
