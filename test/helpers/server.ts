// The whole product for browser tests: API + workers + the built web app on one origin.
import path from 'node:path';
import { freePort } from '../../api/scripts/services';
import { createTestApp, TestApp } from './app';

export interface TestServer extends TestApp {
  /** The origin the browser opens; equals PUBLIC_URL so the API's origin check passes. */
  baseUrl: string;
}

export async function startTestServer(env: Record<string, string> = {}): Promise<TestServer> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const app = await createTestApp({
    port,
    env: { PUBLIC_URL: baseUrl, WEB_DIST_DIR: path.resolve(__dirname, '../../dist-web'), ...env },
  });
  return Object.assign(app, { baseUrl });
}
