/** The audit trail of editors' changes and its panel list. */
import type { Lifecycle } from '../../lib/lifecycle';
import { ensureAuditLayout, recordAuditTrail } from './audit';

/** Before the seed: its entries are recorded (the trail begins with them). */
export const auditTrailLifecycle: Lifecycle = { bootstrap: recordAuditTrail };

/** The trail's list in the panel. */
export const auditLayoutLifecycle: Lifecycle = { bootstrap: ensureAuditLayout };
