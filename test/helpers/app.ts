// Starts the real API (and, by default, the real workers) in this test process against the test
// services from global-setup. Environment overrides apply to this app only.
import 'reflect-metadata';
import { DynamicModule, INestApplication, INestApplicationContext, Type } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import request from 'supertest';
import TestAgent from 'supertest/lib/agent';
import { DataSource } from 'typeorm';
import { AppModule } from '#api/app.module';
import { setupApp } from '#api/setup-app';
import { WorkersModule } from '../../workers/src/workers.module';

export interface TestApp {
  app: INestApplication;
  workers?: INestApplicationContext;
  url: string;
  origin: string;
  dataSource: DataSource;
  /** A fresh cookie-keeping client that sends our Origin like a browser would. */
  client(): TestAgent;
  close(): Promise<void>;
}

export interface TestAppOptions {
  env?: Record<string, string>;
  port?: number;
  workers?: boolean;
  /** Test-only modules beside AppModule (e.g. a controller that exercises a shared piece); never product routes. */
  imports?: (Type | DynamicModule)[];
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const port = options.port ?? 0;
  const saved = { ...process.env };
  Object.assign(process.env, options.env ?? {});
  if (options.port) process.env.PUBLIC_URL = process.env.PUBLIC_URL ?? `http://localhost:${options.port}`;
  try {
    const moduleRef = await Test.createTestingModule({ imports: [AppModule, ...(options.imports ?? [])] }).compile();
    const app = moduleRef.createNestApplication({ logger: ['error', 'warn'] });
    await setupApp(app);
    await app.listen(port, '127.0.0.1');
    const workers = options.workers === false ? undefined : await createWorkers();
    const address = app.getHttpServer().address() as { port: number };
    const url = `http://127.0.0.1:${address.port}`;
    const origin = new URL(process.env.PUBLIC_URL ?? 'http://localhost:3000').origin;
    return {
      app,
      workers,
      url,
      origin,
      dataSource: app.get(DataSource),
      client: () => withOrigin(request.agent(app.getHttpServer()), origin),
      close: async () => {
        await workers?.close();
        await app.close();
      },
    };
  } finally {
    process.env = saved;
  }
}

export async function createWorkers(): Promise<INestApplicationContext> {
  const moduleRef = await Test.createTestingModule({ imports: [WorkersModule] }).compile();
  const context = moduleRef.createNestApplication({ logger: ['error', 'warn'] });
  await context.init();
  return context;
}

function withOrigin(agent: TestAgent, origin: string): TestAgent {
  return agent.set('Origin', origin);
}
