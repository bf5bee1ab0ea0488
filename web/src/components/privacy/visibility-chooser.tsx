/**
 * The visibility chooser: who can see a photo (private, tribes, public), which
 * tribes when shared with tribes, and what the photo is for. Controlled: the caller owns the value.
 * Used by the upload screen and the "Change Privacy" dialog.
 */
import { UPLOAD_SCREEN_MESSAGES } from '@shared/messages/upload';
import { useId, type ComponentType } from 'react';
import { Link } from 'react-router-dom';
import { INTENT_LABELS, INTENTS, TRIBE_EMOJIS, VISIBILITIES, type Intent, type Visibility } from '@shared/enums';
import { PHOTO_MESSAGES } from '@shared/messages/photo';
import type { Privacy } from '@shared/schemas/photo';
import { paths } from '@/config/paths';
import type { TribeOption } from '@/lib/tribes';
import { AlertCircleIcon } from '@/components/ui/icons/alert-circle';
import { GlobeIcon } from '@/components/ui/icons/globe';
import { LockIcon } from '@/components/ui/icons/lock';
import { UsersIcon } from '@/components/ui/icons/users';
import type { IconProps } from '@/components/ui/icons/icon';
import { Spinner } from '@/components/ui/spinner/spinner';
import './visibility-chooser.css';
import { Select } from '@/components/ui/select/select';

export type { TribeOption };

const VISIBILITY_CHOICES: Record<Visibility, { label: string; description: string; Icon: ComponentType<IconProps> }> = {
  private: { label: UPLOAD_SCREEN_MESSAGES.privateLabel, description: UPLOAD_SCREEN_MESSAGES.privateDescription, Icon: LockIcon },
  tribes: { label: UPLOAD_SCREEN_MESSAGES.tribesLabel, description: UPLOAD_SCREEN_MESSAGES.tribesDescription, Icon: UsersIcon },
  public: { label: UPLOAD_SCREEN_MESSAGES.publicLabel, description: UPLOAD_SCREEN_MESSAGES.publicDescription, Icon: GlobeIcon },
};

/** Why a privacy cannot be saved as it stands (the server gives the same answer), or null when it can. */
export function privacyProblem(privacy: Privacy): string | null {
  if (privacy.visibility === 'tribes' && privacy.allowedTribes.length === 0) return PHOTO_MESSAGES.tribesRequired;
  return null;
}

export interface VisibilityChooserProps {
  value: Privacy;
  onChange(next: Privacy): void;
  /** The tribes the member may share with (their own). */
  tribes: TribeOption[];
  /** Prefix of the ids and of the radio group's name; needed only when two choosers share a page. */
  idPrefix?: string;
  /** Whether `tribes` is still loading or failed to load; 'success' (the default) shows it as it is. */
  tribesStatus?: 'pending' | 'error' | 'success';
}

/**
 * Private, Tribes or Public as real radio inputs; with Tribes, a 'Select Tribes' checklist (or, with no
 * tribes, a link to create one); then the intent select. `onChange` always receives a privacy the API
 * accepts as is: allowedTribes is emptied when the visibility is not 'tribes'.
 */
export function VisibilityChooser({ value, onChange, tribes, idPrefix, tribesStatus = 'success' }: VisibilityChooserProps) {
  const generatedId = useId();
  const prefix = idPrefix ?? `visibility${generatedId.replace(/[^\w-]/g, '')}`;

  const setVisibility = (visibility: Visibility) =>
    onChange({ ...value, visibility, allowedTribes: visibility === 'tribes' ? value.allowedTribes : [] });

  const toggleTribe = (tribeId: string, checked: boolean) => {
    const others = value.allowedTribes.filter((id) => id !== tribeId);
    onChange({ ...value, allowedTribes: checked ? [...others, tribeId] : others });
  };

  const setIntent = (intent: Intent) => onChange({ ...value, intent });

  return (
    <div className="visibility-chooser">
      <fieldset className="visibility-chooser__group">
        <legend className="visibility-chooser__legend">{UPLOAD_SCREEN_MESSAGES.whoCanSee}</legend>
        <div className="visibility-chooser__options">
          {VISIBILITIES.map((visibility) => {
            const { label, description, Icon } = VISIBILITY_CHOICES[visibility];
            const inputId = `${prefix}-visibility-${visibility}`;
            return (
              <label key={visibility} className={`visibility-option visibility-option--${visibility}`} htmlFor={inputId}>
                <input
                  id={inputId}
                  className="visibility-option__input"
                  type="radio"
                  name={`${prefix}-visibility`}
                  value={visibility}
                  checked={value.visibility === visibility}
                  onChange={() => setVisibility(visibility)}
                  aria-labelledby={`${inputId}-label`}
                  aria-describedby={`${inputId}-description`}
                />
                <span className="visibility-option__icon" aria-hidden="true">
                  <Icon />
                </span>
                <span className="visibility-option__text">
                  <span id={`${inputId}-label`} className="visibility-option__label">
                    {label}
                  </span>
                  <span id={`${inputId}-description`} className="visibility-option__description">
                    {description}
                  </span>
                </span>
                <span className="visibility-option__mark" aria-hidden="true" />
              </label>
            );
          })}
        </div>
      </fieldset>

      {value.visibility === 'tribes' ? (
        <TribePicker prefix={prefix} tribes={tribes} status={tribesStatus} selected={value.allowedTribes} onToggle={toggleTribe} />
      ) : null}

      <div className="visibility-chooser__field">
        <label className="visibility-chooser__legend" htmlFor={`${prefix}-intent`}>
          {UPLOAD_SCREEN_MESSAGES.whatFor}
        </label>
        <Select
          wrapperClassName="visibility-chooser__select"
          id={`${prefix}-intent`}
          value={value.intent}
          onChange={(event) => setIntent(event.target.value as Intent)}
        >
          {INTENTS.map((intent) => (
            <option key={intent} value={intent}>
              {INTENT_LABELS[intent]}
            </option>
          ))}
        </Select>
      </div>
    </div>
  );
}

function TribePicker({
  prefix,
  tribes,
  status,
  selected,
  onToggle,
}: {
  prefix: string;
  tribes: TribeOption[];
  status: 'pending' | 'error' | 'success';
  selected: string[];
  onToggle: (tribeId: string, checked: boolean) => void;
}) {
  if (status === 'pending') {
    return (
      <div className="visibility-chooser__tribes visibility-chooser__tribes--note">
        <Spinner size="sm" label={UPLOAD_SCREEN_MESSAGES.loadingTribes} />
        <span aria-hidden="true">{UPLOAD_SCREEN_MESSAGES.loadingTribes}</span>
      </div>
    );
  }
  if (status === 'error') {
    return (
      <div className="visibility-chooser__tribes visibility-chooser__tribes--note" role="alert">
        <AlertCircleIcon aria-hidden="true" />
        <span>{UPLOAD_SCREEN_MESSAGES.tribesLoadFailed}</span>
      </div>
    );
  }
  if (tribes.length === 0) {
    return (
      <div className="visibility-chooser__tribes visibility-chooser__tribes--empty">
        <p>{UPLOAD_SCREEN_MESSAGES.noTribesToShareWith}</p>
        <Link className="visibility-chooser__link" to={paths.app.tribes.getHref()}>
          {UPLOAD_SCREEN_MESSAGES.createTribeLink}
        </Link>
      </div>
    );
  }
  return (
    <fieldset className="visibility-chooser__tribes">
      <legend className="visibility-chooser__legend">{UPLOAD_SCREEN_MESSAGES.selectTribes}</legend>
      <ul className="visibility-chooser__tribe-list">
        {tribes.map((t) => {
          const inputId = `${prefix}-tribe-${t.id}`;
          const checked = selected.includes(t.id);
          return (
            <li key={t.id}>
              <label className="tribe-option" htmlFor={inputId}>
                <input
                  id={inputId}
                  className="tribe-option__input"
                  type="checkbox"
                  value={t.id}
                  checked={checked}
                  onChange={(event) => onToggle(t.id, event.target.checked)}
                />
                <span className="tribe-option__emoji" aria-hidden="true">
                  {TRIBE_EMOJIS[t.type]}
                </span>
                <span className="tribe-option__name">{t.name}</span>{' '}
                <span className="tribe-option__count">{UPLOAD_SCREEN_MESSAGES.tribeMemberCount(t.memberCount)}</span>
              </label>
              {checked && t.memberCount === 0 ? (
                <p className="tribe-option__empty">
                  {UPLOAD_SCREEN_MESSAGES.emptyTribeWarning(t.name)}{' '}
                  <Link className="visibility-chooser__link" to={paths.app.tribes.getHref()}>
                    {UPLOAD_SCREEN_MESSAGES.addPeopleLink}
                  </Link>
                </p>
              ) : null}
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
