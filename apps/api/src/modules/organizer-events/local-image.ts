import { HttpError } from '../../http/errors';
import type { EventForm } from './event-rows';
import { invalid } from './invalid-field';
import { RemoteImageError } from './remote-image';

/**
 * The form with its picture served by us: one given by a web address is downloaded and stored
 * now, before the save's transaction (no lock waits on another server), so the organizer reads
 * why it failed under the field instead of an event whose picture never loads.
 */
export function withLocalImage({
  importImage,
}: {
  importImage: ((address: string) => Promise<{ url: string }>) | undefined;
}) {
  return async function localImage(form: EventForm): Promise<EventForm> {
    const address = form.basics.imageUrl;
    if (!importImage || !/^https?:\/\//i.test(address)) return form;
    try {
      const { url } = await importImage(address);
      return { ...form, basics: { ...form.basics, imageUrl: url } };
    } catch (error) {
      if (
        error instanceof RemoteImageError ||
        (error instanceof HttpError && error.statusCode < 500)
      ) {
        throw invalid('basics.imageUrl', error.message);
      }
      throw error;
    }
  };
}
