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
