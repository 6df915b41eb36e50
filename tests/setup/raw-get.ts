/**
 * A GET whose body comes back as the server sent it (fetch would decode it), with the
 * headers that say how: for tests of compression and validators.
 */
import http from 'node:http';

export interface RawResponse {
  status: number | undefined;
  headers: http.IncomingHttpHeaders;
  encoding: string | undefined;
  cache: unknown;
  etag: string | undefined;
  body: Buffer;
}

export function rawGet(url: URL, headers: Record<string, string>): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode,
            headers: response.headers,
            encoding: response.headers['content-encoding'],
            cache: response.headers['x-page-cache'],
            etag: response.headers.etag,
            body: Buffer.concat(chunks),
          }),
        );
      })
      .on('error', reject);
  });
}
