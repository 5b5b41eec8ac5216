import { useMutation } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { uploadImage } from './upload-image';

/** POST /api/admin/upload/festival-image (multipart field `file`); answers the stored image's URL. */
export function uploadFestivalImage(file: File): Promise<string> {
  return uploadImage(apiPaths.admin.uploadFestivalImage, file);
}

/** No toast here: the festival form blocks the save when the upload fails. */
export function useUploadFestivalImage() {
  return useMutation({ mutationFn: uploadFestivalImage });
}
