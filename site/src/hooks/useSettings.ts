import { graphql, useStaticQuery } from 'gatsby';
import type { Image } from '../lib/page-data';

export interface SiteSettings {
  firmName: string;
  tagline?: string | null;
  logo?: Image | null;
  sebiRegistrationNumber: string;
  bseEnlistmentNumber: string;
  registrationValidity?: string | null;
  address: string;
  officeHours: string;
  supportEmail: string;
  whatsappNumber: string;
  trackingPixelId?: string | null;
  phones: { label: string; value: string }[];
  emails: { label: string; value: string }[];
  socialLinks: { platform: string; url: string }[];
  riskWarning: string;
  illustrationNote: string;
  footerDisclaimer: string;
  siteUrl: string;
}

/** The firm's identity and contact details (CMS single type "Site settings"). */
export function useSettings(): SiteSettings {
  const data = useStaticQuery<{ strapiSiteSetting: SiteSettings }>(graphql`
    query SiteSettings {
      strapiSiteSetting {
        firmName
        tagline
        sebiRegistrationNumber
        bseEnlistmentNumber
        registrationValidity
        address
        officeHours
        supportEmail
        whatsappNumber
        trackingPixelId
        phones {
          label
          value
        }
        emails {
          label
          value
        }
        socialLinks {
          platform
          url
        }
        riskWarning
        illustrationNote
        footerDisclaimer
        siteUrl
        logo {
          alternativeText
          localFile {
            childImageSharp {
              gatsbyImageData(height: 40, layout: FIXED, placeholder: NONE)
            }
          }
        }
      }
    }
  `);
  return data.strapiSiteSetting;
}
