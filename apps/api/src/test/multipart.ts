import type { TestApp } from './test-app.js';

export type Part = { name: string; value: string } | { name: string; filename: string; type: string; bytes: Buffer };

/** A multipart/form-data body written by hand, as a browser would send it. */
export function multipartBody(parts: Part[]) {
  const boundary = '----portal-test-boundary-7d1f';
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const head =
      'value' in part
        ? `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n`
        : `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: ${part.type}\r\n\r\n`;
    chunks.push(Buffer.from(head), 'value' in part ? Buffer.from(part.value) : part.bytes, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** A multipart POST as the given demo user or staff member. */
export const postMultipart = (app: TestApp, email: string, url: string, parts: Part[]) => sendMultipart(app, email, 'POST', url, parts);

/** A multipart request of any method as the given demo user or staff member. */
export async function sendMultipart(app: TestApp, email: string, method: 'POST' | 'PUT', url: string, parts: Part[]) {
  const { payload, contentType } = multipartBody(parts);
  return app.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${await app.tokenFor(email)}`, 'content-type': contentType },
    payload,
  });
}
