import { Logger } from '@nestjs/common';
import { EventEmitter } from 'node:events';
import { logRedisErrors } from './connection-errors';

describe('logRedisErrors', () => {
  it('logs the first error of an outage and stays quiet for the rest of the interval', () => {
    jest.useFakeTimers({ now: 0 });
    try {
      const emitter = new EventEmitter();
      const logger = { warn: jest.fn() } as unknown as Logger;
      logRedisErrors(emitter, logger, 'queue mail', 1000);

      emitter.emit('error', new Error('connect ECONNREFUSED'));
      emitter.emit('error', new Error('connect ECONNREFUSED'));
      expect(logger.warn).toHaveBeenCalledTimes(1);
      expect(logger.warn).toHaveBeenCalledWith(expect.stringContaining('queue mail: connect ECONNREFUSED'));

      jest.setSystemTime(1500);
      emitter.emit('error', new Error('still down'));
      expect(logger.warn).toHaveBeenCalledTimes(2);
    } finally {
      jest.useRealTimers();
    }
  });
});
