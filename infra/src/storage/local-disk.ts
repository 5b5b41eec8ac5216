import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ImageType } from './image-type';

export const UPLOAD_FOLDERS = ['festivals', 'hotels'] as const;
export type UploadFolder = (typeof UPLOAD_FOLDERS)[number];

/** Uploaded files on local disk under UPLOAD_DIR, served at /uploads/. Names are random: nothing of the client's name is used. */
export class LocalDiskStorage {
  readonly root: string;

  constructor(root: string) {
    this.root = path.resolve(root);
    mkdirSync(this.root, { recursive: true });
  }

  async saveImage(folder: UploadFolder, type: ImageType, bytes: Buffer): Promise<string> {
    if (!UPLOAD_FOLDERS.includes(folder)) throw new RangeError(`Unknown upload folder ${folder}`);
    const name = `${randomUUID()}.${type}`;
    const dir = path.join(this.root, folder);
    await mkdir(dir, { recursive: true });
    await writeFile(path.join(dir, name), bytes, { flag: 'wx' });
    return `/uploads/${folder}/${name}`;
  }
}
