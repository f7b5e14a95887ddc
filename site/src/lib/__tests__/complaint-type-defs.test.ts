/**
 * The complaint data's declared Gatsby types and the CMS's schema files say the same: every public
 * attribute of the content type and of each component it uses is a field of the same name, nothing
 * else is (publishedAt aside, which draft & publish adds), and the fields the complaint page reads
 * have the types it reads them as.
 */
import { describe, expect, it } from '@jest/globals';
import { Kind, parse, print, type ObjectTypeDefinitionNode } from 'graphql';
import { COMPLAINT_SCHEMAS, COMPLAINT_TYPE_DEFS } from '../complaint-type-defs';
import { componentNode, contentTypeNode, type StrapiSchema } from '../strapi-type-defs';

/** Each declared type's fields, as `name → type with its directives` (GraphQL's own printing). */
const declared = new Map(
  parse(COMPLAINT_TYPE_DEFS)
    .definitions.filter((d): d is ObjectTypeDefinitionNode => d.kind === Kind.OBJECT_TYPE_DEFINITION)
    .map((type) => [
      type.name.value,
      new Map((type.fields ?? []).map((f) => [f.name.value, [print(f.type), ...(f.directives ?? []).map(print)].join(' ')])),
    ]),
);

const publicAttributes = (schema: StrapiSchema) =>
  Object.entries(schema.attributes)
    .filter(([, a]) => !a.private)
    .map(([name]) => name);

const contentNode = contentTypeNode(COMPLAINT_SCHEMAS.contentType.info.singularName ?? '');
const components = Object.entries(COMPLAINT_SCHEMAS.components);

describe('the complaint data’s Gatsby types', () => {
  it('are the content type and each component it uses, no more', () => {
    const used = Object.values(COMPLAINT_SCHEMAS.contentType.attributes).flatMap((a) => (a.component ? [a.component] : []));
    expect(new Set(used)).toEqual(new Set(components.map(([uid]) => uid)));
    expect([...declared.keys()].sort()).toEqual([contentNode, ...components.map(([uid]) => componentNode(uid))].sort());
  });

  it('declare exactly the public attributes of the content type, and publishedAt', () => {
    const fields = [...(declared.get(contentNode)?.keys() ?? [])];
    expect(fields.sort()).toEqual([...publicAttributes(COMPLAINT_SCHEMAS.contentType), 'publishedAt'].sort());
    // The compliance officer's reminder date never leaves the CMS.
    expect(fields).not.toContain('reminderSentOn');
  });

  it.each(components)('declare exactly the attributes of %s', (uid, schema) => {
    expect([...(declared.get(componentNode(uid))?.keys() ?? [])].sort()).toEqual(publicAttributes(schema).sort());
  });

  it('type the fields as the complaint page reads them', () => {
    const data = declared.get(contentNode);
    // A month ('2025-07') is a string, not a date; publication dates format as dates.
    expect(data?.get('month')).toBe('String');
    expect(data?.get('publishedAt')).toBe('Date @dateformat');
    expect(data?.get('impersonation')).toBe('Int');
    expect(data?.get('monthlyRows')).toBe('[STRAPI__COMPONENT_COMPLAINTS_MONTH_FIGURES] @link(by: "id", from: "monthlyRows___NODE")');
    expect(data?.get('annualTrend')).toBe('[STRAPI__COMPONENT_COMPLAINTS_TREND_FIGURES] @link(by: "id", from: "annualTrend___NODE")');
    const row = declared.get('STRAPI__COMPONENT_COMPLAINTS_MONTH_FIGURES');
    expect(row?.get('source')).toBe('String');
    expect(row?.get('averageResolutionDays')).toBe('Float');
    expect(declared.get('STRAPI__COMPONENT_COMPLAINTS_TREND_FIGURES')?.get('period')).toBe('String');
  });
});
