/**
 * A service request's photos (issue 35): at most 3, re-encoded like reviews' (EXIF and
 * location gone), stored under random names in UPLOADS_DIR/service-requests/.
 */
import { photoStore } from '../review/photos.server.ts';

export const servicePhotos = photoStore('service-requests');
