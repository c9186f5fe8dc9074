// A client generated from the OpenAPI document gets real types only if every nested shape is described:
// no schema may be a bare `object` (or carry no type at all) and no array may leave its items untyped.
import { useTestApp } from '../helpers/test-app';

interface Schema {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, Schema>;
  additionalProperties?: boolean | Schema;
  items?: Schema;
  allOf?: Schema[];
  oneOf?: Schema[];
  anyOf?: Schema[];
  nullable?: boolean;
  enum?: unknown[];
  const?: unknown;
}

interface Content {
  content?: Record<string, { schema?: Schema }>;
}

interface Operation {
  parameters?: { name: string; in: string; schema?: Schema }[];
  requestBody?: Content;
  responses?: Record<string, Content>;
}

const METHODS = ['get', 'put', 'post', 'patch', 'delete', 'head', 'options'];

function typesOf(schema: Schema): string[] {
  if (Array.isArray(schema.type)) return schema.type;
  return schema.type ? [schema.type] : [];
}

const SCHEMA_REF = '#/components/schemas/';

/** The places below `path` where the schema leaves a shape undescribed or names a schema that is not there. */
function untypedShapes(schema: Schema | undefined, path: string, known: ReadonlySet<string>): string[] {
  if (!schema) return [`${path} (no schema)`];
  if (schema.$ref) {
    const name = schema.$ref.startsWith(SCHEMA_REF) ? schema.$ref.slice(SCHEMA_REF.length) : schema.$ref;
    return known.has(name) ? [] : [`${path} (unknown $ref ${schema.$ref})`];
  }
  const found: string[] = [];
  for (const part of [...(schema.allOf ?? []), ...(schema.oneOf ?? []), ...(schema.anyOf ?? [])]) {
    found.push(...untypedShapes(part, path, known));
  }
  const composed = !!(schema.allOf ?? schema.oneOf ?? schema.anyOf);
  const types = typesOf(schema);
  if (types.includes('array') || schema.items) {
    if (!schema.items) found.push(`${path}[] (array without items)`);
    else found.push(...untypedShapes(schema.items, `${path}[]`, known));
  }
  const describesObject = types.includes('object') || schema.properties || schema.additionalProperties !== undefined;
  // A nullable reference reads `{ type: 'object', nullable: true, allOf: [{ $ref }] }`: the reference types it.
  const typedByParts = composed && !schema.properties && schema.additionalProperties === undefined;
  if (describesObject && !typedByParts) {
    const map = schema.additionalProperties;
    const hasProperties = !!schema.properties && Object.keys(schema.properties).length > 0;
    if (typeof map === 'object') found.push(...untypedShapes(map, `${path}{}`, known));
    else if (!hasProperties) found.push(`${path} (object without properties)`);
    for (const [name, property] of Object.entries(schema.properties ?? {})) {
      found.push(...untypedShapes(property, `${path}.${name}`, known));
    }
  } else if (types.length === 0 && !composed && schema.enum === undefined && schema.const === undefined) {
    found.push(`${path} (no type)`);
  }
  return found;
}

function untypedOperationShapes(route: string, op: Operation, known: ReadonlySet<string>): string[] {
  const found: string[] = [];
  for (const parameter of op.parameters ?? []) {
    found.push(...untypedShapes(parameter.schema, `${route} ${parameter.in} ${parameter.name}`, known));
  }
  for (const [type, media] of Object.entries(op.requestBody?.content ?? {})) {
    found.push(...untypedShapes(media.schema, `${route} request ${type}`, known));
  }
  for (const [status, response] of Object.entries(op.responses ?? {})) {
    for (const [type, media] of Object.entries(response.content ?? {})) {
      found.push(...untypedShapes(media.schema, `${route} ${status} ${type}`, known));
    }
  }
  return found;
}

describe('platform: the OpenAPI document describes every nested shape', () => {
  const t = useTestApp({ workers: false });

  it('has no bare object and no array without item type in any schema, request or response', async () => {
    const res = await t.client().get('/api/docs-json');
    expect(res.status).toBe(200);
    const schemas = res.body.components.schemas as Record<string, Schema>;
    const paths = res.body.paths as Record<string, Record<string, Operation>>;
    expect(Object.keys(schemas).length).toBeGreaterThan(50);

    const known = new Set(Object.keys(schemas));
    const found: string[] = [];
    for (const [name, schema] of Object.entries(schemas)) found.push(...untypedShapes(schema, name, known));
    for (const [path, item] of Object.entries(paths)) {
      for (const method of METHODS) {
        if (item[method]) found.push(...untypedOperationShapes(`${method.toUpperCase()} ${path}`, item[method], known));
      }
    }
    expect(found).toEqual([]);
  });

  it('finds a bare object, an untyped array, a property without type and an unknown reference', () => {
    const schema: Schema = {
      type: 'object',
      properties: {
        switches: { type: 'object' },
        customFields: { type: 'array' },
        answer: {},
        labels: { type: 'object', additionalProperties: { type: 'string' } },
        loose: { type: 'object', additionalProperties: true },
        rows: { type: 'array', items: { type: 'object', properties: { values: { type: 'array', items: {} } } } },
        owner: { type: 'object', nullable: true, allOf: [{ $ref: '#/components/schemas/PersonView' }] },
        author: { $ref: '#/components/schemas/AuthorView' },
        state: { enum: ['open', 'closed'] },
      },
    };
    expect(untypedShapes(schema, 'EventView', new Set(['EventView', 'PersonView']))).toEqual([
      'EventView.switches (object without properties)',
      'EventView.customFields[] (array without items)',
      'EventView.answer (no type)',
      'EventView.loose (object without properties)',
      'EventView.rows[].values[] (no type)',
      'EventView.author (unknown $ref #/components/schemas/AuthorView)',
    ]);
  });
});
