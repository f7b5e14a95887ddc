import { administrators, anonymous } from '../../access-token/route-auth';

const C = 'api::report.report';

export default {
  routes: [
    // Multipart (global::multipart-guard lets it through, up to REPORT_MAX_BYTES).
    { method: 'POST', path: '/Reports', handler: `${C}.upload`, config: administrators() },
    { method: 'GET', path: '/Reports/downloads', handler: `${C}.downloads`, config: administrators() },
    // A signed link from getuserstock or an app token, checked by the controller (report/reader.ts).
    { method: 'GET', path: '/Reports/:id/download', handler: `${C}.download`, config: anonymous() },
  ],
};
