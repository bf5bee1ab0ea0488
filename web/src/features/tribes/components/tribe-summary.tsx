import { TRIBE_SCREEN_MESSAGES } from '@shared/messages/tribe-screens';
import { useId } from 'react';
import type { Tribe } from '@shared/schemas/tribe';
import { ButtonLink } from '@/components/ui/button/button';
import { SettingsIcon } from '@/components/ui/icons/settings';
import { paths } from '@/config/paths';
import { ownerName, REACTION_EMOJIS, tribeEmoji } from '../lib/tribe-text';
import './tribes-common.css';
import './tribe-feed.css';

/** A tribe tab's summary: members, photos, tone and reactions. */
export function TribeSummary({ tribe }: { tribe: Tribe }) {
  const titleId = useId();
  return (
    <section className={`tribe-summary tribe-summary--${tribe.type}`} aria-labelledby={titleId} data-testid="tribe-summary">
      <div className="tribe-summary__identity">
        <span className="tribe-emoji tribe-emoji--lg" aria-hidden="true">
          {tribeEmoji(tribe)}
        </span>
        <div>
          <h2 id={titleId} className="tribe-summary__name">
            {tribe.name}
          </h2>
          <p className="tribe-summary__owner">
            {tribe.role === 'owner' ? TRIBE_SCREEN_MESSAGES.yourTribe : TRIBE_SCREEN_MESSAGES.ownedBy(ownerName(tribe))}
          </p>
        </div>
      </div>
      <dl className="tribe-summary__stats">
        <div className="tribe-stat">
          <dt>{TRIBE_SCREEN_MESSAGES.summaryMembers}</dt>
          <dd>{tribe.memberCount}</dd>
        </div>
        <div className="tribe-stat">
          <dt>{TRIBE_SCREEN_MESSAGES.summaryPhotos}</dt>
          <dd>{tribe.photoCount}</dd>
        </div>
        <div className="tribe-stat">
          <dt>{TRIBE_SCREEN_MESSAGES.toneLabel}</dt>
          <dd>{tribe.settings.tonePreference}</dd>
        </div>
        <div className="tribe-stat">
          <dt>{TRIBE_SCREEN_MESSAGES.reactionsLabel}</dt>
          <dd>
            <span aria-hidden="true">{REACTION_EMOJIS[tribe.settings.reactionType]} </span>
            {tribe.settings.reactionType}
          </dd>
        </div>
      </dl>
      {tribe.role === 'owner' ? (
        <ButtonLink
          to={paths.app.tribes.getHref()}
          variant="outline"
          size="sm"
          icon={<SettingsIcon />}
          className="tribe-summary__manage"
        >
          {TRIBE_SCREEN_MESSAGES.manageTribe}
        </ButtonLink>
      ) : null}
    </section>
  );
}
