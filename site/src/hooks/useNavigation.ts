import { graphql, useStaticQuery } from 'gatsby';

type NavigationData = NonNullable<Queries.NavigationQuery['strapiNavigation']>;
export type NavLink = NonNullable<NonNullable<NavigationData['headerLinks']>[number]>;
export interface Navigation {
  headerLinks: NavLink[];
  footerTitle: string;
  footerLinks: NavLink[];
}

/** A link list as the query types it (the list and its entries may be null), without the gaps. */
const links = (list: NavigationData['headerLinks'] | undefined): NavLink[] => (list ?? []).filter((l): l is NavLink => l !== null);

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
  const nav = data.strapiNavigation;
  return { headerLinks: links(nav?.headerLinks), footerTitle: nav?.footerTitle ?? '', footerLinks: links(nav?.footerLinks) };
}
