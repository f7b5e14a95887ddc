/** Gatsby type definitions from a Strapi schema: names, scalars, links, what is left out, what is refused. */
import { describe, expect, it } from '@jest/globals';
import { componentTypeDefs, contentTypeDefs, type StrapiSchema } from '../strapi-type-defs';

const article: StrapiSchema = {
  kind: 'collectionType',
  info: { displayName: 'News', singularName: 'news-item' },
  options: { draftAndPublish: true },
  attributes: {
    headline: { type: 'string' },
    state: { type: 'enumeration' },
    views: { type: 'integer' },
    score: { type: 'decimal' },
    big: { type: 'biginteger' },
    live: { type: 'boolean' },
    day: { type: 'date' },
    seo: { type: 'component', component: 'shared.seo-meta' },
    rows: { type: 'component', component: 'shared.row', repeatable: true },
    secret: { type: 'string', private: true },
  },
};

describe('contentTypeDefs', () => {
  it('names the node as gatsby-source-strapi does and maps each attribute', () => {
    expect(contentTypeDefs(article)).toBe(
      [
        'type STRAPI_NEWS_ITEM implements Node {',
        '  headline: String',
        '  state: String',
        '  views: Int',
        '  score: Float',
        '  big: String',
        '  live: Boolean',
        '  day: Date @dateformat',
        '  seo: STRAPI__COMPONENT_SHARED_SEO_META @link(by: "id", from: "seo___NODE")',
        '  rows: [STRAPI__COMPONENT_SHARED_ROW] @link(by: "id", from: "rows___NODE")',
        '  publishedAt: Date @dateformat',
        '}',
      ].join('\n'),
    );
  });

  it('adds no publishedAt without draft & publish', () => {
    expect(contentTypeDefs({ ...article, options: {} })).not.toContain('publishedAt');
  });

  it('refuses a schema without a singular name', () => {
    expect(() => contentTypeDefs({ ...article, info: { displayName: 'News' } })).toThrow('without info.singularName');
  });
});

describe('componentTypeDefs', () => {
  it('names the node by its uid', () => {
    expect(
      componentTypeDefs('complaints.trend-figures', { info: { displayName: 'Card' }, attributes: { period: { type: 'string' } } }),
    ).toBe('type STRAPI__COMPONENT_COMPLAINTS_TREND_FIGURES implements Node {\n  period: String\n}');
  });

  it('refuses an attribute type it has no declaration for, naming the field', () => {
    expect(() => componentTypeDefs('shared.card', { info: { displayName: 'Card' }, attributes: { picture: { type: 'media' } } })).toThrow(
      'STRAPI__COMPONENT_SHARED_CARD.picture: a Strapi "media" attribute has no declared Gatsby type',
    );
  });
});
