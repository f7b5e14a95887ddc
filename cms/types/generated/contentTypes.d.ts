import type { Schema, Struct } from '@strapi/strapi';

export interface AdminApiToken extends Struct.CollectionTypeSchema {
  collectionName: 'strapi_api_tokens';
  info: {
    description: '';
    displayName: 'Api Token';
    name: 'Api Token';
    pluralName: 'api-tokens';
    singularName: 'api-token';
  };
  options: {
    draftAndPublish: false;
  };
  pluginOptions: {
    'content-manager': {
      visible: false;
    };
    'content-type-builder': {
      visible: false;
    };
  };
  attributes: {
    accessKey: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        minLength: 1;
      }>;
    adminPermissions: Schema.Attribute.Relation<'oneToMany', 'admin::permission'>;
    adminUserOwner: Schema.Attribute.Relation<'manyToOne', 'admin::user'>;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    description: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        minLength: 1;
      }> &
      Schema.Attribute.DefaultTo<''>;
    encryptedKey: Schema.Attribute.Text &
      Schema.Attribute.SetMinMaxLength<{
        minLength: 1;
      }>;
    expiresAt: Schema.Attribute.DateTime;
    kind: Schema.Attribute.Enumeration<['content-api', 'admin']> & Schema.Attribute.Required & Schema.Attribute.DefaultTo<'content-api'>;
    lastUsedAt: Schema.Attribute.DateTime;
    lifespan: Schema.Attribute.BigInteger;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'admin::api-token'> & Schema.Attribute.Private;
    name: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.Unique &
      Schema.Attribute.SetMinMaxLength<{
        minLength: 1;
      }>;
    permissions: Schema.Attribute.Relation<'oneToMany', 'admin::api-token-permission'>;
    publishedAt: Schema.Attribute.DateTime;
    type: Schema.Attribute.Enumeration<['read-only', 'full-access', 'custom']> & Schema.Attribute.DefaultTo<'read-only'>;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface AdminApiTokenPermission extends Struct.CollectionTypeSchema {
  collectionName: 'strapi_api_token_permissions';
  info: {
    description: '';
    displayName: 'API Token Permission';
    name: 'API Token Permission';
    pluralName: 'api-token-permissions';
    singularName: 'api-token-permission';
  };
  options: {
    draftAndPublish: false;
  };
  pluginOptions: {
    'content-manager': {
      visible: false;
    };
    'content-type-builder': {
      visible: false;
    };
  };
  attributes: {
    action: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        minLength: 1;
      }>;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'admin::api-token-permission'> & Schema.Attribute.Private;
    publishedAt: Schema.Attribute.DateTime;
    token: Schema.Attribute.Relation<'manyToOne', 'admin::api-token'>;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface AdminPermission extends Struct.CollectionTypeSchema {
  collectionName: 'admin_permissions';
  info: {
    description: '';
    displayName: 'Permission';
    name: 'Permission';
    pluralName: 'permissions';
    singularName: 'permission';
  };
  options: {
    draftAndPublish: false;
  };
  pluginOptions: {
    'content-manager': {
      visible: false;
    };
    'content-type-builder': {
      visible: false;
    };
  };
  attributes: {
    action: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        minLength: 1;
      }>;
    actionParameters: Schema.Attribute.JSON & Schema.Attribute.DefaultTo<{}>;
    apiToken: Schema.Attribute.Relation<'manyToOne', 'admin::api-token'>;
    conditions: Schema.Attribute.JSON & Schema.Attribute.DefaultTo<[]>;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'admin::permission'> & Schema.Attribute.Private;
    properties: Schema.Attribute.JSON & Schema.Attribute.DefaultTo<{}>;
    publishedAt: Schema.Attribute.DateTime;
    role: Schema.Attribute.Relation<'manyToOne', 'admin::role'>;
    subject: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        minLength: 1;
      }>;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface AdminRole extends Struct.CollectionTypeSchema {
  collectionName: 'admin_roles';
  info: {
    description: '';
    displayName: 'Role';
    name: 'Role';
    pluralName: 'roles';
    singularName: 'role';
  };
  options: {
    draftAndPublish: false;
  };
  pluginOptions: {
    'content-manager': {
      visible: false;
    };
    'content-type-builder': {
      visible: false;
    };
  };
  attributes: {
    code: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.Unique &
      Schema.Attribute.SetMinMaxLength<{
        minLength: 1;
      }>;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    description: Schema.Attribute.String;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'admin::role'> & Schema.Attribute.Private;
    name: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.Unique &
      Schema.Attribute.SetMinMaxLength<{
        minLength: 1;
      }>;
    permissions: Schema.Attribute.Relation<'oneToMany', 'admin::permission'>;
    publishedAt: Schema.Attribute.DateTime;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    users: Schema.Attribute.Relation<'manyToMany', 'admin::user'>;
  };
}

export interface AdminSession extends Struct.CollectionTypeSchema {
  collectionName: 'strapi_sessions';
  info: {
    description: 'Session Manager storage';
    displayName: 'Session';
    name: 'Session';
    pluralName: 'sessions';
    singularName: 'session';
  };
  options: {
    draftAndPublish: false;
  };
  pluginOptions: {
    'content-manager': {
      visible: false;
    };
    'content-type-builder': {
      visible: false;
    };
    i18n: {
      localized: false;
    };
  };
  attributes: {
    absoluteExpiresAt: Schema.Attribute.DateTime & Schema.Attribute.Private;
    childId: Schema.Attribute.String & Schema.Attribute.Private;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    deviceId: Schema.Attribute.String & Schema.Attribute.Required & Schema.Attribute.Private;
    expiresAt: Schema.Attribute.DateTime & Schema.Attribute.Required & Schema.Attribute.Private;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'admin::session'> & Schema.Attribute.Private;
    metadata: Schema.Attribute.JSON & Schema.Attribute.Private;
    origin: Schema.Attribute.String & Schema.Attribute.Required & Schema.Attribute.Private;
    publishedAt: Schema.Attribute.DateTime;
    sessionId: Schema.Attribute.String & Schema.Attribute.Required & Schema.Attribute.Private & Schema.Attribute.Unique;
    status: Schema.Attribute.String & Schema.Attribute.Private;
    type: Schema.Attribute.String & Schema.Attribute.Private;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    userId: Schema.Attribute.String & Schema.Attribute.Required & Schema.Attribute.Private;
  };
}

export interface AdminTransferToken extends Struct.CollectionTypeSchema {
  collectionName: 'strapi_transfer_tokens';
  info: {
    description: '';
    displayName: 'Transfer Token';
    name: 'Transfer Token';
    pluralName: 'transfer-tokens';
    singularName: 'transfer-token';
  };
  options: {
    draftAndPublish: false;
  };
  pluginOptions: {
    'content-manager': {
      visible: false;
    };
    'content-type-builder': {
      visible: false;
    };
  };
  attributes: {
    accessKey: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        minLength: 1;
      }>;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    description: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        minLength: 1;
      }> &
      Schema.Attribute.DefaultTo<''>;
    expiresAt: Schema.Attribute.DateTime;
    lastUsedAt: Schema.Attribute.DateTime;
    lifespan: Schema.Attribute.BigInteger;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'admin::transfer-token'> & Schema.Attribute.Private;
    name: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.Unique &
      Schema.Attribute.SetMinMaxLength<{
        minLength: 1;
      }>;
    permissions: Schema.Attribute.Relation<'oneToMany', 'admin::transfer-token-permission'>;
    publishedAt: Schema.Attribute.DateTime;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface AdminTransferTokenPermission extends Struct.CollectionTypeSchema {
  collectionName: 'strapi_transfer_token_permissions';
  info: {
    description: '';
    displayName: 'Transfer Token Permission';
    name: 'Transfer Token Permission';
    pluralName: 'transfer-token-permissions';
    singularName: 'transfer-token-permission';
  };
  options: {
    draftAndPublish: false;
  };
  pluginOptions: {
    'content-manager': {
      visible: false;
    };
    'content-type-builder': {
      visible: false;
    };
  };
  attributes: {
    action: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        minLength: 1;
      }>;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'admin::transfer-token-permission'> & Schema.Attribute.Private;
    publishedAt: Schema.Attribute.DateTime;
    token: Schema.Attribute.Relation<'manyToOne', 'admin::transfer-token'>;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface AdminUser extends Struct.CollectionTypeSchema {
  collectionName: 'admin_users';
  info: {
    description: '';
    displayName: 'User';
    name: 'User';
    pluralName: 'users';
    singularName: 'user';
  };
  options: {
    draftAndPublish: false;
  };
  pluginOptions: {
    'content-manager': {
      visible: false;
    };
    'content-type-builder': {
      visible: false;
    };
  };
  attributes: {
    apiTokens: Schema.Attribute.Relation<'oneToMany', 'admin::api-token'> & Schema.Attribute.Private;
    blocked: Schema.Attribute.Boolean & Schema.Attribute.Private & Schema.Attribute.DefaultTo<false>;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    email: Schema.Attribute.Email &
      Schema.Attribute.Required &
      Schema.Attribute.Private &
      Schema.Attribute.Unique &
      Schema.Attribute.SetMinMaxLength<{
        minLength: 6;
      }>;
    firstname: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        minLength: 1;
      }>;
    isActive: Schema.Attribute.Boolean & Schema.Attribute.Private & Schema.Attribute.DefaultTo<false>;
    lastname: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        minLength: 1;
      }>;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'admin::user'> & Schema.Attribute.Private;
    password: Schema.Attribute.Password &
      Schema.Attribute.Private &
      Schema.Attribute.SetMinMaxLength<{
        minLength: 6;
      }>;
    preferedLanguage: Schema.Attribute.String;
    publishedAt: Schema.Attribute.DateTime;
    registrationToken: Schema.Attribute.String & Schema.Attribute.Private;
    resetPasswordToken: Schema.Attribute.String & Schema.Attribute.Private;
    resetPasswordTokenExpiresAt: Schema.Attribute.DateTime & Schema.Attribute.Private;
    roles: Schema.Attribute.Relation<'manyToMany', 'admin::role'> & Schema.Attribute.Private;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    username: Schema.Attribute.String;
  };
}

export interface ApiAccessTokenAccessToken extends Struct.CollectionTypeSchema {
  collectionName: 'access_tokens';
  info: {
    description: 'Revocable API access tokens (only their hashes are stored)';
    displayName: 'Access token';
    pluralName: 'access-tokens';
    singularName: 'access-token';
  };
  options: {
    draftAndPublish: false;
  };
  pluginOptions: {
    'content-manager': {
      visible: false;
    };
    'content-type-builder': {
      visible: false;
    };
  };
  attributes: {
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    expiresAt: Schema.Attribute.DateTime & Schema.Attribute.Required;
    kind: Schema.Attribute.Enumeration<['session', 'reset', 'mfa']> & Schema.Attribute.Required;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::access-token.access-token'> & Schema.Attribute.Private;
    publishedAt: Schema.Attribute.DateTime;
    revokedAt: Schema.Attribute.DateTime;
    tokenHash: Schema.Attribute.String & Schema.Attribute.Required & Schema.Attribute.Private & Schema.Attribute.Unique;
    ttl: Schema.Attribute.Integer & Schema.Attribute.Required;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    user: Schema.Attribute.Relation<'manyToOne', 'plugin::users-permissions.user'>;
  };
}

export interface ApiAlertDeliveryAlertDelivery extends Struct.CollectionTypeSchema {
  collectionName: 'alert_deliveries';
  info: {
    description: 'One alert of a published call, update or amendment to one entitled subscriber by one channel (email, or the alert webhook): queued in the publishing transaction, sent from this outbox, kept as the delivery log';
    displayName: 'Alert delivery';
    pluralName: 'alert-deliveries';
    singularName: 'alert-delivery';
  };
  options: {
    draftAndPublish: false;
  };
  pluginOptions: {
    'content-type-builder': {
      visible: false;
    };
  };
  attributes: {
    attempts: Schema.Attribute.Integer & Schema.Attribute.DefaultTo<0>;
    bouncedAt: Schema.Attribute.DateTime;
    channel: Schema.Attribute.Enumeration<['email', 'webhook']> & Schema.Attribute.Required & Schema.Attribute.DefaultTo<'email'>;
    claim: Schema.Attribute.String & Schema.Attribute.Private;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    email: Schema.Attribute.String & Schema.Attribute.Required;
    failedAt: Schema.Attribute.DateTime;
    kind: Schema.Attribute.String & Schema.Attribute.Required;
    lastError: Schema.Attribute.Text;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::alert-delivery.alert-delivery'> & Schema.Attribute.Private;
    lockedUntil: Schema.Attribute.DateTime;
    nextAttemptAt: Schema.Attribute.DateTime & Schema.Attribute.Required;
    publication: Schema.Attribute.Integer & Schema.Attribute.Required;
    publishedAt: Schema.Attribute.DateTime;
    queuedAt: Schema.Attribute.DateTime & Schema.Attribute.Required;
    sentAt: Schema.Attribute.DateTime;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    userId: Schema.Attribute.Integer & Schema.Attribute.Required;
  };
}

export interface ApiAmendmentAmendment extends Struct.CollectionTypeSchema {
  collectionName: 'amendments';
  info: {
    description: 'A correction of a published call or update: a new version of its research content with the reason; appended, never changed or deleted';
    displayName: 'Research amendment';
    pluralName: 'amendments';
    singularName: 'amendment';
  };
  options: {
    draftAndPublish: false;
  };
  attributes: {
    amendedBy: Schema.Attribute.String;
    content: Schema.Attribute.JSON & Schema.Attribute.Required;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::amendment.amendment'> & Schema.Attribute.Private;
    publishedAt: Schema.Attribute.DateTime;
    reason: Schema.Attribute.Text & Schema.Attribute.Required;
    targetId: Schema.Attribute.Integer & Schema.Attribute.Required;
    targetKind: Schema.Attribute.Enumeration<['stock', 'update']> & Schema.Attribute.Required;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    version: Schema.Attribute.Integer & Schema.Attribute.Required;
  };
}

export interface ApiAuditEntryAuditEntry extends Struct.CollectionTypeSchema {
  collectionName: 'audit_entries';
  info: {
    description: "Who created, changed, published, unpublished or deleted a regulated entry, or revealed or reviewed a client's KYC, or turned two-factor sign-in on or off, spent a recovery code or entered a wrong code, when, and which fields changed; recorded by the CMS, never edited or deleted";
    displayName: 'Audit trail';
    pluralName: 'audit-entries';
    singularName: 'audit-entry';
  };
  options: {
    draftAndPublish: false;
  };
  attributes: {
    action: Schema.Attribute.Enumeration<
      [
        'create',
        'update',
        'publish',
        'unpublish',
        'discardDraft',
        'delete',
        'reveal',
        'review',
        'mfaEnrol',
        'mfaDisable',
        'mfaRecoveryCode',
        'mfaFailure',
      ]
    > &
      Schema.Attribute.Required;
    at: Schema.Attribute.DateTime & Schema.Attribute.Required;
    changes: Schema.Attribute.JSON;
    contentType: Schema.Attribute.String & Schema.Attribute.Required;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    entryDocumentId: Schema.Attribute.String;
    entryTitle: Schema.Attribute.String;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::audit-entry.audit-entry'> & Schema.Attribute.Private;
    publishedAt: Schema.Attribute.DateTime;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    userEmail: Schema.Attribute.String;
    userId: Schema.Attribute.Integer;
    userName: Schema.Attribute.String;
    via: Schema.Attribute.Enumeration<['panel', 'api', 'system']> & Schema.Attribute.Required;
  };
}

export interface ApiCallPerformanceCallPerformance extends Struct.CollectionTypeSchema {
  collectionName: 'call_performances';
  info: {
    description: "A call's figures and chart track against one benchmark, computed when its prices, corporate actions or research change (read-only: the CMS writes them)";
    displayName: 'Call performance';
    pluralName: 'call-performances';
    singularName: 'call-performance';
  };
  options: {
    draftAndPublish: false;
  };
  pluginOptions: {
    'content-type-builder': {
      visible: false;
    };
  };
  attributes: {
    benchmark: Schema.Attribute.String & Schema.Attribute.Required;
    computedAt: Schema.Attribute.DateTime & Schema.Attribute.Required;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    figures: Schema.Attribute.JSON & Schema.Attribute.Required;
    isin: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 12;
      }>;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::call-performance.call-performance'> & Schema.Attribute.Private;
    publishedAt: Schema.Attribute.DateTime;
    stockId: Schema.Attribute.Integer & Schema.Attribute.Required;
    track: Schema.Attribute.JSON & Schema.Attribute.Required;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface ApiComplaintDataComplaintData extends Struct.CollectionTypeSchema {
  collectionName: 'complaint_data_months';
  info: {
    description: "A month's investor complaint data in SEBI's format (Investor Charter, Annexure B), prepared from the grievance tickets as a draft on the 1st; the compliance officer reviews and publishes it by the 7th";
    displayName: 'Complaint data';
    pluralName: 'complaint-data-sets';
    singularName: 'complaint-data';
  };
  options: {
    draftAndPublish: true;
  };
  attributes: {
    annualTrend: Schema.Attribute.Component<'complaints.trend-figures', true>;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    impersonation: Schema.Attribute.Integer &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMax<
        {
          min: 0;
        },
        number
      > &
      Schema.Attribute.DefaultTo<0>;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::complaint-data.complaint-data'> & Schema.Attribute.Private;
    month: Schema.Attribute.String & Schema.Attribute.Required & Schema.Attribute.Unique;
    monthlyRows: Schema.Attribute.Component<'complaints.month-figures', true>;
    monthlyTrend: Schema.Attribute.Component<'complaints.trend-figures', true>;
    preparedAt: Schema.Attribute.DateTime;
    publishedAt: Schema.Attribute.DateTime;
    reminderSentOn: Schema.Attribute.Date & Schema.Attribute.Private;
    title: Schema.Attribute.String & Schema.Attribute.Required;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface ApiComplianceSettingComplianceSetting extends Struct.SingleTypeSchema {
  collectionName: 'compliance_settings';
  info: {
    description: 'How strictly the CMS applies the advertisement code (in strict mode, marketing content with unverified claims cannot be published), and the analyst and disclosures a research call takes when its request leaves them out';
    displayName: 'Compliance settings';
    pluralName: 'compliance-settings';
    singularName: 'compliance-setting';
  };
  options: {
    draftAndPublish: false;
  };
  attributes: {
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    defaultAnalyst: Schema.Attribute.String;
    disclosureAiTools: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<false>;
    disclosureCompensation: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<false>;
    disclosureConflicts: Schema.Attribute.Text;
    disclosureFinancialInterest: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<false>;
    disclosureHoldings: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<false>;
    disclosureNote: Schema.Attribute.Text;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::compliance-setting.compliance-setting'> & Schema.Attribute.Private;
    publishedAt: Schema.Attribute.DateTime;
    strictAdCode: Schema.Attribute.Boolean & Schema.Attribute.Required & Schema.Attribute.DefaultTo<false>;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface ApiCorporateActionCorporateAction extends Struct.CollectionTypeSchema {
  collectionName: 'corporate_actions';
  info: {
    description: 'A split or bonus of one security (ISIN) from its ex-date: closes before it are adjusted by its factor (a 1:5 split = ratio from 1, to 5; a 1:1 bonus = from 1, to 1)';
    displayName: 'Corporate action';
    pluralName: 'corporate-actions';
    singularName: 'corporate-action';
  };
  options: {
    draftAndPublish: false;
  };
  attributes: {
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    exDate: Schema.Attribute.Date & Schema.Attribute.Required;
    isin: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 12;
      }>;
    kind: Schema.Attribute.Enumeration<['split', 'bonus']> & Schema.Attribute.Required;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::corporate-action.corporate-action'> & Schema.Attribute.Private;
    note: Schema.Attribute.Text;
    publishedAt: Schema.Attribute.DateTime;
    ratioFrom: Schema.Attribute.Integer &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMax<
        {
          min: 1;
        },
        number
      >;
    ratioTo: Schema.Attribute.Integer &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMax<
        {
          min: 1;
        },
        number
      >;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface ApiEscalationContactEscalationContact extends Struct.CollectionTypeSchema {
  collectionName: 'escalation_contacts';
  info: {
    description: 'A row of the grievance escalation matrix';
    displayName: 'Escalation contact';
    pluralName: 'escalation-contacts';
    singularName: 'escalation-contact';
  };
  options: {
    draftAndPublish: true;
  };
  attributes: {
    address: Schema.Attribute.Text & Schema.Attribute.Required;
    alternateEmail: Schema.Attribute.Email;
    contactPerson: Schema.Attribute.String & Schema.Attribute.Required;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    designation: Schema.Attribute.String & Schema.Attribute.Required;
    email: Schema.Attribute.Email & Schema.Attribute.Required;
    level: Schema.Attribute.Integer & Schema.Attribute.Required;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::escalation-contact.escalation-contact'> & Schema.Attribute.Private;
    phone: Schema.Attribute.String & Schema.Attribute.Required;
    publishedAt: Schema.Attribute.DateTime;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    workingHours: Schema.Attribute.String & Schema.Attribute.Required;
  };
}

export interface ApiExchangeExchange extends Struct.CollectionTypeSchema {
  collectionName: 'exchanges';
  info: {
    description: 'A stock exchange offered when adding a stock';
    displayName: 'Exchange';
    pluralName: 'exchanges';
    singularName: 'exchange';
  };
  options: {
    draftAndPublish: false;
  };
  attributes: {
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::exchange.exchange'> & Schema.Attribute.Private;
    name: Schema.Attribute.String & Schema.Attribute.Required & Schema.Attribute.Unique;
    publishedAt: Schema.Attribute.DateTime;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface ApiFaqFaq extends Struct.CollectionTypeSchema {
  collectionName: 'faqs';
  info: {
    description: 'A question and its answer';
    displayName: 'FAQ';
    pluralName: 'faqs';
    singularName: 'faq';
  };
  options: {
    draftAndPublish: true;
  };
  attributes: {
    answer: Schema.Attribute.RichText & Schema.Attribute.Required;
    category: Schema.Attribute.Enumeration<['general', 'pricing', 'landing']> &
      Schema.Attribute.Required &
      Schema.Attribute.DefaultTo<'general'>;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::faq.faq'> & Schema.Attribute.Private;
    position: Schema.Attribute.Integer & Schema.Attribute.DefaultTo<0>;
    publishedAt: Schema.Attribute.DateTime;
    question: Schema.Attribute.String & Schema.Attribute.Required;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface ApiFeatureFeature extends Struct.CollectionTypeSchema {
  collectionName: 'features';
  info: {
    description: 'A selling point, service or support promise';
    displayName: 'Feature';
    pluralName: 'features';
    singularName: 'feature';
  };
  options: {
    draftAndPublish: true;
  };
  attributes: {
    adCodeFlags: Schema.Attribute.Text;
    claimsVerified: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<false>;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    description: Schema.Attribute.Text & Schema.Attribute.Required;
    group: Schema.Attribute.Enumeration<['why-us', 'services', 'key', 'included', 'support']> & Schema.Attribute.Required;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::feature.feature'> & Schema.Attribute.Private;
    note: Schema.Attribute.String;
    position: Schema.Attribute.Integer & Schema.Attribute.DefaultTo<0>;
    publishedAt: Schema.Attribute.DateTime;
    title: Schema.Attribute.String & Schema.Attribute.Required;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    verificationReference: Schema.Attribute.String;
  };
}

export interface ApiGrievanceGrievance extends Struct.CollectionTypeSchema {
  collectionName: 'grievances';
  info: {
    description: "An investor's grievance: received, acknowledged, resolved within 21 calendar days; the month's complaint data is computed from these";
    displayName: 'Grievance ticket';
    pluralName: 'grievances';
    singularName: 'grievance';
  };
  options: {
    draftAndPublish: false;
  };
  attributes: {
    awaitingConfirmation: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<false>;
    channel: Schema.Attribute.Enumeration<['direct', 'scores', 'other']> & Schema.Attribute.Required & Schema.Attribute.DefaultTo<'direct'>;
    confirmedAt: Schema.Attribute.DateTime;
    confirmTokenHash: Schema.Attribute.String & Schema.Attribute.Private;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    dedupeKey: Schema.Attribute.String & Schema.Attribute.Private;
    email: Schema.Attribute.Email;
    history: Schema.Attribute.JSON;
    impersonation: Schema.Attribute.Boolean & Schema.Attribute.Required & Schema.Attribute.DefaultTo<false>;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::grievance.grievance'> & Schema.Attribute.Private;
    message: Schema.Attribute.Text;
    mobile: Schema.Attribute.String;
    name: Schema.Attribute.String;
    publishedAt: Schema.Attribute.DateTime;
    receivedAt: Schema.Attribute.DateTime & Schema.Attribute.Required;
    reference: Schema.Attribute.String & Schema.Attribute.Unique;
    remindedOn: Schema.Attribute.Date & Schema.Attribute.Private;
    resolutionNote: Schema.Attribute.Text;
    resolvedAt: Schema.Attribute.DateTime;
    serial: Schema.Attribute.Integer & Schema.Attribute.Private;
    ticketStatus: Schema.Attribute.Enumeration<['open', 'resolved', 'closed']> &
      Schema.Attribute.Required &
      Schema.Attribute.DefaultTo<'open'>;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface ApiGrowthChartGrowthChart extends Struct.SingleTypeSchema {
  collectionName: 'growth_charts';
  info: {
    description: 'Cumulative growth of the portfolio against a mid-cap index';
    displayName: 'Portfolio growth chart';
    pluralName: 'growth-charts';
    singularName: 'growth-chart';
  };
  options: {
    draftAndPublish: true;
  };
  attributes: {
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    indexLabel: Schema.Attribute.String & Schema.Attribute.Required;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::growth-chart.growth-chart'> & Schema.Attribute.Private;
    note: Schema.Attribute.Text;
    points: Schema.Attribute.Component<'charts.growth-point', true>;
    portfolioLabel: Schema.Attribute.String & Schema.Attribute.Required;
    publishedAt: Schema.Attribute.DateTime;
    title: Schema.Attribute.String & Schema.Attribute.Required;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface ApiIndexCloseIndexClose extends Struct.CollectionTypeSchema {
  collectionName: 'index_closes';
  info: {
    description: "One end-of-day close of one index (a plan's benchmark, e.g. Nifty 50) on one day";
    displayName: 'Index close';
    pluralName: 'index-closes';
    singularName: 'index-close';
  };
  options: {
    draftAndPublish: false;
  };
  pluginOptions: {
    'content-manager': {
      visible: false;
    };
    'content-type-builder': {
      visible: false;
    };
  };
  attributes: {
    close: Schema.Attribute.Decimal & Schema.Attribute.Required;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    date: Schema.Attribute.Date & Schema.Attribute.Required;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::index-close.index-close'> & Schema.Attribute.Private;
    name: Schema.Attribute.String & Schema.Attribute.Required;
    publishedAt: Schema.Attribute.DateTime;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface ApiKycKycRecord extends Struct.CollectionTypeSchema {
  collectionName: 'kyc_records';
  info: {
    description: "A fee-paying client's KYC: the PAN masked (its value and the date of birth are encrypted and never shown here), the holder type, the review state (Self-declared, KRA-registered, Verified, Rejected) and its review. An administrator reveals a PAN through the app (audited).";
    displayName: 'KYC record';
    pluralName: 'kyc-records';
    singularName: 'kyc-record';
  };
  options: {
    draftAndPublish: false;
  };
  attributes: {
    address: Schema.Attribute.Text &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 300;
      }>;
    consentAt: Schema.Attribute.DateTime;
    coveredByIndividualRules: Schema.Attribute.Boolean & Schema.Attribute.Required & Schema.Attribute.DefaultTo<true>;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    dateOfBirthEncrypted: Schema.Attribute.Text &
      Schema.Attribute.Private &
      Schema.Attribute.SetPluginOptions<{
        'content-manager': {
          visible: false;
        };
      }>;
    holderType: Schema.Attribute.String & Schema.Attribute.Required;
    kraAnswer: Schema.Attribute.JSON &
      Schema.Attribute.Private &
      Schema.Attribute.SetPluginOptions<{
        'content-manager': {
          visible: false;
        };
      }>;
    kraCheckedAt: Schema.Attribute.DateTime;
    kraStatus: Schema.Attribute.String;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::kyc.kyc-record'> & Schema.Attribute.Private;
    nameOnPan: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 100;
      }>;
    panEncrypted: Schema.Attribute.Text &
      Schema.Attribute.Private &
      Schema.Attribute.SetPluginOptions<{
        'content-manager': {
          visible: false;
        };
      }>;
    panLookup: Schema.Attribute.String &
      Schema.Attribute.Private &
      Schema.Attribute.SetPluginOptions<{
        'content-manager': {
          visible: false;
        };
      }>;
    panMasked: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 10;
      }>;
    publishedAt: Schema.Attribute.DateTime;
    reviewedAt: Schema.Attribute.DateTime;
    reviewedBy: Schema.Attribute.String;
    reviewNote: Schema.Attribute.Text &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 500;
      }>;
    reviewState: Schema.Attribute.Enumeration<['self-declared', 'kra-registered', 'verified', 'rejected']> &
      Schema.Attribute.Required &
      Schema.Attribute.DefaultTo<'self-declared'>;
    state: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 2;
      }>;
    submittedAt: Schema.Attribute.DateTime & Schema.Attribute.Required;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    userId: Schema.Attribute.Integer & Schema.Attribute.Required & Schema.Attribute.Unique;
  };
}

export interface ApiLeadFormLeadForm extends Struct.SingleTypeSchema {
  collectionName: 'lead_forms';
  info: {
    description: "The welcome questionnaire's questions and options, the contact form's 'What are you looking for?' options and the consent notice under every lead form";
    displayName: 'Lead forms';
    pluralName: 'lead-forms';
    singularName: 'lead-form';
  };
  options: {
    draftAndPublish: true;
  };
  attributes: {
    consentPageHref: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 255;
      }>;
    consentPageLabel: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 60;
      }>;
    consentText: Schema.Attribute.Text &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 600;
      }>;
    contactLevels: Schema.Attribute.Component<'lead-forms.option', true> &
      Schema.Attribute.SetMinMax<
        {
          max: 10;
          min: 1;
        },
        number
      >;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::lead-form.lead-form'> & Schema.Attribute.Private;
    publishedAt: Schema.Attribute.DateTime;
    questions: Schema.Attribute.Component<'lead-forms.question', true> &
      Schema.Attribute.SetMinMax<
        {
          max: 3;
          min: 3;
        },
        number
      >;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface ApiLeadOutboxLeadOutbox extends Struct.CollectionTypeSchema {
  collectionName: 'lead_outbox';
  info: {
    description: 'Deliveries of stored leads (firm mail, webhook, email marketing) and of payment receipts, still to make or made: retried until they succeed';
    displayName: 'Lead outbox';
    pluralName: 'lead-outboxes';
    singularName: 'lead-outbox';
  };
  options: {
    draftAndPublish: false;
  };
  pluginOptions: {
    'content-manager': {
      visible: false;
    };
    'content-type-builder': {
      visible: false;
    };
  };
  attributes: {
    attempts: Schema.Attribute.Integer & Schema.Attribute.DefaultTo<0>;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    deliveredAt: Schema.Attribute.DateTime;
    destination: Schema.Attribute.String & Schema.Attribute.Required;
    eventId: Schema.Attribute.String & Schema.Attribute.Required;
    gaveUpAt: Schema.Attribute.DateTime;
    lastError: Schema.Attribute.Text;
    leadId: Schema.Attribute.Integer & Schema.Attribute.Required;
    leadUid: Schema.Attribute.String & Schema.Attribute.Required;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::lead-outbox.lead-outbox'> & Schema.Attribute.Private;
    lockedUntil: Schema.Attribute.DateTime;
    nextAttemptAt: Schema.Attribute.DateTime & Schema.Attribute.Required;
    payload: Schema.Attribute.JSON & Schema.Attribute.Private;
    publishedAt: Schema.Attribute.DateTime;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface ApiLeadLead extends Struct.CollectionTypeSchema {
  collectionName: 'leads';
  info: {
    description: 'A contact, grievance, signup or subscription request left on the site';
    displayName: 'Lead';
    pluralName: 'leads';
    singularName: 'lead';
  };
  options: {
    draftAndPublish: false;
  };
  attributes: {
    consentVersion: Schema.Attribute.String;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    dedupeKey: Schema.Attribute.String & Schema.Attribute.Private;
    email: Schema.Attribute.String;
    level: Schema.Attribute.String;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::lead.lead'> & Schema.Attribute.Private;
    mobile: Schema.Attribute.String;
    name: Schema.Attribute.String;
    otherQuery: Schema.Attribute.Text;
    page: Schema.Attribute.String;
    publishedAt: Schema.Attribute.DateTime;
    referrer: Schema.Attribute.Text;
    source: Schema.Attribute.String;
    submittedAt: Schema.Attribute.DateTime;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    utm_campaign: Schema.Attribute.String;
    utm_content: Schema.Attribute.String;
    utm_medium: Schema.Attribute.String;
    utm_source: Schema.Attribute.String;
    utm_term: Schema.Attribute.String;
  };
}

export interface ApiMailPreferenceMailSuppression extends Struct.CollectionTypeSchema {
  collectionName: 'mail_suppressions';
  info: {
    description: 'Addresses no alert is sent to: a hard bounce at send time (smtp), a delivery report (dsn), a complaint, or an administrator. Delete an entry to mail the address again.';
    displayName: 'Mail suppression';
    pluralName: 'mail-suppressions';
    singularName: 'mail-suppression';
  };
  options: {
    draftAndPublish: false;
  };
  attributes: {
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    email: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.Unique &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 254;
      }>;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::mail-preference.mail-suppression'> & Schema.Attribute.Private;
    publishedAt: Schema.Attribute.DateTime;
    reason: Schema.Attribute.Text &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 1000;
      }>;
    source: Schema.Attribute.Enumeration<['smtp', 'dsn', 'complaint', 'admin']> &
      Schema.Attribute.Required &
      Schema.Attribute.DefaultTo<'admin'>;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface ApiNavigationNavigation extends Struct.SingleTypeSchema {
  collectionName: 'navigations';
  info: {
    description: "The header's menu and the footer's link list: add a page (e.g. MITC, privacy) without a deploy";
    displayName: 'Navigation';
    pluralName: 'navigations';
    singularName: 'navigation';
  };
  options: {
    draftAndPublish: true;
  };
  attributes: {
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    footerLinks: Schema.Attribute.Component<'shared.nav-link', true>;
    footerTitle: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 60;
      }>;
    headerLinks: Schema.Attribute.Component<'shared.nav-link', true>;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::navigation.navigation'> & Schema.Attribute.Private;
    publishedAt: Schema.Attribute.DateTime;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface ApiNewsletterSubscriberNewsletterSubscriber extends Struct.CollectionTypeSchema {
  collectionName: 'newsletter_subscribers';
  info: {
    description: 'A visitor who asked for the Monday newsletter on the newsletter landing';
    displayName: 'Newsletter subscriber';
    pluralName: 'newsletter-subscribers';
    singularName: 'newsletter-subscriber';
  };
  options: {
    draftAndPublish: false;
  };
  attributes: {
    consentVersion: Schema.Attribute.String;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    dedupeKey: Schema.Attribute.String & Schema.Attribute.Private;
    email: Schema.Attribute.String;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::newsletter-subscriber.newsletter-subscriber'> & Schema.Attribute.Private;
    name: Schema.Attribute.String;
    page: Schema.Attribute.String;
    publishedAt: Schema.Attribute.DateTime;
    referrer: Schema.Attribute.Text;
    submittedAt: Schema.Attribute.DateTime;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    utm_campaign: Schema.Attribute.String;
    utm_content: Schema.Attribute.String;
    utm_medium: Schema.Attribute.String;
    utm_source: Schema.Attribute.String;
    utm_term: Schema.Attribute.String;
  };
}

export interface ApiOrderCancellationRequest extends Struct.CollectionTypeSchema {
  collectionName: 'cancellation_requests';
  info: {
    description: "A subscriber's written request to cancel (the terms' 10 days' notice), with the refund quoted when made: open until withdrawn or acted on by an administrator's cancel";
    displayName: 'Cancellation request';
    pluralName: 'cancellation-requests';
    singularName: 'cancellation-request';
  };
  options: {
    draftAndPublish: false;
  };
  attributes: {
    closedAt: Schema.Attribute.DateTime;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::order.cancellation-request'> & Schema.Attribute.Private;
    openFor: Schema.Attribute.Integer & Schema.Attribute.Unique;
    publishedAt: Schema.Attribute.DateTime;
    quotedRefund: Schema.Attribute.Integer & Schema.Attribute.Required;
    requestedAt: Schema.Attribute.DateTime & Schema.Attribute.Required;
    status: Schema.Attribute.Enumeration<['open', 'withdrawn', 'acted']> & Schema.Attribute.Required & Schema.Attribute.DefaultTo<'open'>;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    user: Schema.Attribute.Relation<'manyToOne', 'plugin::users-permissions.user'>;
  };
}

export interface ApiOrderOrder extends Struct.CollectionTypeSchema {
  collectionName: 'orders';
  info: {
    description: 'A checkout the server created with Razorpay, its payment once verified (the period it pays for, its invoice number) and its refund (amounts in paise)';
    displayName: 'Order';
    pluralName: 'orders';
    singularName: 'order';
  };
  options: {
    draftAndPublish: false;
  };
  attributes: {
    amount: Schema.Attribute.Integer & Schema.Attribute.Required;
    clientIp: Schema.Attribute.String;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    currency: Schema.Attribute.String & Schema.Attribute.DefaultTo<'INR'>;
    gstin: Schema.Attribute.String;
    invoiceNumber: Schema.Attribute.Integer & Schema.Attribute.Unique;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::order.order'> & Schema.Attribute.Private;
    paidAt: Schema.Attribute.DateTime;
    paymentStatus: Schema.Attribute.Enumeration<['created', 'paid', 'failed', 'partially_refunded', 'refunded']> &
      Schema.Attribute.DefaultTo<'created'>;
    periodEnd: Schema.Attribute.Date;
    periodStart: Schema.Attribute.Date;
    placeOfSupply: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 2;
      }>;
    plan: Schema.Attribute.String;
    planRef: Schema.Attribute.Relation<'manyToOne', 'api::plan.plan'>;
    publishedAt: Schema.Attribute.DateTime;
    razorpay_id: Schema.Attribute.String;
    razorpay_order_id: Schema.Attribute.String & Schema.Attribute.Unique;
    razorpay_payment_id: Schema.Attribute.String;
    razorpay_refund_id: Schema.Attribute.String;
    refundAmount: Schema.Attribute.Integer;
    refundedAt: Schema.Attribute.DateTime;
    termsAcceptedAt: Schema.Attribute.DateTime;
    termsVersion: Schema.Attribute.String;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    user: Schema.Attribute.Relation<'manyToOne', 'plugin::users-permissions.user'>;
  };
}

export interface ApiOrderRazorpayEvent extends Struct.CollectionTypeSchema {
  collectionName: 'razorpay_events';
  info: {
    description: 'A Razorpay webhook delivery already handled (x-razorpay-event-id): a redelivery changes nothing';
    displayName: 'Razorpay event';
    pluralName: 'razorpay-events';
    singularName: 'razorpay-event';
  };
  options: {
    draftAndPublish: false;
  };
  attributes: {
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    event: Schema.Attribute.String;
    eventId: Schema.Attribute.String & Schema.Attribute.Required & Schema.Attribute.Unique;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::order.razorpay-event'> & Schema.Attribute.Private;
    publishedAt: Schema.Attribute.DateTime;
    razorpay_order_id: Schema.Attribute.String;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface ApiPagePage extends Struct.CollectionTypeSchema {
  collectionName: 'pages';
  info: {
    description: 'A public page made of sections; slug "home" is /';
    displayName: 'Page';
    pluralName: 'pages';
    singularName: 'page';
  };
  options: {
    draftAndPublish: true;
  };
  attributes: {
    adCodeFlags: Schema.Attribute.Text;
    claimsVerified: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<false>;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    description: Schema.Attribute.Text & Schema.Attribute.Required;
    layout: Schema.Attribute.Enumeration<['standard', 'bare']> & Schema.Attribute.Required & Schema.Attribute.DefaultTo<'standard'>;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::page.page'> & Schema.Attribute.Private;
    publishedAt: Schema.Attribute.DateTime;
    sections: Schema.Attribute.DynamicZone<
      [
        'sections.hero',
        'sections.rich-text',
        'sections.stats',
        'sections.features',
        'sections.testimonials',
        'sections.faq-list',
        'sections.sample-stocks',
        'sections.stock-chart',
        'sections.growth-chart',
        'sections.pricing-table',
        'sections.lead-form',
        'sections.highlight',
        'sections.call-to-action',
        'sections.free-report',
        'sections.contact-details',
        'sections.escalation-matrix',
        'sections.complaint-data',
        'sections.questionnaire',
        'sections.disclaimer-footer',
      ]
    >;
    slug: Schema.Attribute.UID & Schema.Attribute.Required;
    stickyCta: Schema.Attribute.Component<'shared.sticky-cta', false>;
    title: Schema.Attribute.String & Schema.Attribute.Required;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    verificationReference: Schema.Attribute.String;
  };
}

export interface ApiPersonalTradePersonalTrade extends Struct.CollectionTypeSchema {
  collectionName: 'personal_trades';
  info: {
    description: 'Trades the research analysts, their associates and relatives declare in a stock (compliance staff record them): a call with a financial interest in a stock cannot be published while its personal-trading blackout is open';
    displayName: "Analysts' declared trades";
    pluralName: 'personal-trades';
    singularName: 'personal-trade';
  };
  options: {
    draftAndPublish: false;
  };
  attributes: {
    analyst: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 200;
      }>;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::personal-trade.personal-trade'> & Schema.Attribute.Private;
    note: Schema.Attribute.Text &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 2000;
      }>;
    publishedAt: Schema.Attribute.DateTime;
    quantity: Schema.Attribute.Integer &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMax<
        {
          min: 1;
        },
        number
      >;
    side: Schema.Attribute.Enumeration<['Buy', 'Sell']> & Schema.Attribute.Required;
    stockCode: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 50;
      }>;
    tradeDate: Schema.Attribute.Date & Schema.Attribute.Required;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface ApiPlanPlan extends Struct.CollectionTypeSchema {
  collectionName: 'plans';
  info: {
    description: 'A subscription plan: pricing page, landing pages and account area';
    displayName: 'Plan';
    pluralName: 'plans';
    singularName: 'plan';
  };
  options: {
    draftAndPublish: true;
  };
  attributes: {
    adCodeFlags: Schema.Attribute.Text;
    audience: Schema.Attribute.Enumeration<['pricing', 'landing', 'account']> &
      Schema.Attribute.Required &
      Schema.Attribute.DefaultTo<'pricing'>;
    benchmark: Schema.Attribute.String & Schema.Attribute.DefaultTo<'Nifty 50'>;
    claimsVerified: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<false>;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    features: Schema.Attribute.Component<'shared.plan-feature', true>;
    instalmentAmount: Schema.Attribute.Integer &
      Schema.Attribute.SetMinMax<
        {
          min: 1;
        },
        number
      >;
    instalmentText: Schema.Attribute.String;
    isDefault: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<false>;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::plan.plan'> & Schema.Attribute.Private;
    months: Schema.Attribute.Integer & Schema.Attribute.Required;
    name: Schema.Attribute.String & Schema.Attribute.Required;
    paymentLink: Schema.Attribute.String;
    position: Schema.Attribute.Integer & Schema.Attribute.DefaultTo<0>;
    price: Schema.Attribute.Integer & Schema.Attribute.Required;
    publishedAt: Schema.Attribute.DateTime;
    stocks: Schema.Attribute.Integer & Schema.Attribute.Required;
    strikePrice: Schema.Attribute.Integer;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    verificationReference: Schema.Attribute.String;
  };
}

export interface ApiPriceClosePriceClose extends Struct.CollectionTypeSchema {
  collectionName: 'price_closes';
  info: {
    description: "One end-of-day close of one security (ISIN) on one day, from the exchanges' bhavcopies: NSE's close when NSE has the day, else BSE's";
    displayName: 'Price close';
    pluralName: 'price-closes';
    singularName: 'price-close';
  };
  options: {
    draftAndPublish: false;
  };
  pluginOptions: {
    'content-manager': {
      visible: false;
    };
    'content-type-builder': {
      visible: false;
    };
  };
  attributes: {
    close: Schema.Attribute.Decimal & Schema.Attribute.Required;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    date: Schema.Attribute.Date & Schema.Attribute.Required;
    exchange: Schema.Attribute.Enumeration<['NSE', 'BSE']> & Schema.Attribute.Required;
    isin: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 12;
      }>;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::price-close.price-close'> & Schema.Attribute.Private;
    publishedAt: Schema.Attribute.DateTime;
    symbol: Schema.Attribute.String & Schema.Attribute.Required;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface ApiQuestionnaireAnswerQuestionnaireAnswer extends Struct.CollectionTypeSchema {
  collectionName: 'questionnaire_answers';
  info: {
    description: "A visitor's answers to the /welcome questionnaire (the values of the questions' options in Lead forms); newsletter: the newsletter flavour";
    displayName: 'Questionnaire answer';
    pluralName: 'questionnaire-answers';
    singularName: 'questionnaire-answer';
  };
  options: {
    draftAndPublish: false;
  };
  attributes: {
    budget: Schema.Attribute.String;
    consentVersion: Schema.Attribute.String;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    dedupeKey: Schema.Attribute.String & Schema.Attribute.Private;
    email: Schema.Attribute.String;
    investment: Schema.Attribute.String;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::questionnaire-answer.questionnaire-answer'> & Schema.Attribute.Private;
    name: Schema.Attribute.String;
    newsletter: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<false>;
    page: Schema.Attribute.String;
    phone: Schema.Attribute.String;
    publishedAt: Schema.Attribute.DateTime;
    referrer: Schema.Attribute.Text;
    strategy: Schema.Attribute.String;
    submittedAt: Schema.Attribute.DateTime;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    utm_campaign: Schema.Attribute.String;
    utm_content: Schema.Attribute.String;
    utm_medium: Schema.Attribute.String;
    utm_source: Schema.Attribute.String;
    utm_term: Schema.Attribute.String;
  };
}

export interface ApiReminderReminder extends Struct.CollectionTypeSchema {
  collectionName: 'reminders';
  info: {
    description: 'Renewal reminders queued for subscribers (an instalment falling due, a plan ending): one row per subscription, milestone and due day, so each is sent once';
    displayName: 'Reminder';
    pluralName: 'reminders';
    singularName: 'reminder';
  };
  options: {
    draftAndPublish: false;
  };
  pluginOptions: {
    'content-manager': {
      visible: false;
    };
    'content-type-builder': {
      visible: false;
    };
  };
  attributes: {
    amount: Schema.Attribute.Integer;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    dueDay: Schema.Attribute.Date & Schema.Attribute.Required;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::reminder.reminder'> & Schema.Attribute.Private;
    milestone: Schema.Attribute.String & Schema.Attribute.Required;
    publishedAt: Schema.Attribute.DateTime;
    skippedAt: Schema.Attribute.DateTime;
    skipReason: Schema.Attribute.String;
    subscriptionId: Schema.Attribute.Integer & Schema.Attribute.Required;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    userId: Schema.Attribute.Integer & Schema.Attribute.Required;
  };
}

export interface ApiReportDownloadReportDownload extends Struct.CollectionTypeSchema {
  collectionName: 'report_downloads';
  info: {
    description: 'One stamped copy of a report handed out: who took it, from where, and the download id printed in it';
    displayName: 'Report download';
    pluralName: 'report-downloads';
    singularName: 'report-download';
  };
  options: {
    draftAndPublish: false;
  };
  attributes: {
    at: Schema.Attribute.DateTime & Schema.Attribute.Required;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    downloadId: Schema.Attribute.String & Schema.Attribute.Required & Schema.Attribute.Unique;
    email: Schema.Attribute.String;
    ip: Schema.Attribute.String;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::report-download.report-download'> & Schema.Attribute.Private;
    publishedAt: Schema.Attribute.DateTime;
    report: Schema.Attribute.Relation<'manyToOne', 'api::report.report'>;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    user: Schema.Attribute.Relation<'manyToOne', 'plugin::users-permissions.user'>;
  };
}

export interface ApiReportReport extends Struct.CollectionTypeSchema {
  collectionName: 'reports';
  info: {
    description: 'A private PDF research report (POST /api/Reports); its bytes live in the report_files table and are only ever served stamped for the reader';
    displayName: 'Report';
    pluralName: 'reports';
    singularName: 'report';
  };
  options: {
    draftAndPublish: false;
  };
  attributes: {
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    filename: Schema.Attribute.String & Schema.Attribute.Required;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::report.report'> & Schema.Attribute.Private;
    pages: Schema.Attribute.Integer & Schema.Attribute.Required;
    publishedAt: Schema.Attribute.DateTime;
    sha256: Schema.Attribute.String & Schema.Attribute.Required;
    size: Schema.Attribute.Integer & Schema.Attribute.Required;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    uploadedBy: Schema.Attribute.Relation<'manyToOne', 'plugin::users-permissions.user'>;
  };
}

export interface ApiResearchRegisterResearchRegister extends Struct.CollectionTypeSchema {
  collectionName: 'research_register';
  info: {
    description: "Every call, update and amendment as published: hash-chained and signed with the firm's key; written once by the CMS, never edited or deleted";
    displayName: 'Research register';
    pluralName: 'research-registers';
    singularName: 'research-register';
  };
  options: {
    draftAndPublish: false;
  };
  attributes: {
    audience: Schema.Attribute.Integer & Schema.Attribute.Required;
    content: Schema.Attribute.Text & Schema.Attribute.Required;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    hash: Schema.Attribute.String & Schema.Attribute.Required;
    kind: Schema.Attribute.Enumeration<['call', 'update', 'amendment']> & Schema.Attribute.Required;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::research-register.research-register'> & Schema.Attribute.Private;
    prevHash: Schema.Attribute.String & Schema.Attribute.Required;
    publishedAt: Schema.Attribute.DateTime;
    publishedBy: Schema.Attribute.String & Schema.Attribute.Required;
    recordedAt: Schema.Attribute.String & Schema.Attribute.Required;
    refId: Schema.Attribute.Integer & Schema.Attribute.Required;
    reportSha256: Schema.Attribute.String;
    seq: Schema.Attribute.Integer & Schema.Attribute.Required;
    signature: Schema.Attribute.Text & Schema.Attribute.Required;
    stockId: Schema.Attribute.Integer & Schema.Attribute.Required;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface ApiSampleStockSampleStock extends Struct.CollectionTypeSchema {
  collectionName: 'sample_stocks';
  info: {
    description: 'A past winning stock shown for illustration';
    displayName: 'Sample stock';
    pluralName: 'sample-stocks';
    singularName: 'sample-stock';
  };
  options: {
    draftAndPublish: true;
  };
  attributes: {
    chartImage: Schema.Attribute.Media<'images'>;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::sample-stock.sample-stock'> & Schema.Attribute.Private;
    logo: Schema.Attribute.Media<'images'>;
    name: Schema.Attribute.String & Schema.Attribute.Required;
    position: Schema.Attribute.Integer & Schema.Attribute.DefaultTo<0>;
    publishedAt: Schema.Attribute.DateTime;
    returnPercent: Schema.Attribute.Decimal & Schema.Attribute.Required;
    slug: Schema.Attribute.UID<'name'> & Schema.Attribute.Required;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface ApiSecuritySecurity extends Struct.CollectionTypeSchema {
  collectionName: 'securities';
  info: {
    description: 'A listed security as the latest imported bhavcopy names it: its ISIN, NSE symbol and BSE scrip code (how a call with only an NSE or BSE code finds its ISIN)';
    displayName: 'Security';
    pluralName: 'securities';
    singularName: 'security';
  };
  options: {
    draftAndPublish: false;
  };
  pluginOptions: {
    'content-manager': {
      visible: false;
    };
    'content-type-builder': {
      visible: false;
    };
  };
  attributes: {
    bseCode: Schema.Attribute.String;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    isin: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.Unique &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 12;
      }>;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::security.security'> & Schema.Attribute.Private;
    name: Schema.Attribute.String;
    nseSymbol: Schema.Attribute.String;
    publishedAt: Schema.Attribute.DateTime;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface ApiSiteSettingSiteSetting extends Struct.SingleTypeSchema {
  collectionName: 'site_settings';
  info: {
    description: "The firm's identity, contact details and regulatory numbers, shown in the header, footer and contact pages; 'address' is the correspondence (contact) address. CMS texts name these fields as {field} placeholders";
    displayName: 'Site settings';
    pluralName: 'site-settings';
    singularName: 'site-setting';
  };
  options: {
    draftAndPublish: true;
  };
  attributes: {
    adCodeFlags: Schema.Attribute.Text;
    address: Schema.Attribute.Text & Schema.Attribute.Required;
    bseEnlistmentNumber: Schema.Attribute.String & Schema.Attribute.Required;
    cin: Schema.Attribute.String;
    claimsVerified: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<false>;
    complianceOfficerEmail: Schema.Attribute.Email;
    complianceOfficerName: Schema.Attribute.String;
    complianceOfficerPhone: Schema.Attribute.String;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    emails: Schema.Attribute.Component<'shared.labelled-value', true>;
    firmName: Schema.Attribute.String & Schema.Attribute.Required;
    footerDisclaimer: Schema.Attribute.Text & Schema.Attribute.Required;
    grievanceOfficerEmail: Schema.Attribute.Email;
    grievanceOfficerName: Schema.Attribute.String;
    grievanceOfficerPhone: Schema.Attribute.String;
    gstin: Schema.Attribute.String;
    illustrationNote: Schema.Attribute.Text & Schema.Attribute.Required;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::site-setting.site-setting'> & Schema.Attribute.Private;
    logo: Schema.Attribute.Media<'images'>;
    officeHours: Schema.Attribute.String & Schema.Attribute.Required;
    phones: Schema.Attribute.Component<'shared.labelled-value', true>;
    principalOfficerEmail: Schema.Attribute.Email;
    principalOfficerName: Schema.Attribute.String;
    principalOfficerPhone: Schema.Attribute.String;
    publishedAt: Schema.Attribute.DateTime;
    registeredAddress: Schema.Attribute.Text;
    registeredName: Schema.Attribute.String;
    registrationType: Schema.Attribute.String;
    registrationValidity: Schema.Attribute.String;
    riskWarning: Schema.Attribute.Text & Schema.Attribute.Required;
    sampleReport: Schema.Attribute.Media<'files' | 'images'>;
    sampleReportUrl: Schema.Attribute.String;
    scoresUrl: Schema.Attribute.String;
    sebiOfficeAddress: Schema.Attribute.Text;
    sebiRegistrationNumber: Schema.Attribute.String & Schema.Attribute.Required;
    siteUrl: Schema.Attribute.String & Schema.Attribute.Required;
    smartOdrUrl: Schema.Attribute.String;
    socialLinks: Schema.Attribute.Component<'shared.social-link', true>;
    supportEmail: Schema.Attribute.Email & Schema.Attribute.Required;
    tagline: Schema.Attribute.String;
    trackingPixelId: Schema.Attribute.String;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    verificationReference: Schema.Attribute.String;
    whatsappNumber: Schema.Attribute.String & Schema.Attribute.Required;
  };
}

export interface ApiStockSeriesStockSeries extends Struct.CollectionTypeSchema {
  collectionName: 'stock_series_list';
  info: {
    description: 'Date/High points of a sample stock for the home page chart';
    displayName: 'Stock sample series';
    pluralName: 'stock-series-list';
    singularName: 'stock-series';
  };
  options: {
    draftAndPublish: true;
  };
  attributes: {
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::stock-series.stock-series'> & Schema.Attribute.Private;
    name: Schema.Attribute.String & Schema.Attribute.Required;
    points: Schema.Attribute.Component<'charts.point', true>;
    position: Schema.Attribute.Integer & Schema.Attribute.DefaultTo<0>;
    publishedAt: Schema.Attribute.DateTime;
    slug: Schema.Attribute.UID<'name'> & Schema.Attribute.Required;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface ApiStockUpdateStockUpdate extends Struct.CollectionTypeSchema {
  collectionName: 'stock_updates';
  info: {
    description: 'A buy/sell/hold update on a recommended stock';
    displayName: 'Stock update';
    pluralName: 'stock-updates';
    singularName: 'stock-update';
  };
  options: {
    draftAndPublish: false;
  };
  attributes: {
    action: Schema.Attribute.Enumeration<['Buy', 'Hold', 'Sell', 'Exit']>;
    analyst: Schema.Attribute.String;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    description: Schema.Attribute.Text;
    disclosures: Schema.Attribute.JSON;
    entryHigh: Schema.Attribute.Decimal;
    entryLow: Schema.Attribute.Decimal;
    horizonMonths: Schema.Attribute.Integer;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::stock-update.stock-update'> & Schema.Attribute.Private;
    publishedAt: Schema.Attribute.DateTime;
    rationale: Schema.Attribute.RichText;
    report_link: Schema.Attribute.Text;
    reportId: Schema.Attribute.Integer;
    stock: Schema.Attribute.Relation<'manyToOne', 'api::stock.stock'>;
    stopLoss: Schema.Attribute.Decimal;
    target: Schema.Attribute.Decimal;
    type: Schema.Attribute.String & Schema.Attribute.Required;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface ApiStockStock extends Struct.CollectionTypeSchema {
  collectionName: 'stocks';
  info: {
    description: 'A recommended stock (admin area); subscribers see the ones their plan entitles them to';
    displayName: 'Stock';
    pluralName: 'stocks';
    singularName: 'stock';
  };
  options: {
    draftAndPublish: false;
  };
  attributes: {
    action: Schema.Attribute.Enumeration<['Buy', 'Hold', 'Sell', 'Exit']>;
    analyst: Schema.Attribute.String;
    bseCode: Schema.Attribute.String;
    buy_date: Schema.Attribute.Date;
    code: Schema.Attribute.String & Schema.Attribute.Required;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    description: Schema.Attribute.Text & Schema.Attribute.Required;
    disclosures: Schema.Attribute.JSON;
    entryHigh: Schema.Attribute.Decimal;
    entryLow: Schema.Attribute.Decimal;
    exchange: Schema.Attribute.String;
    horizonMonths: Schema.Attribute.Integer;
    isin: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 12;
      }>;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::stock.stock'> & Schema.Attribute.Private;
    name: Schema.Attribute.String & Schema.Attribute.Required;
    nseCode: Schema.Attribute.String;
    percentage: Schema.Attribute.Decimal;
    publishedAt: Schema.Attribute.DateTime;
    quantity: Schema.Attribute.Decimal;
    rationale: Schema.Attribute.RichText;
    reportId: Schema.Attribute.Integer;
    reportLink: Schema.Attribute.Text;
    sell_date: Schema.Attribute.Date;
    stopLoss: Schema.Attribute.Decimal;
    target: Schema.Attribute.Decimal;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    updates: Schema.Attribute.Relation<'oneToMany', 'api::stock-update.stock-update'>;
  };
}

export interface ApiSubscriptionSubscription extends Struct.CollectionTypeSchema {
  collectionName: 'subscriptions';
  info: {
    description: "A user's plan, its start date, the day its paid instalments run to (empty: set by an administrator for the whole plan) and its cancellation";
    displayName: 'Subscription';
    pluralName: 'subscriptions';
    singularName: 'subscription';
  };
  options: {
    draftAndPublish: false;
  };
  attributes: {
    cancelledAt: Schema.Attribute.DateTime;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    date: Schema.Attribute.Date & Schema.Attribute.Required;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::subscription.subscription'> & Schema.Attribute.Private;
    paidThrough: Schema.Attribute.Date;
    plan: Schema.Attribute.Relation<'manyToOne', 'api::plan.plan'>;
    publishedAt: Schema.Attribute.DateTime;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    user: Schema.Attribute.Relation<'oneToOne', 'plugin::users-permissions.user'>;
  };
}

export interface ApiTestimonialTestimonial extends Struct.CollectionTypeSchema {
  collectionName: 'testimonials';
  info: {
    description: "A subscriber's words; line breaks are kept, HTML is not";
    displayName: 'Testimonial';
    pluralName: 'testimonials';
    singularName: 'testimonial';
  };
  options: {
    draftAndPublish: true;
  };
  attributes: {
    adCodeFlags: Schema.Attribute.Text;
    claimsVerified: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<false>;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    description: Schema.Attribute.Text & Schema.Attribute.Required;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::testimonial.testimonial'> & Schema.Attribute.Private;
    location: Schema.Attribute.String;
    name: Schema.Attribute.String & Schema.Attribute.Required;
    position: Schema.Attribute.Integer & Schema.Attribute.DefaultTo<0>;
    publishedAt: Schema.Attribute.DateTime;
    slug: Schema.Attribute.String;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    verificationReference: Schema.Attribute.String;
  };
}

export interface ApiUpdateTypeUpdateType extends Struct.CollectionTypeSchema {
  collectionName: 'update_types';
  info: {
    description: 'An action offered for stock updates (Buy, Sell, Hold\u2026)';
    displayName: 'Update type';
    pluralName: 'update-types';
    singularName: 'update-type';
  };
  options: {
    draftAndPublish: false;
  };
  attributes: {
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::update-type.update-type'> & Schema.Attribute.Private;
    publishedAt: Schema.Attribute.DateTime;
    text: Schema.Attribute.String & Schema.Attribute.Required & Schema.Attribute.Unique;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface ApiWhatsappLeadWhatsappLead extends Struct.CollectionTypeSchema {
  collectionName: 'whatsapp_leads';
  info: {
    description: 'A request to join the WhatsApp community, left on the returns landing page';
    displayName: 'Returns/WhatsApp lead';
    pluralName: 'whatsapp-leads';
    singularName: 'whatsapp-lead';
  };
  options: {
    draftAndPublish: false;
  };
  attributes: {
    consentVersion: Schema.Attribute.String;
    country: Schema.Attribute.String;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    dedupeKey: Schema.Attribute.String & Schema.Attribute.Private;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::whatsapp-lead.whatsapp-lead'> & Schema.Attribute.Private;
    name: Schema.Attribute.String;
    page: Schema.Attribute.String;
    phone: Schema.Attribute.String;
    publishedAt: Schema.Attribute.DateTime;
    referrer: Schema.Attribute.Text;
    submittedAt: Schema.Attribute.DateTime;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    utm_campaign: Schema.Attribute.String;
    utm_content: Schema.Attribute.String;
    utm_medium: Schema.Attribute.String;
    utm_source: Schema.Attribute.String;
    utm_term: Schema.Attribute.String;
  };
}

export interface PluginContentReleasesRelease extends Struct.CollectionTypeSchema {
  collectionName: 'strapi_releases';
  info: {
    displayName: 'Release';
    pluralName: 'releases';
    singularName: 'release';
  };
  options: {
    draftAndPublish: false;
  };
  pluginOptions: {
    'content-manager': {
      visible: false;
    };
    'content-type-builder': {
      visible: false;
    };
  };
  attributes: {
    actions: Schema.Attribute.Relation<'oneToMany', 'plugin::content-releases.release-action'>;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'plugin::content-releases.release'> & Schema.Attribute.Private;
    name: Schema.Attribute.String & Schema.Attribute.Required;
    publishedAt: Schema.Attribute.DateTime;
    releasedAt: Schema.Attribute.DateTime;
    scheduledAt: Schema.Attribute.DateTime;
    status: Schema.Attribute.Enumeration<['ready', 'blocked', 'failed', 'done', 'empty']> & Schema.Attribute.Required;
    timezone: Schema.Attribute.String;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface PluginContentReleasesReleaseAction extends Struct.CollectionTypeSchema {
  collectionName: 'strapi_release_actions';
  info: {
    displayName: 'Release Action';
    pluralName: 'release-actions';
    singularName: 'release-action';
  };
  options: {
    draftAndPublish: false;
  };
  pluginOptions: {
    'content-manager': {
      visible: false;
    };
    'content-type-builder': {
      visible: false;
    };
  };
  attributes: {
    contentType: Schema.Attribute.String & Schema.Attribute.Required;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    entryDocumentId: Schema.Attribute.String;
    isEntryValid: Schema.Attribute.Boolean;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'plugin::content-releases.release-action'> & Schema.Attribute.Private;
    publishedAt: Schema.Attribute.DateTime;
    release: Schema.Attribute.Relation<'manyToOne', 'plugin::content-releases.release'>;
    type: Schema.Attribute.Enumeration<['publish', 'unpublish']> & Schema.Attribute.Required;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface PluginI18NLocale extends Struct.CollectionTypeSchema {
  collectionName: 'i18n_locale';
  info: {
    collectionName: 'locales';
    description: '';
    displayName: 'Locale';
    pluralName: 'locales';
    singularName: 'locale';
  };
  options: {
    draftAndPublish: false;
  };
  pluginOptions: {
    'content-manager': {
      visible: false;
    };
    'content-type-builder': {
      visible: false;
    };
  };
  attributes: {
    code: Schema.Attribute.String & Schema.Attribute.Unique;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'plugin::i18n.locale'> & Schema.Attribute.Private;
    name: Schema.Attribute.String &
      Schema.Attribute.SetMinMax<
        {
          max: 50;
          min: 1;
        },
        number
      >;
    publishedAt: Schema.Attribute.DateTime;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface PluginReviewWorkflowsWorkflow extends Struct.CollectionTypeSchema {
  collectionName: 'strapi_workflows';
  info: {
    description: '';
    displayName: 'Workflow';
    name: 'Workflow';
    pluralName: 'workflows';
    singularName: 'workflow';
  };
  options: {
    draftAndPublish: false;
  };
  pluginOptions: {
    'content-manager': {
      visible: false;
    };
    'content-type-builder': {
      visible: false;
    };
  };
  attributes: {
    contentTypes: Schema.Attribute.JSON & Schema.Attribute.Required & Schema.Attribute.DefaultTo<'[]'>;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'plugin::review-workflows.workflow'> & Schema.Attribute.Private;
    name: Schema.Attribute.String & Schema.Attribute.Required & Schema.Attribute.Unique;
    publishedAt: Schema.Attribute.DateTime;
    stageRequiredToPublish: Schema.Attribute.Relation<'oneToOne', 'plugin::review-workflows.workflow-stage'>;
    stages: Schema.Attribute.Relation<'oneToMany', 'plugin::review-workflows.workflow-stage'>;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface PluginReviewWorkflowsWorkflowStage extends Struct.CollectionTypeSchema {
  collectionName: 'strapi_workflows_stages';
  info: {
    description: '';
    displayName: 'Stages';
    name: 'Workflow Stage';
    pluralName: 'workflow-stages';
    singularName: 'workflow-stage';
  };
  options: {
    draftAndPublish: false;
    version: '1.1.0';
  };
  pluginOptions: {
    'content-manager': {
      visible: false;
    };
    'content-type-builder': {
      visible: false;
    };
  };
  attributes: {
    color: Schema.Attribute.String & Schema.Attribute.DefaultTo<'#4945FF'>;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'plugin::review-workflows.workflow-stage'> & Schema.Attribute.Private;
    name: Schema.Attribute.String;
    permissions: Schema.Attribute.Relation<'manyToMany', 'admin::permission'>;
    publishedAt: Schema.Attribute.DateTime;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    workflow: Schema.Attribute.Relation<'manyToOne', 'plugin::review-workflows.workflow'>;
  };
}

export interface PluginUploadFile extends Struct.CollectionTypeSchema {
  collectionName: 'files';
  info: {
    description: '';
    displayName: 'File';
    pluralName: 'files';
    singularName: 'file';
  };
  options: {
    draftAndPublish: false;
  };
  pluginOptions: {
    'content-manager': {
      visible: false;
    };
    'content-type-builder': {
      visible: false;
    };
  };
  attributes: {
    alternativeText: Schema.Attribute.Text;
    caption: Schema.Attribute.Text;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    ext: Schema.Attribute.String;
    focalPoint: Schema.Attribute.JSON;
    folder: Schema.Attribute.Relation<'manyToOne', 'plugin::upload.folder'> & Schema.Attribute.Private;
    folderPath: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.Private &
      Schema.Attribute.SetMinMaxLength<{
        minLength: 1;
      }>;
    formats: Schema.Attribute.JSON;
    hash: Schema.Attribute.String & Schema.Attribute.Required;
    height: Schema.Attribute.Integer;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'plugin::upload.file'> & Schema.Attribute.Private;
    mime: Schema.Attribute.String & Schema.Attribute.Required;
    name: Schema.Attribute.String & Schema.Attribute.Required;
    previewUrl: Schema.Attribute.Text;
    provider: Schema.Attribute.String & Schema.Attribute.Required;
    provider_metadata: Schema.Attribute.JSON;
    publishedAt: Schema.Attribute.DateTime;
    related: Schema.Attribute.Relation<'morphToMany'>;
    size: Schema.Attribute.Decimal & Schema.Attribute.Required;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    url: Schema.Attribute.Text & Schema.Attribute.Required;
    width: Schema.Attribute.Integer;
  };
}

export interface PluginUploadFolder extends Struct.CollectionTypeSchema {
  collectionName: 'upload_folders';
  info: {
    displayName: 'Folder';
    pluralName: 'folders';
    singularName: 'folder';
  };
  options: {
    draftAndPublish: false;
  };
  pluginOptions: {
    'content-manager': {
      visible: false;
    };
    'content-type-builder': {
      visible: false;
    };
  };
  attributes: {
    children: Schema.Attribute.Relation<'oneToMany', 'plugin::upload.folder'>;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    files: Schema.Attribute.Relation<'oneToMany', 'plugin::upload.file'>;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'plugin::upload.folder'> & Schema.Attribute.Private;
    name: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        minLength: 1;
      }>;
    parent: Schema.Attribute.Relation<'manyToOne', 'plugin::upload.folder'>;
    path: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        minLength: 1;
      }>;
    pathId: Schema.Attribute.Integer & Schema.Attribute.Required & Schema.Attribute.Unique;
    publishedAt: Schema.Attribute.DateTime;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface PluginUsersPermissionsPermission extends Struct.CollectionTypeSchema {
  collectionName: 'up_permissions';
  info: {
    description: '';
    displayName: 'Permission';
    name: 'permission';
    pluralName: 'permissions';
    singularName: 'permission';
  };
  options: {
    draftAndPublish: false;
  };
  pluginOptions: {
    'content-manager': {
      visible: false;
    };
    'content-type-builder': {
      visible: false;
    };
  };
  attributes: {
    action: Schema.Attribute.String & Schema.Attribute.Required;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'plugin::users-permissions.permission'> & Schema.Attribute.Private;
    publishedAt: Schema.Attribute.DateTime;
    role: Schema.Attribute.Relation<'manyToOne', 'plugin::users-permissions.role'>;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface PluginUsersPermissionsRole extends Struct.CollectionTypeSchema {
  collectionName: 'up_roles';
  info: {
    description: '';
    displayName: 'Role';
    name: 'role';
    pluralName: 'roles';
    singularName: 'role';
  };
  options: {
    draftAndPublish: false;
  };
  pluginOptions: {
    'content-manager': {
      visible: false;
    };
    'content-type-builder': {
      visible: false;
    };
  };
  attributes: {
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    description: Schema.Attribute.String;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'plugin::users-permissions.role'> & Schema.Attribute.Private;
    name: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        minLength: 3;
      }>;
    permissions: Schema.Attribute.Relation<'oneToMany', 'plugin::users-permissions.permission'>;
    publishedAt: Schema.Attribute.DateTime;
    type: Schema.Attribute.String & Schema.Attribute.Unique;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    users: Schema.Attribute.Relation<'oneToMany', 'plugin::users-permissions.user'>;
  };
}

export interface PluginUsersPermissionsUser extends Struct.CollectionTypeSchema {
  collectionName: 'up_users';
  info: {
    description: 'App users (subscribers and administrators)';
    displayName: 'User';
    name: 'user';
    pluralName: 'users';
    singularName: 'user';
  };
  options: {
    draftAndPublish: false;
    timestamps: true;
  };
  attributes: {
    admin: Schema.Attribute.Integer & Schema.Attribute.Required & Schema.Attribute.DefaultTo<0>;
    blocked: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<false>;
    callsAlertsOff: Schema.Attribute.Boolean & Schema.Attribute.Private & Schema.Attribute.DefaultTo<false>;
    confirmationToken: Schema.Attribute.String & Schema.Attribute.Private;
    confirmed: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<false>;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    email: Schema.Attribute.Email &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        minLength: 6;
      }>;
    first_name: Schema.Attribute.String & Schema.Attribute.Required;
    freeReportRequested: Schema.Attribute.Boolean & Schema.Attribute.Private & Schema.Attribute.DefaultTo<false>;
    last_name: Schema.Attribute.String & Schema.Attribute.Required;
    lastSeenAt: Schema.Attribute.DateTime & Schema.Attribute.Private;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'plugin::users-permissions.user'> & Schema.Attribute.Private;
    mfaEnabledAt: Schema.Attribute.DateTime & Schema.Attribute.Private;
    mfaLastStep: Schema.Attribute.Integer & Schema.Attribute.Private;
    mfaPendingSecret: Schema.Attribute.Text & Schema.Attribute.Private;
    mfaRecoveryCodes: Schema.Attribute.JSON & Schema.Attribute.Private;
    mfaSecret: Schema.Attribute.Text & Schema.Attribute.Private;
    mfaVersion: Schema.Attribute.Integer & Schema.Attribute.Private & Schema.Attribute.DefaultTo<0>;
    password: Schema.Attribute.Password &
      Schema.Attribute.Private &
      Schema.Attribute.SetMinMaxLength<{
        minLength: 6;
      }>;
    phone: Schema.Attribute.String;
    phoneAlertsConsentAt: Schema.Attribute.DateTime & Schema.Attribute.Private;
    provider: Schema.Attribute.String;
    publishedAt: Schema.Attribute.DateTime;
    remindersAlertsOff: Schema.Attribute.Boolean & Schema.Attribute.Private & Schema.Attribute.DefaultTo<false>;
    resetPasswordToken: Schema.Attribute.String & Schema.Attribute.Private;
    role: Schema.Attribute.Relation<'manyToOne', 'plugin::users-permissions.role'>;
    subscription: Schema.Attribute.Relation<'oneToOne', 'api::subscription.subscription'>;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    updatesAlertsOff: Schema.Attribute.Boolean & Schema.Attribute.Private & Schema.Attribute.DefaultTo<false>;
    username: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.Unique &
      Schema.Attribute.SetMinMaxLength<{
        minLength: 3;
      }>;
  };
}

declare module '@strapi/strapi' {
  export namespace Public {
    export interface ContentTypeSchemas {
      'admin::api-token': AdminApiToken;
      'admin::api-token-permission': AdminApiTokenPermission;
      'admin::permission': AdminPermission;
      'admin::role': AdminRole;
      'admin::session': AdminSession;
      'admin::transfer-token': AdminTransferToken;
      'admin::transfer-token-permission': AdminTransferTokenPermission;
      'admin::user': AdminUser;
      'api::access-token.access-token': ApiAccessTokenAccessToken;
      'api::alert-delivery.alert-delivery': ApiAlertDeliveryAlertDelivery;
      'api::amendment.amendment': ApiAmendmentAmendment;
      'api::audit-entry.audit-entry': ApiAuditEntryAuditEntry;
      'api::call-performance.call-performance': ApiCallPerformanceCallPerformance;
      'api::complaint-data.complaint-data': ApiComplaintDataComplaintData;
      'api::compliance-setting.compliance-setting': ApiComplianceSettingComplianceSetting;
      'api::corporate-action.corporate-action': ApiCorporateActionCorporateAction;
      'api::escalation-contact.escalation-contact': ApiEscalationContactEscalationContact;
      'api::exchange.exchange': ApiExchangeExchange;
      'api::faq.faq': ApiFaqFaq;
      'api::feature.feature': ApiFeatureFeature;
      'api::grievance.grievance': ApiGrievanceGrievance;
      'api::growth-chart.growth-chart': ApiGrowthChartGrowthChart;
      'api::index-close.index-close': ApiIndexCloseIndexClose;
      'api::kyc.kyc-record': ApiKycKycRecord;
      'api::lead-form.lead-form': ApiLeadFormLeadForm;
      'api::lead-outbox.lead-outbox': ApiLeadOutboxLeadOutbox;
      'api::lead.lead': ApiLeadLead;
      'api::mail-preference.mail-suppression': ApiMailPreferenceMailSuppression;
      'api::navigation.navigation': ApiNavigationNavigation;
      'api::newsletter-subscriber.newsletter-subscriber': ApiNewsletterSubscriberNewsletterSubscriber;
      'api::order.cancellation-request': ApiOrderCancellationRequest;
      'api::order.order': ApiOrderOrder;
      'api::order.razorpay-event': ApiOrderRazorpayEvent;
      'api::page.page': ApiPagePage;
      'api::personal-trade.personal-trade': ApiPersonalTradePersonalTrade;
      'api::plan.plan': ApiPlanPlan;
      'api::price-close.price-close': ApiPriceClosePriceClose;
      'api::questionnaire-answer.questionnaire-answer': ApiQuestionnaireAnswerQuestionnaireAnswer;
      'api::reminder.reminder': ApiReminderReminder;
      'api::report-download.report-download': ApiReportDownloadReportDownload;
      'api::report.report': ApiReportReport;
      'api::research-register.research-register': ApiResearchRegisterResearchRegister;
      'api::sample-stock.sample-stock': ApiSampleStockSampleStock;
      'api::security.security': ApiSecuritySecurity;
      'api::site-setting.site-setting': ApiSiteSettingSiteSetting;
      'api::stock-series.stock-series': ApiStockSeriesStockSeries;
      'api::stock-update.stock-update': ApiStockUpdateStockUpdate;
      'api::stock.stock': ApiStockStock;
      'api::subscription.subscription': ApiSubscriptionSubscription;
      'api::testimonial.testimonial': ApiTestimonialTestimonial;
      'api::update-type.update-type': ApiUpdateTypeUpdateType;
      'api::whatsapp-lead.whatsapp-lead': ApiWhatsappLeadWhatsappLead;
      'plugin::content-releases.release': PluginContentReleasesRelease;
      'plugin::content-releases.release-action': PluginContentReleasesReleaseAction;
      'plugin::i18n.locale': PluginI18NLocale;
      'plugin::review-workflows.workflow': PluginReviewWorkflowsWorkflow;
      'plugin::review-workflows.workflow-stage': PluginReviewWorkflowsWorkflowStage;
      'plugin::upload.file': PluginUploadFile;
      'plugin::upload.folder': PluginUploadFolder;
      'plugin::users-permissions.permission': PluginUsersPermissionsPermission;
      'plugin::users-permissions.role': PluginUsersPermissionsRole;
      'plugin::users-permissions.user': PluginUsersPermissionsUser;
    }
  }
}
