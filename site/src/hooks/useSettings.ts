import { graphql, useStaticQuery } from 'gatsby';
import * as React from 'react';
import { SCORES_URL, SMART_ODR_URL } from 'contracts';
import { filled, requireFilled } from '../lib/cms-data';

type SettingsEntry = Queries.SiteSettingsQuery['strapiSiteSetting'];

/** The settings with the fields the CMS requires present; the site cannot be built without them. */
function settingsOf(entry: SettingsEntry) {
  const settings = requireFilled(
    'Site settings',
    entry,
    'firmName',
    'sebiRegistrationNumber',
    'bseEnlistmentNumber',
    'address',
    'officeHours',
    'supportEmail',
    'whatsappNumber',
    'riskWarning',
    'illustrationNote',
    'footerDisclaimer',
    'siteUrl',
  );
  return {
    ...settings,
    phones: filled(settings.phones, 'label', 'value'),
    emails: filled(settings.emails, 'label', 'value'),
    socialLinks: filled(settings.socialLinks, 'platform', 'url'),
    // The CMS stores SEBI's addresses when an editor leaves these empty; a build from older data still links somewhere right.
    scoresUrl: settings.scoresUrl || SCORES_URL,
    smartOdrUrl: settings.smartOdrUrl || SMART_ODR_URL,
    registeredName: settings.registeredName || settings.firmName,
  };
}

export type SiteSettings = ReturnType<typeof settingsOf>;

/** The firm's identity and contact details (CMS single type "Site settings"). */
export function useSettings(): SiteSettings {
  const data = useStaticQuery<Queries.SiteSettingsQuery>(graphql`
    query SiteSettings {
      strapiSiteSetting {
        firmName
        tagline
        registeredName
        registrationType
        sebiRegistrationNumber
        bseEnlistmentNumber
        registrationValidity
        cin
        registeredAddress
        address
        complianceOfficerName
        complianceOfficerEmail
        complianceOfficerPhone
        principalOfficerName
        principalOfficerEmail
        principalOfficerPhone
        grievanceOfficerName
        grievanceOfficerEmail
        grievanceOfficerPhone
        sebiOfficeAddress
        scoresUrl
        smartOdrUrl
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
  return React.useMemo(() => settingsOf(data.strapiSiteSetting), [data]);
}
