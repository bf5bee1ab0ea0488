import { useId, type KeyboardEvent, type ReactNode } from 'react';
import { moveFocusAmong } from '@/lib/roving-focus';
import './profile.css';

export const PROFILE_TABS = ['photos', 'liked', 'following'] as const;
export type ProfileTab = (typeof PROFILE_TABS)[number];

const LABELS: Record<ProfileTab, string> = { photos: 'Photos', liked: 'Liked', following: 'Following' };

/** The tab a `?tab=` value names, if it is one of `offered`; otherwise Photos. */
export const profileTabFrom = (value: string | null, offered: readonly ProfileTab[]): ProfileTab =>
  offered.find((tab) => tab === value) ?? 'photos';

/**
 * The profile's sections (issue 17: all three are real). The route says which tabs this viewer gets
 * (Liked is the member's own) and which is selected (it lives in the URL, so back returns to it). Tabs
 * follow the ARIA pattern: arrows, Home and End move focus, Enter or Space selects.
 */
export function ProfileTabs({
  tabs,
  selected,
  onSelect,
  children,
}: {
  tabs: readonly ProfileTab[];
  selected: ProfileTab;
  onSelect: (tab: ProfileTab) => void;
  /** The selected tab's content. */
  children: ReactNode;
}) {
  const id = useId();
  const tabId = (tab: ProfileTab) => `${id}-tab-${tab}`;
  const panelId = `${id}-panel`;
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => moveFocusAmong(event, '[role="tab"]');
  return (
    <div className="profile-tabs">
      <div className="profile-tabs__list" role="tablist" aria-label="Profile sections" onKeyDown={onKeyDown}>
        {tabs.map((tab) => {
          const active = tab === selected;
          return (
            <button
              key={tab}
              id={tabId(tab)}
              type="button"
              role="tab"
              className="profile-tabs__tab"
              aria-selected={active}
              aria-controls={active ? panelId : undefined}
              tabIndex={active ? 0 : -1}
              onClick={() => onSelect(tab)}
            >
              {LABELS[tab]}
            </button>
          );
        })}
      </div>
      <div id={panelId} role="tabpanel" aria-labelledby={tabId(selected)} className="profile-tabs__panel" tabIndex={0}>
        {children}
      </div>
    </div>
  );
}
