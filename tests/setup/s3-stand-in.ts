/**
 * A local S3-compatible server (s3rver) on a random port, with its data in a temporary
 * folder, for the object-storage tests: the environment that points the shop at it.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

export interface S3StandIn {
  endpoint: string;
  /** S3_* settings for a shop (or uploads:migrate) that uses `bucket`. */
  env(bucket: string, extra?: Record<string, string>): Record<string, string>;
  stop(): Promise<void>;
}

export async function startS3StandIn(buckets: string[]): Promise<S3StandIn> {
  const directory = mkdtempSync(path.join(tmpdir(), 'storefront-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: buckets.map((name) => ({ name })),
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    env: (bucket, extra = {}) => ({
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_ENDPOINT: endpoint,
      ...extra,
    }),
    async stop() {
      // The SDK keeps connections open: close them, or close() waits for them.
      server.httpServer.closeAllConnections();
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
