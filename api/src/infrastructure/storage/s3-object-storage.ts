import {
  CreateBucketCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchBucket,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import type { S3Config } from '../../config/config';
import type { ObjectStorage, StoredObject } from './object-storage';

/** Objects in an S3-compatible bucket (MinIO, Garage, AWS, ...), path-style so any endpoint works. */
export class S3ObjectStorage implements ObjectStorage {
  private readonly client: S3Client;

  constructor(
    private readonly config: S3Config,
    private readonly prefix = '',
  ) {
    this.client = new S3Client({
      endpoint: config.endpoint,
      region: config.region,
      forcePathStyle: true,
      credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
      // A store that is down should fail the request soon (503), not hold it for the SDK's default retries.
      maxAttempts: 2,
      requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000 },
    });
  }

  put(key: string, data: Buffer, contentType = 'application/octet-stream'): Promise<void> {
    return this.send(key, () => data, data.length, contentType);
  }

  /** One PUT with the file streamed from disk (its length known up front, as S3 wants it). */
  async putFile(key: string, path: string, contentType = 'application/octet-stream'): Promise<void> {
    const { size } = await stat(path);
    return this.send(key, () => createReadStream(path), size, contentType);
  }

  /** `body` is called per attempt: a stream can be read once only. */
  private async send(key: string, body: () => Buffer | Readable, length: number, contentType: string): Promise<void> {
    const put = () =>
      this.client.send(
        new PutObjectCommand({
          Bucket: this.config.bucket,
          Key: this.keyOf(key),
          Body: body(),
          ContentType: contentType,
          ContentLength: length,
        }),
      );
    try {
      await put();
    } catch (err) {
      // A fresh store (docker/compose.yml's MinIO) has no bucket yet: create it on the first write.
      if (!(err instanceof NoSuchBucket || (err as Error).name === 'NoSuchBucket')) throw err;
      await this.createBucket();
      await put();
    }
  }

  private async createBucket(): Promise<void> {
    try {
      await this.client.send(new CreateBucketCommand({ Bucket: this.config.bucket }));
    } catch (err) {
      // Another instance created it in the meantime.
      if (!['BucketAlreadyOwnedByYou', 'BucketAlreadyExists'].includes((err as Error).name)) throw err;
    }
  }

  async open(key: string): Promise<StoredObject | null> {
    try {
      const answer = await this.client.send(new GetObjectCommand({ Bucket: this.config.bucket, Key: this.keyOf(key) }));
      if (!answer.Body) return null;
      return { stream: answer.Body as Readable, size: answer.ContentLength ?? 0 };
    } catch (err) {
      if (err instanceof NoSuchKey || (err instanceof S3ServiceException && err.$metadata.httpStatusCode === 404)) return null;
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.config.bucket, Key: this.keyOf(key) }));
  }

  private keyOf(key: string): string {
    if (key.split('/').some((part) => part === '..' || part === '')) throw new Error(`invalid storage key: ${key}`);
    return `${this.prefix}${key}`;
  }
}
