import { AFFILIATE_MESSAGES } from '@bilheteria/domain/affiliate-texts';
import { copyText } from './copy-text';
import { notify } from './notify';

/**
 * An affiliate's link to the clipboard, said with the spec's toasts (§8): 'Link copiado!', or
 * 'Erro ao copiar' / 'Não foi possível copiar o link. Tente novamente.'.
 */
export async function copyLink(url: string): Promise<boolean> {
  const copied = await copyText(url);
  if (copied) void notify.success(AFFILIATE_MESSAGES.linkCopied);
  else void notify.error(AFFILIATE_MESSAGES.copyFailed, AFFILIATE_MESSAGES.copyFailedDetail);
  return copied;
}
