import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import { JSON_ARRAY_MESSAGES, MaterialIdsField } from './json-array';

class Dto {
  @MaterialIdsField()
  materials?: string[];
}

const ID = '3f0c6a52-8d1e-4c3b-9a57-1b2c3d4e5f60';

async function check(materials: unknown) {
  const dto = plainToInstance(Dto, materials === undefined ? {} : { materials });
  const errors = await validate(dto);
  return { value: dto.materials, message: errors[0] ? Object.values(errors[0].constraints ?? {})[0] : undefined };
}

describe('MaterialIdsField', () => {
  it('parses the JSON text of a multipart body into ids', async () => {
    expect(await check(`["${ID}"]`)).toEqual({ value: [ID], message: undefined });
    expect(await check('[]')).toEqual({ value: [], message: undefined });
    expect(await check([ID])).toEqual({ value: [ID], message: undefined });
  });

  it('leaves an omitted field undefined (keep every material)', async () => {
    expect(await check(undefined)).toEqual({ value: undefined, message: undefined });
  });

  it('answers one German message for broken or wrongly shaped JSON', async () => {
    for (const bad of ['[abc', '', '{"a":1}', '"x"', '[1,2]', '["kein-uuid"]', `[["${ID}"]]`, 'null']) {
      expect((await check(bad)).message).toBe(JSON_ARRAY_MESSAGES.materialsInvalid);
    }
  });
});
