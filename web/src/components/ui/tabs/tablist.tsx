/**
 * Tabs that follow the WAI-ARIA tablist pattern: only the selected tab is in the tab order, arrows, Home and
 * End move focus among the tabs (wrapping), Enter or Space selects. Each screen keeps its own look through
 * class names and its own tab content; what a tab selects (a URL parameter, a tribe) is the screen's.
 */
import { useId, type KeyboardEvent, type ReactNode } from 'react';
import { moveFocusAmong } from '@/lib/roving-focus';

export interface Tab<K extends string> {
  key: K;
  content: ReactNode;
}

/** The ids that tie a tablist's tabs to its one panel, unique per mounted tablist. */
export interface TabIds<K extends string> {
  tabId: (key: K) => string;
  panelId: string;
}

export function useTabIds<K extends string>(): TabIds<K> {
  const baseId = useId();
  return { tabId: (key) => `${baseId}-tab-${key}`, panelId: `${baseId}-panel` };
}

const moveFocusAmongTabs = (event: KeyboardEvent<HTMLDivElement>) => moveFocusAmong(event, '[role="tab"]');

export function Tablist<K extends string>({
  label,
  tabs,
  selected,
  onSelect,
  ids,
  className,
  tabClassName,
  children,
}: {
  /** The accessible name of the whole list. */
  label: string;
  tabs: readonly Tab<K>[];
  selected: K;
  onSelect: (key: K) => void;
  ids: TabIds<K>;
  className: string;
  tabClassName: string;
  /** Shown after the tabs inside the list, such as a loading indicator for tabs still to come. */
  children?: ReactNode;
}) {
  return (
    <div className={className} role="tablist" aria-label={label} onKeyDown={moveFocusAmongTabs}>
      {tabs.map((tab) => {
        const isSelected = tab.key === selected;
        return (
          <button
            key={tab.key}
            id={ids.tabId(tab.key)}
            type="button"
            role="tab"
            className={tabClassName}
            aria-selected={isSelected}
            aria-controls={isSelected ? ids.panelId : undefined}
            tabIndex={isSelected ? 0 : -1}
            onClick={() => onSelect(tab.key)}
          >
            {tab.content}
          </button>
        );
      })}
      {children}
    </div>
  );
}

/** The panel the selected tab shows, named by that tab. */
export function TabPanel<K extends string>({
  ids,
  selected,
  className,
  focusable = false,
  children,
}: {
  ids: TabIds<K>;
  selected: K;
  className: string;
  /** In the tab order itself, for a panel that may hold nothing focusable (the ARIA pattern's advice). */
  focusable?: boolean;
  children: ReactNode;
}) {
  return (
    <div
      id={ids.panelId}
      className={className}
      role="tabpanel"
      aria-labelledby={ids.tabId(selected)}
      tabIndex={focusable ? 0 : undefined}
    >
      {children}
    </div>
  );
}
