import { HttpError } from '../../http/errors';

/** A 400 on one field of the wizard, its message shown under that field. */
export const invalid = (path: string, message: string) =>
  new HttpError(400, message, [{ path, message }]);
