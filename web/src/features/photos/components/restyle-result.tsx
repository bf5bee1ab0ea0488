/**
 * What a restyle changed: the dialog promises a new title, description, tags and mood, so it
 * shows them after the answer, the new tags and mood marked, before the member closes it.
 */
import { PHOTO_OWNER_MESSAGES } from '@shared/messages/photo-owner';
import { PHOTO_MESSAGES } from '@shared/messages/photo';
import type { AiAnalysis } from '@shared/schemas/photo';
import { MoodChip } from './photo-meta';
import { UI_MESSAGES } from '@shared/messages/ui';

export interface RestyleChange {
  before: { tags: readonly string[]; mood: string | null };
  after: AiAnalysis;
}

export function RestyleResult({ change }: { change: RestyleChange }) {
  const { before, after } = change;
  const added = after.tags.filter((tag) => !before.tags.includes(tag));
  const removed = before.tags.filter((tag) => !after.tags.includes(tag));
  return (
    <div className="restyle-result" role="status">
      <p className="restyle-result__title">{after.title}</p>
      <p className="restyle-result__description">{after.description}</p>
      <dl className="restyle-result__facts">
        <div>
          <dt>{PHOTO_MESSAGES.moodLabel}</dt>
          <dd>
            {before.mood && before.mood !== after.mood ? <span className="restyle-result__was">{before.mood} → </span> : null}
            <MoodChip mood={after.mood} />
          </dd>
        </div>
        <div>
          <dt>{UI_MESSAGES.tags}</dt>
          <dd>
            <ul className="restyle-result__tags">
              {after.tags.map((tag) => (
                <li key={tag} className={added.includes(tag) ? 'restyle-result__tag restyle-result__tag--new' : 'restyle-result__tag'}>
                  #{tag}
                  {added.includes(tag) ? <span className="sr-only">{PHOTO_OWNER_MESSAGES.newTagMarker}</span> : null}
                </li>
              ))}
            </ul>
            {removed.length ? (
              <p className="restyle-result__removed">
                {PHOTO_OWNER_MESSAGES.noLongerTagged(removed.map((tag) => `#${tag}`).join(' '))}
              </p>
            ) : null}
          </dd>
        </div>
      </dl>
    </div>
  );
}
