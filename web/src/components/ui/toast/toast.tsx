/**
 * Toasts: one at a time, the newest replaces the older. The provider sits above the router so a toast
 * survives the app's own navigation that its news announces (an upload's success, then the feed; an
 * account made, then sign-in). A toast belongs to the page that raised it otherwise: when the member
 * leaves that page themselves (a link, back or forward) it goes, so "Comment posted" never follows them
 * onto a profile (`useToastsOfPage`, in the router's root layout).
 */
import { createContext, useCallback, useContext, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { TOAST_LIMIT } from '@shared/constants';
import { CheckCircleIcon } from '@/components/ui/icons/check-circle';
import { AlertCircleIcon } from '@/components/ui/icons/alert-circle';
import { InfoIcon } from '@/components/ui/icons/info';
import { XIcon } from '@/components/ui/icons/x';
import { placeToaster } from './toaster-edge';
import './toast.css';
import { UI_MESSAGES } from '@shared/messages/ui';

export type ToastVariant = 'default' | 'success' | 'destructive';

export interface ToastOptions {
  title: string;
  description?: ReactNode;
  variant?: ToastVariant;
  /** Milliseconds before it closes by itself. */
  duration?: number;
}

export interface ToastItem extends Required<Pick<ToastOptions, 'title' | 'variant' | 'duration'>> {
  id: number;
  description?: ReactNode;
}

/** A navigation this soon after a click on a link is the member's own. */
const LINK_NAVIGATION_MS = 1_000;
let lastLinkClickAt = Number.NEGATIVE_INFINITY;

export const DEFAULT_TOAST_MS = 5_000;

interface ToastContextValue {
  toasts: ToastItem[];
  toast: (options: ToastOptions) => { id: number; dismiss: () => void };
  dismiss: (id?: number) => void;
  /** The member left the page: its toasts go. */
  leavePage: () => void;
}

const ToastContext = createContext<ToastContextValue | null>(null);

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const nextId = useRef(1);

  const dismiss = useCallback((id?: number) => {
    setToasts((current) => (id === undefined ? [] : current.filter((t) => t.id !== id)));
  }, []);

  const leavePage = useCallback(() => setToasts((current) => (current.length ? [] : current)), []);

  // Which navigations are the member's own: those right after a click on a link.
  useEffect(() => {
    const remember = (event: MouseEvent) => {
      if (event.target instanceof Element && event.target.closest('a[href]')) lastLinkClickAt = performance.now();
    };
    window.addEventListener('click', remember, { capture: true });
    return () => window.removeEventListener('click', remember, { capture: true });
  }, []);

  const toast = useCallback(
    (options: ToastOptions) => {
      const id = nextId.current++;
      const item: ToastItem = {
        id,
        title: options.title,
        description: options.description,
        variant: options.variant ?? 'default',
        duration: options.duration ?? DEFAULT_TOAST_MS,
      };
      setToasts((current) => [item, ...current].slice(0, TOAST_LIMIT));
      return { id, dismiss: () => dismiss(id) };
    },
    [dismiss],
  );

  const value = useMemo(() => ({ toasts, toast, dismiss, leavePage }), [toasts, toast, dismiss, leavePage]);
  return (
    <ToastContext.Provider value={value}>
      {children}
      <Toaster toasts={toasts} onDismiss={dismiss} />
    </ToastContext.Provider>
  );
}

export function useToast(): Pick<ToastContextValue, 'toast' | 'dismiss'> {
  const context = useContext(ToastContext);
  if (!context) throw new Error('useToast must be used inside <ToastProvider>');
  return { toast: context.toast, dismiss: context.dismiss };
}

/**
 * Dismisses the page's toasts when the member leaves it themselves: `page` changed by back or forward
 * (`navigation` 'POP') or right after a click on a link. The router's root layout passes its path.
 */
export function useToastsOfPage(page: string, navigation: 'POP' | 'PUSH' | 'REPLACE'): void {
  const context = useContext(ToastContext);
  if (!context) throw new Error('useToastsOfPage must be used inside <ToastProvider>');
  const { leavePage } = context;
  const shown = useRef(page);
  useEffect(() => {
    if (shown.current === page) return;
    shown.current = page;
    if (navigation === 'POP' || performance.now() - lastLinkClickAt < LINK_NAVIGATION_MS) leavePage();
  }, [page, navigation, leavePage]);
}

/** The toasts now on screen (tests and debugging). */
export function useToasts(): ToastItem[] {
  const context = useContext(ToastContext);
  if (!context) throw new Error('useToasts must be used inside <ToastProvider>');
  return context.toasts;
}

/** Keeps the toaster clear of what the member is using, as focus, scrolling and the toasts change. */
function useToasterEdge(toasts: ToastItem[]) {
  const ref = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    if (ref.current) placeToaster(ref.current);
  }, [toasts]);
  useEffect(() => {
    if (!toasts.length) return;
    let frame = 0;
    const place = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => ref.current && placeToaster(ref.current));
    };
    const events = ['focusin', 'focusout', 'scroll', 'resize', 'click'] as const;
    for (const name of events) window.addEventListener(name, place, { capture: true, passive: true });
    return () => {
      cancelAnimationFrame(frame);
      for (const name of events) window.removeEventListener(name, place, { capture: true });
    };
  }, [toasts.length]);
  return ref;
}

function Toaster({ toasts, onDismiss }: { toasts: ToastItem[]; onDismiss: (id: number) => void }) {
  const ref = useToasterEdge(toasts);
  return (
    <section ref={ref} className="toaster" aria-label={UI_MESSAGES.alerts} aria-live="polite">
      {toasts.map((item) => (
        <Toast key={item.id} item={item} onDismiss={onDismiss} />
      ))}
    </section>
  );
}

const VARIANT_ICONS = { default: InfoIcon, success: CheckCircleIcon, destructive: AlertCircleIcon } as const;

function Toast({ item, onDismiss }: { item: ToastItem; onDismiss: (id: number) => void }) {
  const [paused, setPaused] = useState(false);

  useEffect(() => {
    if (paused) return;
    const timer = window.setTimeout(() => onDismiss(item.id), item.duration);
    return () => window.clearTimeout(timer);
  }, [paused, item.id, item.duration, onDismiss]);

  const Icon = VARIANT_ICONS[item.variant];
  return (
    <div
      className={`toast toast--${item.variant}`}
      role={item.variant === 'destructive' ? 'alert' : 'status'}
      data-testid="toast"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <Icon className="toast__icon" aria-hidden="true" />
      <div className="toast__body">
        <p className="toast__title">{item.title}</p>
        {item.description ? <div className="toast__description">{item.description}</div> : null}
      </div>
      <button type="button" className="toast__close" aria-label={UI_MESSAGES.dismissAlert} onClick={() => onDismiss(item.id)}>
        <XIcon aria-hidden="true" />
      </button>
    </div>
  );
}
