/**
 * The complaint data's Gatsby types, declared rather than inferred (Gatsby infers a field only from
 * values it has seen): a CMS with no published month yet (a fresh firm's, or one upgraded from the
 * single type) still builds, its page saying the data is being prepared; and a month ('2025-07')
 * stays a string (inference would take it for a date). Written from the CMS's schema files, so the
 * fields are listed once, there.
 *
 * By path, not through the cms package: gatsby-node (which reads this) is compiled by Parcel, which
 * bundles relative imports only and leaves a package's import to plain Node at build time, and no
 * entry of cms hands out these JSON files in a form both can load.
 */
// eslint-disable-next-line boundaries/package-entries -- the CMS's schema of a month's complaint data, bundled in (see above)
import complaintData from '../../../cms/src/api/complaint-data/content-types/complaint-data/schema.json';
// eslint-disable-next-line boundaries/package-entries -- the same: the monthly table's row
import monthFigures from '../../../cms/src/components/complaints/month-figures.json';
// eslint-disable-next-line boundaries/package-entries -- the same: the trend tables' row
import trendFigures from '../../../cms/src/components/complaints/trend-figures.json';
import { componentTypeDefs, contentTypeDefs, type StrapiSchema } from './strapi-type-defs';

/** The schemas declared, each component by the uid the content type names it with. */
export const COMPLAINT_SCHEMAS: { contentType: StrapiSchema; components: Record<string, StrapiSchema> } = {
  contentType: complaintData,
  components: { 'complaints.month-figures': monthFigures, 'complaints.trend-figures': trendFigures },
};

export const COMPLAINT_TYPE_DEFS = [
  contentTypeDefs(COMPLAINT_SCHEMAS.contentType),
  ...Object.entries(COMPLAINT_SCHEMAS.components).map(([uid, schema]) => componentTypeDefs(uid, schema)),
].join('\n');
