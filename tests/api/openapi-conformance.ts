/**
 * Whether a live answer is what /api/openapi.json documents for it: the schema of its status (a 4xx
 * must be documented as itself, not only through `default`), for its content type, checked with ajv
 * (JSON Schema 2020-12: OpenAPI 3.1's dialect). openapi.spec.ts checks every route's answers with
 * it, rate-limit.spec.ts the 429s.
 */
import { expect } from '@playwright/test';
import type { APIRequestContext, APIResponse } from '@playwright/test';
import Ajv2020 from 'ajv/dist/2020';
import { call } from './helpers';

export type ApiDocument = { openapi: string; paths: Record<string, Record<string, any>>; components: any };

/** JSON Pointer escaping of one path segment. */
const pointer = (s: string) => s.replace(/~/g, '~0').replace(/\//g, '~1');

export async function fetchApiDocument(api: APIRequestContext): Promise<ApiDocument> {
  const res = await call(api, 'GET', '/api/openapi.json');
  expect(res.status()).toBe(200);
  return res.json();
}

/** The checker of answers against `doc`. */
export function conformance(doc: ApiDocument) {
  const ajv = new Ajv2020({ strict: false, validateFormats: false, allErrors: true });
  ajv.addSchema(doc as object, 'openapi.json');

  /** The documented schema of `status`'s answer to an operation (its status; `default` only for a 5xx), compiled. */
  function validatorFor(method: string, docPath: string, status: number, contentType: string) {
    const label = `${method.toUpperCase()} ${docPath}`;
    const responses = doc.paths[docPath]?.[method]?.responses;
    expect(responses, `${label} is documented`).toBeTruthy();
    const key = String(status) in responses ? String(status) : 'default';
    if (status >= 400 && status < 500) expect(key, `${label} documents ${status} itself, not only through default`).toBe(String(status));
    expect(responses[key], `${label} documents ${status} (or a default)`).toBeTruthy();
    const base = `openapi.json#/paths/${pointer(docPath)}/${method}/responses/${key}`;
    const ref: { $ref?: string } = responses[key];
    const target = ref.$ref ? `openapi.json${ref.$ref}` : base;
    const media = ref.$ref ? doc.components.responses[ref.$ref.split('/').pop()!].content : responses[key].content;
    if (!media) return null;
    const type = Object.keys(media).find((t) => contentType.startsWith(t));
    expect(type, `${label} documents ${contentType} among ${Object.keys(media)}`).toBeTruthy();
    return { type: type!, validate: ajv.compile({ $ref: `${target}/content/${pointer(type!)}/schema` }) };
  }

  return {
    ajv,
    /** Checks an answer against the document; answers its parsed body. */
    async conforms(res: APIResponse, method: string, docPath: string): Promise<any> {
      const label = `${method.toUpperCase()} ${docPath} → ${res.status()}`;
      const v = validatorFor(method, docPath, res.status(), res.headers()['content-type'] ?? '');
      const text = await res.text();
      if (!v) {
        expect(text, `${label}: no content documented`).toBe('');
        return undefined;
      }
      const body = v.type === 'application/json' ? JSON.parse(text) : text;
      const ok = v.validate(body);
      // Soft: one run lists every answer that differs from its schema.
      expect.soft(ok, `${label}: ${JSON.stringify(v.validate.errors?.slice(0, 3))} in ${text.slice(0, 400)}`).toBe(true);
      return body;
    },
    /** Whether the documented request body of an operation admits `body` (ajv's errors when not). */
    admits(method: string, docPath: string, body: unknown): { ok: boolean; errors: unknown } {
      const validate = ajv.compile({
        $ref: `openapi.json#/paths/${pointer(docPath)}/${method}/requestBody/content/application~1json/schema`,
      });
      return { ok: validate(body) as boolean, errors: validate.errors };
    },
  };
}
