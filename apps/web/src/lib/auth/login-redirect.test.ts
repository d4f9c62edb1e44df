import { describe, expect, it } from 'vitest';
import { pathAfterLogin } from './login-redirect';

describe('pathAfterLogin', () => {
  it('returns to the page a guard sent the user from, with its query and hash', () => {
    expect(
      pathAfterLogin({ from: { pathname: '/affiliate', search: '?aba=links', hash: '#topo' } }),
    ).toBe('/affiliate?aba=links#topo');
  });

  it.each([
    ['no state', null],
    ['no from', {}],
    ['another site', { from: { pathname: '//evil.example/x', search: '', hash: '' } }],
    ['a relative path', { from: { pathname: 'dashboard', search: '', hash: '' } }],
    ['the login page itself', { from: { pathname: '/login', search: '', hash: '' } }],
  ])('goes to /dashboard otherwise (%s)', (_, state) => {
    expect(pathAfterLogin(state)).toBe('/dashboard');
  });
});
