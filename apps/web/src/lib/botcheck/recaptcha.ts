/**
 * reCAPTCHA v3 (when the server is configured for it): Google's script, loaded once with the
 * site key, then one token per payment. Rejects when the script cannot load or answer.
 */
interface Grecaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

const loading = new Map<string, Promise<Grecaptcha>>();

function loadScript(siteKey: string): Promise<Grecaptcha> {
  const existing = loading.get(siteKey);
  if (existing) return existing;
  const promise = new Promise<Grecaptcha>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`;
    script.async = true;
    script.onload = () => {
      const grecaptcha = window.grecaptcha;
      if (grecaptcha) grecaptcha.ready(() => resolve(grecaptcha));
      else reject(new Error('reCAPTCHA não carregado'));
    };
    script.onerror = () => reject(new Error('reCAPTCHA não carregado'));
    document.head.append(script);
  });
  // A failed load may be tried again on the next payment.
  promise.catch(() => loading.delete(siteKey));
  loading.set(siteKey, promise);
  return promise;
}

export async function recaptchaToken(siteKey: string, action = 'pagamento'): Promise<string> {
  const grecaptcha = await loadScript(siteKey);
  return grecaptcha.execute(siteKey, { action });
}
