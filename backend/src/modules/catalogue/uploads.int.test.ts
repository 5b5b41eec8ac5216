import { describe, expect, it } from 'vitest';
import { appWithAdminPerFile } from '../admin/testing/admin-app';

const app = appWithAdminPerFile();

// The smallest valid PNG: 1×1 transparent pixel.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

function multipart(filename: string, contentType: string, bytes: Buffer) {
  const boundary = '----pokerfest-test-boundary';
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { payload: Buffer.concat([head, bytes, tail]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}


const upload = (url: string, body: ReturnType<typeof multipart>) => app.admin.request({ method: 'POST', url, ...body });

describe('image uploads', () => {
  it('accepts a PNG under a random name and serves it with its type and nosniff', async () => {
    const response = await upload('/api/admin/upload/festival-image', multipart('poster.png', 'image/png', PNG));
    expect(response.statusCode).toBe(201);
    const { imageUrl } = response.json();
    expect(imageUrl).toMatch(/^\/uploads\/festivals\/[0-9a-f-]{36}\.png$/);
    const served = await app.t.server.inject(imageUrl);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(PNG)).toBe(true);
  });

  it('judges by the bytes: a text file named .png is refused, a PNG named .txt is kept as .png', async () => {
    const fake = await upload('/api/admin/upload/hotels', multipart('photo.png', 'image/png', Buffer.from('just some text, not an image')));
    expect(fake.statusCode).toBe(400);
    expect(fake.json().error).toMatch(/not an image/);
    const renamed = await upload('/api/admin/upload/hotels', multipart('notes.txt', 'text/plain', PNG));
    expect(renamed.json().imageUrl).toMatch(/^\/uploads\/hotels\/.+\.png$/);
  });

  it('refuses a file over 5 MB with 413', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(app.t.config.UPLOAD_MAX_BYTES + 1024)]);
    const response = await upload('/api/admin/upload/festival-image', multipart('big.png', 'image/png', big));
    expect(response.statusCode).toBe(413);
    expect(response.json().error).toMatch(/too large/);
  });

  it('never uses the client name: a ../ name lands inside the uploads folder', async () => {
    const response = await upload('/api/admin/upload/hotels', multipart('../../../etc/evil.png', 'image/png', PNG));
    expect(response.statusCode).toBe(201);
    expect(response.json().imageUrl).toMatch(/^\/uploads\/hotels\/[0-9a-f-]{36}\.png$/);
    expect((await app.t.server.inject('/uploads/../package.json')).body).not.toContain('"workspaces"');
    const encoded = await app.t.server.inject('/uploads/%2e%2e/%2e%2e/package.json');
    expect(encoded.body).not.toContain('"workspaces"');
  });

  it('serves an uploaded SVG sandboxed, so its script can never run in the app', async () => {
    const svg = Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>');
    const response = await upload('/api/admin/upload/festival-image', multipart('logo.svg', 'image/svg+xml', svg));
    const served = await app.t.server.inject(response.json().imageUrl);
    expect(served.headers['content-type']).toBe('image/svg+xml');
    expect(served.headers['content-security-policy']).toContain('sandbox');
    expect(served.headers['content-security-policy']).toContain("default-src 'none'");
  });

  it('needs a multipart body with the field "file"', async () => {
    expect((await app.admin.post('/api/admin/upload/hotels', { file: 'x' })).statusCode).toBe(400);
  });
});
