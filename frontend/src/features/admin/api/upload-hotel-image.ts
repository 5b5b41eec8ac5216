import { useMutation } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { uploadImage } from './upload-image';

/** POST /api/admin/upload/hotels (multipart field `file`); answers the stored image's URL. */
export function uploadHotelImage(file: File): Promise<string> {
  return uploadImage(apiPaths.admin.uploadHotelImage, file);
}

/** No toast here: the hotel dialog decides what a failed upload means (the hotel is saved without it). */
export function useUploadHotelImage() {
  return useMutation({ mutationFn: uploadHotelImage });
}
