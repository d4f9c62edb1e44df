import { notify } from '@/lib/notify';
import { REF_QUERY_PARAM, REFERRAL_QUERY_PARAM } from '@/lib/referral';

export const LINK_COPIED_MESSAGE = 'Link copiado para a área de transferência!';
export const COPY_FAILED_TITLE = 'Erro ao copiar';
export const COPY_FAILED_DESCRIPTION = 'Não foi possível copiar o link. Tente novamente.';

/**
 * The address to share: this page's, without the affiliate codes the visitor arrived with
 * (`ref`, `codigo_afiliado`), so a share never credits someone else's referrer; other
 * parameters stay.
 */
export function shareableUrl(pathname: string, search: string, origin: string): string {
  const params = new URLSearchParams(search);
  params.delete(REF_QUERY_PARAM);
  params.delete(REFERRAL_QUERY_PARAM);
  const query = params.toString();
  return new URL(`${pathname}${query ? `?${query}` : ''}`, origin).href;
}

function isAbort(error: unknown): boolean {
  return (error as { name?: unknown } | null)?.name === 'AbortError';
}

/**
 * 'Compartilhar Evento' (spec §2): the device's share sheet where there is one; otherwise the
 * link goes to the clipboard. A share the visitor cancels is not an error.
 */
export async function shareEvent({ title, url }: { title: string; url: string }): Promise<void> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title, url });
      return;
    } catch (error) {
      if (isAbort(error)) return;
      // The share sheet failed (not allowed here, say): copying the link still helps.
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    void notify.success(LINK_COPIED_MESSAGE);
  } catch {
    void notify.error(COPY_FAILED_TITLE, COPY_FAILED_DESCRIPTION);
  }
}
