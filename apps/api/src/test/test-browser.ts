import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';

/**
 * A browser for `inject`: it keeps the cookies the API sets (session, buyer key) and sends them
 * back on every request, as a real one does. Two of them are two different browsers.
 */
export interface TestBrowser {
  inject(options: InjectOptions | string): Promise<LightMyRequestResponse>;
  /** The `cookie` header it sends now. */
  cookieHeader(): string;
}

export function createTestBrowser(app: () => FastifyInstance): TestBrowser {
  const jar = new Map<string, string>();
  const cookieHeader = () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
  return {
    cookieHeader,
    async inject(options) {
      const asked = typeof options === 'string' ? { url: options } : options;
      const headers = { ...(asked.headers ?? {}) } as Record<string, string>;
      const cookies = cookieHeader();
      if (cookies && headers.cookie === undefined) headers.cookie = cookies;
      const response = await app().inject({ ...asked, headers });
      for (const cookie of response.cookies) {
        const expired = cookie.value === '' || (cookie.maxAge !== undefined && cookie.maxAge <= 0);
        if (expired) jar.delete(cookie.name);
        else jar.set(cookie.name, cookie.value);
      }
      return response;
    },
  };
}
