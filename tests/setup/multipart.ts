/**
 * Multipart posts (image uploads, review photos) as a browser sends them, with its cookies.
 */
import http from 'node:http';
import type { Browser } from './browser.ts';
import type { TestServer } from './test-server.ts';

export const cookieOf = (b: Browser) => [...b.jar].map(([k, v]) => `${k}=${v}`).join('; ');

/**
 * A multipart post (image uploads) with the browser's cookies (kept, like a browser) and
 * our Origin. Sent with node:http so that a refusal the server sends before reading the
 * whole body (413) is still read as an answer.
 */
export async function multipartPost(
  server: TestServer,
  b: Browser | null,
  path: string,
  fields: Record<string, string | Blob | Blob[]>,
  { origin = server.url, method = 'POST' }: { origin?: string | null; method?: string } = {},
): Promise<{ status: number; html: string; location: string | undefined }> {
  const form = new FormData();
  for (const [name, values] of Object.entries(fields)) {
    for (const value of Array.isArray(values) ? values : [values]) {
      if (value instanceof File) form.append(name, value, value.name);
      else form.append(name, value);
    }
  }
  const encoded = new Request('http://localhost/', { method: 'POST', body: form });
  const body = Buffer.from(await encoded.arrayBuffer());
  const headers: Record<string, string> = {
    'content-type': encoded.headers.get('content-type')!,
    ...(b?.jar.size ? { cookie: cookieOf(b) } : {}),
    ...(origin ? { origin } : {}),
  };
  return new Promise((resolve, reject) => {
    let answered = false;
    const request = http.request(
      new URL(path, server.url),
      { method, headers, agent: false },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          text += chunk;
        });
        // A connection the server closes after its answer ends the answer too.
        response.on('close', () =>
          resolve({ status: response.statusCode!, html: text, location: undefined }),
        );
        response.on('end', () => {
          for (const header of response.headers['set-cookie'] ?? []) {
            const [pair = ''] = header.split(';');
            const at = pair.indexOf('=');
            const value = pair.slice(at + 1).trim();
            if (b && value && !/max-age=0/i.test(header))
              b.jar.set(pair.slice(0, at).trim(), value);
            else if (b) b.jar.delete(pair.slice(0, at).trim());
          }
          resolve({
            status: response.statusCode!,
            html: text.replaceAll('<!-- -->', ''),
            location: response.headers.location,
          });
        });
      },
    );
    // Streamed in chunks (no Content-Length), stopping once the server answers: it may
    // refuse (413) and close before the whole body is sent; only its answer matters.
    request.on('response', () => {
      answered = true;
    });
    request.on('error', (error) => {
      if (!answered)
        reject(new Error(`${method} ${path} (${body.length} bytes): ${error.message}`));
    });
    let sent = 0;
    const send = () => {
      while (!answered && sent < body.length) {
        const chunk = body.subarray(sent, sent + 64 * 1024);
        sent += chunk.length;
        if (!request.write(chunk)) return void request.once('drain', send);
      }
      request.end();
    };
    send();
  });
}
