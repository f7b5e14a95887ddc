/**
 * Gatsby type definitions (SDL) written from Strapi's own schema files (a content type's schema.json,
 * a component's JSON), so that a declared type's fields are those of the CMS, not a second list of them.
 * Names and links follow gatsby-source-strapi 5: `STRAPI_<SINGULAR_NAME>` and
 * `STRAPI__COMPONENT_<CATEGORY>_<NAME>` nodes, a component field linked through `<field>___NODE`.
 */

/** An attribute of a Strapi schema, as far as the definitions read it. */
export interface StrapiAttribute {
  type: string;
  component?: string;
  repeatable?: boolean;
  private?: boolean;
}

/** A content type's schema.json or a component's JSON (components have no kind and no singular name). */
export interface StrapiSchema {
  kind?: string;
  info: { displayName: string; singularName?: string };
  options?: { draftAndPublish?: boolean };
  attributes: Record<string, StrapiAttribute>;
}

/** The GraphQL type of each Strapi attribute type the API answers with a scalar. */
const SCALARS: Record<string, string> = {
  string: 'String',
  text: 'String',
  richtext: 'String',
  email: 'String',
  uid: 'String',
  enumeration: 'String',
  // Strapi answers big integers as strings (they may not fit a JavaScript number).
  biginteger: 'String',
  time: 'String',
  integer: 'Int',
  decimal: 'Float',
  float: 'Float',
  boolean: 'Boolean',
  date: 'Date @dateformat',
  datetime: 'Date @dateformat',
};

/** `complaint-data` → `COMPLAINT_DATA` (what gatsby-source-strapi's snake case gives for Strapi's kebab-case names). */
const upperSnake = (name: string) => name.replace(/[.-]/g, '_').toUpperCase();

/** The Gatsby node type of a content type (by its singular name) or of a component (by its uid, `category.name`). */
export const contentTypeNode = (singularName: string) => `STRAPI_${upperSnake(singularName)}`;
export const componentNode = (uid: string) => `STRAPI__COMPONENT_${upperSnake(uid)}`;

/** One field's GraphQL type; an attribute type with no declared counterpart stops the build with its name. */
function fieldType(owner: string, name: string, attribute: StrapiAttribute): string {
  if (attribute.type === 'component' && attribute.component) {
    const node = componentNode(attribute.component);
    return `${attribute.repeatable ? `[${node}]` : node} @link(by: "id", from: "${name}___NODE")`;
  }
  const scalar = SCALARS[attribute.type];
  if (!scalar)
    throw new Error(`${owner}.${name}: a Strapi "${attribute.type}" attribute has no declared Gatsby type (strapi-type-defs.ts)`);
  return scalar;
}

/** The fields the API answers with: private attributes never leave the CMS; a draft-and-publish type adds publishedAt. */
function fields(owner: string, schema: StrapiSchema): string[] {
  const declared = Object.entries(schema.attributes)
    .filter(([, attribute]) => !attribute.private)
    .map(([name, attribute]) => `${name}: ${fieldType(owner, name, attribute)}`);
  return schema.options?.draftAndPublish ? [...declared, 'publishedAt: Date @dateformat'] : declared;
}

const typeDef = (node: string, lines: string[]) => `type ${node} implements Node {\n${lines.map((l) => `  ${l}\n`).join('')}}`;

/** The SDL of a content type from its schema.json. */
export function contentTypeDefs(schema: StrapiSchema): string {
  const { singularName } = schema.info;
  if (!singularName) throw new Error('a content type schema without info.singularName');
  const node = contentTypeNode(singularName);
  return typeDef(node, fields(node, schema));
}

/** The SDL of a component from its JSON and its uid (`category.name`: the folder and the file's name). */
export function componentTypeDefs(uid: string, schema: StrapiSchema): string {
  const node = componentNode(uid);
  return typeDef(node, fields(node, schema));
}
