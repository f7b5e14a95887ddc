/** The panel roles as written: what PostgreSQL's admin_roles table will take. */
import { expect, it } from '@jest/globals';
import { CMS_ROLES } from '../cms-role-specs';

it("every role's name and description fit admin_roles' varchar(255) (PostgreSQL refuses a longer one, and the CMS does not start)", () => {
  for (const role of CMS_ROLES) {
    expect(role.name.length).toBeLessThanOrEqual(255);
    expect(role.description.length).toBeLessThanOrEqual(255);
  }
});
