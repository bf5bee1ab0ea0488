/**
 * The home feed's 'What's New': the announcement cards from GET /api/announcements,
 * or the three built-in ones when the call answers an empty list or fails.
 */
import { useId } from 'react';
import { useAnnouncements } from '../api/get-announcements';
import { DEFAULT_ANNOUNCEMENTS } from '../data/default-announcements';
import { AnnouncementCard } from './announcement-card';
import './announcements.css';
import { HOME_SCREEN_MESSAGES } from '@shared/messages/home-screens';

const SKELETON_COUNT = DEFAULT_ANNOUNCEMENTS.length;

/** While `holdRead` is true the read waits (its skeleton shows): the home holds it until the week's photo is on screen. */
export function WhatsNew({ holdRead = false }: { holdRead?: boolean }) {
  const announcements = useAnnouncements({ enabled: !holdRead });
  const headingId = useId();
  const shown = announcements.data?.length ? announcements.data : DEFAULT_ANNOUNCEMENTS;
  return (
    <section className="whats-new" aria-labelledby={headingId}>
      <h2 id={headingId} className="whats-new__title">
        {HOME_SCREEN_MESSAGES.whatsNew}
      </h2>
      {announcements.isPending ? (
        <div role="status" aria-label={HOME_SCREEN_MESSAGES.loadingAnnouncements}>
          <ul className="whats-new__list" aria-hidden="true">
            {Array.from({ length: SKELETON_COUNT }, (_, index) => (
              <li key={index} className="announcement-card announcement-card--skeleton" data-testid="announcement-skeleton">
                <span className="announcement-card__icon" />
                <span className="announcement-card__line announcement-card__line--title" />
                <span className="announcement-card__line" />
                <span className="announcement-card__line announcement-card__line--short" />
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <ul className="whats-new__list" aria-label={HOME_SCREEN_MESSAGES.announcementsLabel}>
          {shown.map((announcement) => (
            <li key={announcement.id}>
              <AnnouncementCard announcement={announcement} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
