/**
 * /settings: the member's profile, picture, password, the browsers and keys that act for them, a copy of their data and the way out. The keys' list is the API keys feature's, given by
 * the route (a feature does not import another).
 */
import { SETTINGS_SCREEN_MESSAGES } from '@shared/messages/settings-screens';
import type { ReactNode } from 'react';
import { useUser } from '@/lib/auth';
import { DataExportSection } from './data-export-section';
import { DeleteAccountSection } from './delete-account-section';
import { PasswordSection } from './password-section';
import { ProfileSection } from './profile-section';
import { SessionsSection } from './sessions-section';
import './settings.css';

export function SettingsPage({ apiKeys }: { apiKeys?: ReactNode }) {
  const { user } = useUser();
  if (!user) return null;
  return (
    <div className="settings container">
      <header>
        <p className="eyebrow">{SETTINGS_SCREEN_MESSAGES.eyebrow}</p>
        <h1 className="page-title">{SETTINGS_SCREEN_MESSAGES.title}</h1>
      </header>
      <ProfileSection user={user} />
      {user.authProvider === 'email' ? (
        <PasswordSection />
      ) : (
        <section className="section-card" aria-labelledby="settings-password-title">
          <h2 id="settings-password-title" className="section-card__title">
            {SETTINGS_SCREEN_MESSAGES.passwordHeading}
          </h2>
          <p className="section-card__text">
            {SETTINGS_SCREEN_MESSAGES.socialPassword(user.authProvider === 'google' ? 'Google' : 'GitHub')}
          </p>
        </section>
      )}
      <SessionsSection />
      {apiKeys}
      <DataExportSection />
      <DeleteAccountSection user={user} />
    </div>
  );
}
