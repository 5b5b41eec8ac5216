import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DomainError, uploadFileName, ValidationError } from '@pokerfest/domain';
import { detectImageType, IMAGE_CONTENT_TYPES, type LocalDiskStorage, type UploadFolder } from '@pokerfest/infra';
import { publicScope } from '../../plugins/access';

const uploaded = z.object({ imageUrl: z.string() });

/** The multipart parser throws bare errors (no status) for broken framing, e.g. no boundary: the client's mistake. */
function unreadableUpload(error: unknown): never {
  if (error instanceof Error && !('statusCode' in error)) throw new ValidationError('The upload is not valid multipart/form-data');
  throw error;
}

/**
 * Image uploads for festivals and hotels, and their serving under /uploads/. Only images
 * recognised by their bytes are kept; an SVG is served sandboxed so its scripts never run here.
 */
export const uploadRoutes: FastifyPluginAsyncZod<{ storage: LocalDiskStorage; uploadMaxBytes: number }> = async (app, { storage, uploadMaxBytes }) => {
  await app.register(multipart, { limits: { fileSize: uploadMaxBytes, files: 1, fields: 5, parts: 6 } });
  const serveUploads: FastifyPluginAsync = async (scope) => {
    await scope.register(fastifyStatic, {
      root: storage.root,
      prefix: '/uploads/',
      decorateReply: false,
      index: false,
      cacheControl: false,
      setHeaders: (res, filePath) => {
        res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
        res.setHeader('X-Content-Type-Options', 'nosniff');
        // Overrides the app's policy for these files: an SVG opened directly can run no script.
        res.setHeader('Content-Security-Policy', "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox");
        const type = filePath.split('.').pop() as keyof typeof IMAGE_CONTENT_TYPES;
        if (IMAGE_CONTENT_TYPES[type]) res.setHeader('Content-Type', IMAGE_CONTENT_TYPES[type]);
      },
    });
  };
  await app.register(publicScope(serveUploads));

  const receive = (folder: UploadFolder) => async (request: FastifyRequest, reply: FastifyReply) => {
    if (!request.isMultipart()) throw new ValidationError('Send the image as multipart/form-data in the field "file"');
    const file = await request.file().catch(unreadableUpload);
    if (!file || file.fieldname !== 'file') throw new ValidationError('Send the image in the field "file"');
    const name = uploadFileName.safeParse(file.filename);
    if (!name.success) throw new ValidationError(name.error.issues[0]?.message ?? 'The file name is not valid text');
    const bytes = await file.toBuffer().catch(unreadableUpload);
    if (file.file.truncated) throw new DomainError(`The image is too large (${(uploadMaxBytes / 1024 / 1024).toFixed(1)} MB at most)`, 413, 'too_large');
    const type = detectImageType(bytes);
    if (!type) throw new ValidationError('The file is not an image (PNG, JPEG, GIF, WebP, AVIF or SVG)');
    return reply.status(201).send({ imageUrl: await storage.saveImage(folder, type, bytes) });
  };

  const schema = { tags: ['admin catalogue'], consumes: ['multipart/form-data'], response: { 201: uploaded } };
  app.post('/api/admin/upload/festival-image', { config: { access: 'admin' }, schema: { ...schema, summary: 'Upload a festival image' } }, receive('festivals'));
  app.post('/api/admin/upload/hotels', { config: { access: 'admin' }, schema: { ...schema, summary: 'Upload a hotel image' } }, receive('hotels'));
};
