/**
 * Spec §8: a failed fetch is logged ('Erro ao buscar eventos', …) and rethrown so the screen
 * shows its error state. Cancelled requests (the user navigated away) are not failures.
 */
export async function logFailure<T>(label: string, request: Promise<T>): Promise<T> {
  try {
    return await request;
  } catch (error) {
    if (!(error instanceof DOMException && error.name === 'AbortError')) {
      console.error(label, error);
    }
    throw error;
  }
}
