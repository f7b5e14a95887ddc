import * as React from 'react';
import { graphql, useStaticQuery } from 'gatsby';
import { BRAND_NAVY } from 'contracts';
import { useSettings } from '../../hooks/useSettings';
import { usePlaceholders } from '../../hooks/usePlaceholders';
// Under 10 KB, so the build inlines it as a data URI: one request less before the first paint
// (on a new connection, the costliest kind on a slow phone line). static/favicon.svg stays for
// whoever asks for the file.
import faviconSvg from '../../../static/favicon.svg';

interface Props {
  title: string;
  description: string;
  path: string;
  noindex?: boolean;
}

/** <head> for every page through Gatsby's Head API: title, description, canonical, Open Graph. */
export default function Seo({ title: rawTitle, description: rawDescription, path, noindex }: Props) {
  const { site } = useStaticQuery<Queries.SeoSiteUrlQuery>(graphql`
    query SeoSiteUrl {
      site {
        siteMetadata {
          siteUrl
        }
      }
    }
  `);
  const settings = useSettings();
  // Page titles and descriptions may name the firm as {firmName}, like the pages' texts.
  const fill = usePlaceholders();
  const title = fill.text(rawTitle);
  const description = fill.text(rawDescription);
  const url = `${(site?.siteMetadata?.siteUrl ?? '').replace(/\/$/, '')}${path}`;
  const fullTitle = title.includes(settings.firmName) ? title : `${title} | ${settings.firmName}`;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={url} />
      {noindex && <meta name="robots" content="noindex" />}
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={settings.firmName} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:locale" content="en_IN" />
      <meta name="twitter:card" content="summary" />
      <meta name="theme-color" content={BRAND_NAVY} />
      <link rel="icon" href={faviconSvg} type="image/svg+xml" />
      <link rel="icon" href="/favicon.ico" sizes="32x32" />
    </>
  );
}
