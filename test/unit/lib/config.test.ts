import '../support/env';
import { describe, expect, it } from 'vitest';
import { config, configKeys, resetConfig } from '../../../functions/kernel/config';
import { TEST_ENV, useEnv } from '../support/env';

describe('config', () => {
  it('reads the environment and fills the defaults', () => {
    // Act
    const c = config();

    // Assess
    expect(c).toMatchObject({
      ...TEST_ENV,
      MEDIA_BUCKET: 'snifty-photos-media',
      EXTRA_ALLOWED_ORIGINS: '',
      OAUTH_CLIENT_SECRET: '',
      OAUTH_GOOGLE_IDP: 'Google',
      OAUTH_GITHUB_IDP: 'GitHub',
      AI_ANALYZER: 'local',
    });
    expect(c.DYNAMODB_ENDPOINT).toBeUndefined();
  });

  it('fails fast, naming every missing or invalid variable', () => {
    // Prepare
    useEnv({ TABLE_NAME: undefined, SITE_URL: 'not a url', OAUTH_CLIENT_ID: '' });

    // Act
    const read = () => config();

    // Assess
    expect(read).toThrow('Invalid configuration: TABLE_NAME, SITE_URL, OAUTH_CLIENT_ID');
  });

  it('reads an empty endpoint as unset, and a set one as given', () => {
    // Prepare
    useEnv({ DYNAMODB_ENDPOINT: '', S3_ENDPOINT: 'http://localhost:4569' });

    // Act
    const c = config();

    // Assess
    expect(c.DYNAMODB_ENDPOINT).toBeUndefined();
    expect(c.S3_ENDPOINT).toBe('http://localhost:4569');
  });

  it('keeps what it read until resetConfig', () => {
    // Prepare
    const before = config().TABLE_NAME;
    process.env.TABLE_NAME = 'changed';

    // Act
    const cached = config().TABLE_NAME;
    resetConfig();
    const reread = config().TABLE_NAME;

    // Assess
    expect([before, cached, reread]).toEqual(['snifty-unit', 'snifty-unit', 'changed']);
  });

  it('lists the variables a deployed function needs', () => {
    // Assess
    expect(configKeys()).toEqual(expect.arrayContaining(['TABLE_NAME', 'SITE_URL', 'OAUTH_CLIENT_ID', 'OAUTH_JWKS_URL']));
  });
});
