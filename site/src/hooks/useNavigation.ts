import * as React from 'react';
import { graphql, useStaticQuery } from 'gatsby';
import { filled } from '../lib/cms-data';

/** The navigation as the site shows it: links without a label or target (the CMS requires both) are left out. */
function navigationOf(nav: Queries.NavigationQuery['strapiNavigation']) {
  return {
    headerLinks: filled(nav?.headerLinks, 'label', 'href'),
    footerTitle: nav?.footerTitle ?? '',
    footerLinks: filled(nav?.footerLinks, 'label', 'href'),
  };
}

export type Navigation = ReturnType<typeof navigationOf>;

/** The header's menu and the footer's link list (CMS single type "Navigation"). */
export function useNavigation(): Navigation {
  const data = useStaticQuery<Queries.NavigationQuery>(graphql`
    query Navigation {
      strapiNavigation {
        headerLinks {
          label
          href
        }
        footerTitle
        footerLinks {
          label
          href
        }
      }
    }
  `);
  return React.useMemo(() => navigationOf(data.strapiNavigation), [data]);
}
