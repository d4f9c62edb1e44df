/**
 * Copies a code (PIX "copia e cola", linha digitável) to the clipboard; false when the browser
 * would not (no clipboard outside https, or permission refused).
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Fall through to the old way.
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  try {
    // Deprecated, and still the only way without the Clipboard API.
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
  }
}

export const COPY_FAILED_MESSAGE =
  'Não foi possível copiar. Selecione o código e copie manualmente.';
