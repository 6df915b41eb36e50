/**
 * The server of one test file: started before its tests, stopped after them, and every
 * test fails if the server logged an error meanwhile (a test that provokes one on purpose
 * takes it out of `errors`). Used like the server itself: its properties are the running
 * one's once the file's tests begin.
 */
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { startTestServer, type TestServer, type TestServerOptions } from './test-server.ts';

export function serverPerFile(options: TestServerOptions = {}): TestServer {
  let running: TestServer | undefined;
  beforeAll(async () => {
    running = await startTestServer(options);
  });
  afterAll(async () => {
    await running?.stop();
  });
  afterEach(() => {
    expect(running?.errors).toEqual([]);
  });
  return new Proxy({} as TestServer, {
    get(_target, key) {
      if (!running) throw new Error('The test server starts in beforeAll: use it in a test.');
      return Reflect.get(running, key);
    },
  });
}
