import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { publicUrlWarning } from './public-url';

describe('publicUrlWarning', () => {
  it('warns in production when PUBLIC_URL is unset', () => {
    expect(publicUrlWarning(loadConfig({ NODE_ENV: 'production' }))).toMatch(/PUBLIC_URL/);
  });

  it('is quiet with PUBLIC_URL, or outside production', () => {
    const withUrl = loadConfig({
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://ingressos.example.com',
    });
    expect(publicUrlWarning(withUrl)).toBeNull();
    expect(publicUrlWarning(loadConfig({ NODE_ENV: 'development' }))).toBeNull();
  });
});
