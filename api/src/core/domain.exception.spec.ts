import { HttpStatus } from '@nestjs/common';
import { conflictError, defineErrors, DomainException, fieldError } from './domain.exception';
import { findOrFail } from './find-or-fail';

const Errors = defineErrors({
  taken: conflictError('NAME_TAKEN', 'Den Namen gibt es schon.'),
  level: fieldError('level', 'Diese Rolle gibt es nicht.'),
});

describe('defineErrors', () => {
  it('binds code, status and sentence once', () => {
    const err = Errors.taken();
    expect(err).toBeInstanceOf(DomainException);
    expect({ status: err.status, code: err.code, message: err.message }).toEqual({
      status: HttpStatus.CONFLICT,
      code: 'NAME_TAKEN',
      message: 'Den Namen gibt es schon.',
    });
  });

  it('answers a field error as the validation pipe does', () => {
    const err = Errors.level();
    expect({ status: err.status, code: err.code, details: err.details }).toEqual({
      status: HttpStatus.BAD_REQUEST,
      code: 'VALIDATION_FAILED',
      details: [{ field: 'level', message: 'Diese Rolle gibt es nicht.' }],
    });
  });
});

describe('findOrFail', () => {
  it('returns what was found and throws the given error (404 by default) otherwise', async () => {
    await expect(findOrFail(Promise.resolve(0))).resolves.toBe(0);
    await expect(findOrFail(Promise.resolve(null))).rejects.toMatchObject({ status: 404, code: 'NOT_FOUND' });
    await expect(findOrFail(undefined, Errors.taken)).rejects.toMatchObject({ code: 'NAME_TAKEN' });
  });
});
