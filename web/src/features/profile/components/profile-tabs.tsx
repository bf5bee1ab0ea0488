import { useId, type ReactNode } from 'react';
import './profile.css';

const TABS = ['Photos', 'Liked', 'Following'] as const;

/**
 * The profile's sections: Photos is the active tab and shows `children`; Liked and Following have no
 * content yet (SPEC.md "Profile": inactive), so they are shown but cannot be chosen.
 */
export function ProfileTabs({ children }: { children: ReactNode }) {
  const id = useId();
  const tabId = (tab: string) => `${id}-tab-${tab.toLowerCase()}`;
  const panelId = `${id}-panel`;
  return (
    <div className="profile-tabs">
      <div className="profile-tabs__list" role="tablist" aria-label="Profile sections">
        {TABS.map((tab) => {
          const active = tab === 'Photos';
          return (
            <button
              key={tab}
              id={tabId(tab)}
              type="button"
              role="tab"
              className="profile-tabs__tab"
              aria-selected={active}
              aria-controls={active ? panelId : undefined}
              aria-disabled={active ? undefined : true}
              tabIndex={active ? 0 : -1}
              title={active ? undefined : 'Coming soon'}
            >
              {tab}
            </button>
          );
        })}
      </div>
      <div id={panelId} role="tabpanel" aria-labelledby={tabId('Photos')} className="profile-tabs__panel">
        {children}
      </div>
    </div>
  );
}
