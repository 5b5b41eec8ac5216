import { useMutation } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { apiUpload } from '../../../lib/api-client';

/** Sends one picked image as the multipart field `file`; the answer is `{ imageUrl }`. */
export async function uploadImage(url: string, file: File): Promise<string> {
  const form = new FormData();
  form.append('file', file);
  const response = await apiUpload(url, form);
  const body = (await response.json()) as { imageUrl?: unknown };
  if (typeof body.imageUrl !== 'string' || !body.imageUrl) throw new Error('The upload answered no image URL');
  return body.imageUrl;
}

/** POST /api/admin/upload/festival-image. No toast here: the festival form blocks the save when the upload fails. */
export function useUploadFestivalImage() {
  return useMutation({ mutationFn: (file: File) => uploadImage(apiPaths.admin.uploadFestivalImage, file) });
}

/** POST /api/admin/upload/hotels. No toast here: the hotel dialog decides what a failed upload means (the hotel is saved without it). */
export function useUploadHotelImage() {
  return useMutation({ mutationFn: (file: File) => uploadImage(apiPaths.admin.uploadHotelImage, file) });
}
