/**
 * /settings (issue 14): the member's profile, picture, password, the browsers and keys that act for them
 * (issue 27), a copy of their data and the way out. The keys' list is the API keys feature's, given by
 * the route (a feature does not import another).
 */
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
        <p className="eyebrow">Your account</p>
        <h1 className="page-title">Settings</h1>
      </header>
      <ProfileSection user={user} />
      {user.authProvider === 'email' ? (
        <PasswordSection />
      ) : (
        <section className="section-card" aria-labelledby="settings-password-title">
          <h2 id="settings-password-title" className="section-card__title">
            Password
          </h2>
          <p className="section-card__text">
            You sign in with {user.authProvider === 'google' ? 'Google' : 'GitHub'}, so there is no Snifty password to change.
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
