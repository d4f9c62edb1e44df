import { EVENT_IMAGE_TYPES, imageFileProblem } from '@bilheteria/domain/event-form';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { ApiRequestError } from '@/lib/api-send';
import { UPLOAD_FAILED_MESSAGE, uploadImage } from './upload-image';

/** The file input's `accept`: the pictures the server takes. */
export const IMAGE_FILE_ACCEPT = EVENT_IMAGE_TYPES.join(',');

export type ImageUpload =
  { state: 'idle' } | { state: 'sending'; progress: number } | { state: 'failed'; message: string };

/**
 * A file input's picture sent to our server: the file's own problem before anything is sent,
 * the progress while it goes, the server's pt-BR message (or `failedMessage`) when it fails, and
 * `onUploaded` with the address it is served at. Choosing another file cancels the one going,
 * and so does leaving the page.
 */
export function useImageUpload({
  onUploaded,
  failedMessage = UPLOAD_FAILED_MESSAGE,
}: {
  onUploaded: (url: string) => void;
  failedMessage?: string;
}): { upload: ImageUpload; choose: (event: ChangeEvent<HTMLInputElement>) => void } {
  const [upload, setUpload] = useState<ImageUpload>({ state: 'idle' });
  const sending = useRef<AbortController | null>(null);
  useEffect(() => () => sending.current?.abort(), []);

  async function send(file: File) {
    const problem = imageFileProblem(file);
    if (problem) {
      setUpload({ state: 'failed', message: problem });
      return;
    }
    sending.current?.abort();
    const controller = new AbortController();
    sending.current = controller;
    setUpload({ state: 'sending', progress: 0 });
    try {
      const { url } = await uploadImage(file, {
        signal: controller.signal,
        onProgress: (progress) =>
          setUpload((current) =>
            current.state === 'sending' ? { ...current, progress } : current,
          ),
      });
      onUploaded(url);
      setUpload({ state: 'idle' });
    } catch (failure) {
      if (failure instanceof DOMException && failure.name === 'AbortError') return;
      const clientError =
        failure instanceof ApiRequestError && failure.status >= 400 && failure.status < 500;
      setUpload({ state: 'failed', message: clientError ? failure.message : failedMessage });
    } finally {
      if (sending.current === controller) sending.current = null;
    }
  }

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // The same file chosen again must fire a change.
    input.value = '';
    if (file) void send(file);
  }

  return { upload, choose };
}
