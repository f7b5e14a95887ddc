import { graphql, useStaticQuery } from 'gatsby';

export interface NavLink { label: string; href: string }
export interface Navigation { headerLinks: NavLink[]; footerTitle: string; footerLinks: NavLink[] }

/** The header's menu and the footer's link list (CMS single type "Navigation"). */
export function useNavigation(): Navigation {
  const data = useStaticQuery<{ strapiNavigation: Navigation }>(graphql`
    query Navigation {
      strapiNavigation {
        headerLinks { label href }
        footerTitle
        footerLinks { label href }
      }
    }
  `);
  return data.strapiNavigation;
}
