import { TRIBE_SCREEN_MESSAGES } from '@shared/messages/tribe-screens';
import { useId } from 'react';
import type { Tribe } from '@shared/schemas/tribe';
import { ArrowRightIcon } from '@/components/ui/icons/arrow-right';
import { memberCountLabel, ownerName, photoCountLabel, REACTION_EMOJIS, tribeEmoji } from '../lib/tribe-text';
import './tribes-common.css';

/**
 * One tribe in the My Tribes grid: its type's emoji, name, member count, tone and reaction type (and,
 * for a tribe one belongs to, its owner). The whole card is the button that opens the settings panel.
 */
export function TribeCard({ tribe, onSelect }: { tribe: Tribe; onSelect: (tribe: Tribe) => void }) {
  const nameId = useId();
  const ownerId = useId();
  const detailsId = useId();
  const isMember = tribe.role === 'member';
  return (
    <button
      type="button"
      className={`tribe-card tribe-card--${tribe.type}`}
      aria-labelledby={isMember ? `${nameId} ${ownerId}` : nameId}
      aria-describedby={detailsId}
      aria-haspopup="dialog"
      onClick={() => onSelect(tribe)}
      data-testid="tribe-card"
    >
      <span className="tribe-card__top">
        <span className="tribe-emoji" aria-hidden="true" data-testid="tribe-emoji">
          {tribeEmoji(tribe)}
        </span>
        <span className="tribe-card__open" aria-hidden="true">
          {isMember ? TRIBE_SCREEN_MESSAGES.viewTribe : TRIBE_SCREEN_MESSAGES.manageTribeCard}
          <ArrowRightIcon />
        </span>
      </span>
      <span id={nameId} className="tribe-card__name">
        {tribe.name}
      </span>
      {isMember ? (
        <span id={ownerId} className="tribe-card__owner">
          {TRIBE_SCREEN_MESSAGES.ownedBy(ownerName(tribe))}
        </span>
      ) : null}
      <span id={detailsId} className="tribe-card__details">
        <span className="tribe-card__counts">
          <span className="tribe-card__count">{memberCountLabel(tribe.memberCount)}</span>
          <span aria-hidden="true"> · </span>
          <span className="tribe-card__count">{photoCountLabel(tribe.photoCount)}</span>
        </span>{' '}
        <span className="tribe-card__traits">
          <span className="tribe-chip tribe-chip--tone">
            <span className="tribe-chip__label">{TRIBE_SCREEN_MESSAGES.toneLabel}</span>{' '}
            <span className="tribe-chip__value">{tribe.settings.tonePreference}</span>
          </span>{' '}
          <span className="tribe-chip tribe-chip--reaction">
            <span className="tribe-chip__label">{TRIBE_SCREEN_MESSAGES.reactionsLabel}</span>{' '}
            <span className="tribe-chip__value">
              <span aria-hidden="true">{REACTION_EMOJIS[tribe.settings.reactionType]} </span>
              {tribe.settings.reactionType}
            </span>
          </span>
        </span>
      </span>
    </button>
  );
}

/** Card-shaped placeholders while the tribes load. */
export function TribeCardSkeletons({ count = 6 }: { count?: number }) {
  return (
    <div role="status" aria-label={TRIBE_SCREEN_MESSAGES.loadingTribes}>
      <ul className="tribe-grid" aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          <li key={index}>
            <div className="tribe-card tribe-card--skeleton">
              <span className="tribe-skeleton tribe-skeleton--emoji" />
              <span className="tribe-skeleton tribe-skeleton--line" />
              <span className="tribe-skeleton tribe-skeleton--short" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
