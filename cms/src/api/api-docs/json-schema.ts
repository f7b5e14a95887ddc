/**
 * The contracts' yup schemas as JSON Schema (2020-12, OpenAPI 3.1's dialect), through
 * @sodaru/yup-to-json-schema: the document says what the validators check, never a copy of it.
 * Answers are closed (no property beyond the documented ones), so a field the CMS starts sending
 * without documenting it fails tests/api/openapi.spec.ts instead of slipping by.
 */
import { convertSchema } from '@sodaru/yup-to-json-schema';
import type { AnySchema } from 'yup';

export type JsonSchema = Record<string, unknown>;

/** A yup schema, or a JSON Schema written out (for the few shapes no validator holds). */
export type SchemaSource = AnySchema | JsonSchema;

const isYup = (s: SchemaSource): s is AnySchema => typeof (s as AnySchema).describe === 'function' && '__isYupSchema__' in s;

/** Walks every sub-schema of a JSON Schema (properties, items, combinators), children first. */
function walk(schema: unknown, visit: (s: JsonSchema) => void): void {
  if (!schema || typeof schema !== 'object') return;
  if (Array.isArray(schema)) return schema.forEach((s) => walk(s, visit));
  const s = schema as JsonSchema;
  for (const key of ['properties', 'patternProperties', '$defs']) {
    const children = s[key];
    if (children && typeof children === 'object') Object.values(children).forEach((c) => walk(c, visit));
  }
  for (const key of ['items', 'additionalProperties', 'anyOf', 'oneOf', 'allOf', 'not']) walk(s[key], visit);
  visit(s);
}

/**
 * A request's schema: what the validator takes. A field's default stays (it says what an omitted
 * field becomes); an object's goes: yup gives every object one ({} or its fields' defaults), and
 * viewers show it as the example body instead of one built from the properties.
 */
export function requestSchema(source: SchemaSource): JsonSchema {
  const schema = isYup(source) ? (convertSchema(source) as JsonSchema) : structuredClone(source);
  walk(schema, (s) => {
    if (s.type === 'object') delete s.default;
  });
  return schema;
}

/** An answer's schema: closed objects, no defaults (an answer carries what it carries). */
export function answerSchema(source: SchemaSource): JsonSchema {
  const schema = requestSchema(source);
  walk(schema, (s) => {
    delete s.default;
    if (s.type === 'object' && s.properties && !('additionalProperties' in s)) s.additionalProperties = false;
  });
  return schema;
}

/** An answer that is one of several shapes (a login's session or its two-factor challenge). */
export const oneOf = (...sources: SchemaSource[]): JsonSchema => ({
  oneOf: sources.map((s) => (isYup(s) ? (convertSchema(s) as JsonSchema) : s)),
});
