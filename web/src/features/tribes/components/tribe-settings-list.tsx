import { TRIBE_SCREEN_MESSAGES } from '@shared/messages/tribe-screens';
import type { TribeSettings } from '@shared/schemas/tribe';
import { REACTION_EMOJIS, yesNo } from '../lib/tribe-text';

/** A tribe's settings, read-only. */
export function TribeSettingsList({ settings }: { settings: TribeSettings }) {
  return (
    <dl className="tribe-settings">
      <div className="tribe-settings__item">
        <dt>{TRIBE_SCREEN_MESSAGES.allowLikes}</dt>
        <dd>
          <Flag on={settings.allowLikes} />
        </dd>
      </div>
      <div className="tribe-settings__item">
        <dt>{TRIBE_SCREEN_MESSAGES.allowComments}</dt>
        <dd>
          <Flag on={settings.allowComments} />
        </dd>
      </div>
      <div className="tribe-settings__item">
        <dt>{TRIBE_SCREEN_MESSAGES.reactionType}</dt>
        <dd>
          <span aria-hidden="true">{REACTION_EMOJIS[settings.reactionType]} </span>
          {settings.reactionType}
        </dd>
      </div>
      <div className="tribe-settings__item">
        <dt>{TRIBE_SCREEN_MESSAGES.tonePreference}</dt>
        <dd>{settings.tonePreference}</dd>
      </div>
    </dl>
  );
}

function Flag({ on }: { on: boolean }) {
  return <span className={`tribe-flag tribe-flag--${on ? 'on' : 'off'}`}>{yesNo(on)}</span>;
}
