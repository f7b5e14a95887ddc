/** The newsletter subscribers' collection and the columns of its list in the CMS panel. */
export const NEWSLETTER_SUBSCRIBER = 'api::newsletter-subscriber.newsletter-subscriber' as const;
export const NEWSLETTER_LIST_COLUMNS = ['submittedAt', 'name', 'email', 'page', 'utm_source', 'utm_campaign'];
