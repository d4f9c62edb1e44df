/**
 * localStorage that never throws: private windows and full quotas make it fail, and losing a
 * remembered value must never break a page.
 */
export const browserStorage = {
  read(key: string): string | null {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  write(key: string, value: string): void {
    try {
      window.localStorage.setItem(key, value);
    } catch {
      // Nothing to do: the value simply is not remembered.
    }
  },
  remove(key: string): void {
    try {
      window.localStorage.removeItem(key);
    } catch {
      // Same as above.
    }
  },
};
