/**
 * The admin area's frame: side links to the admin screens, the current one
 * marked; on phones the links become a horizontal, scrollable pill bar above the content.
 */
import * as React from 'react';
import { APP_ROUTES } from 'contracts';
import { useApp } from '../../session/AppContext';

export const ADMIN_LINKS = [
  { to: APP_ROUTES.admin, label: 'Stocks List' },
  { to: APP_ROUTES.adminUsers, label: 'User List' },
  { to: APP_ROUTES.adminAddStock, label: 'Add New Stock' },
  { to: APP_ROUTES.adminAddUser, label: 'Add New User' },
  { to: APP_ROUTES.adminPerformance, label: 'Performance' },
  { to: APP_ROUTES.adminPrices, label: 'Prices' },
] as const;

const clean = (pathname: string) => pathname.replace(/\/+$/, '') || '/';

/** The link of the current screen (any other /admin path shows the stock list). */
function currentLink(pathname: string): string {
  const path = clean(pathname);
  return ADMIN_LINKS.find((l) => l.to === path)?.to ?? APP_ROUTES.admin;
}

export default function AdminLayout({ children }: { children: React.ReactNode }) {
  const { location, navigate } = useApp();
  const current = currentLink(location.pathname);
  const contentRef = React.useRef<HTMLDivElement>(null);
  const shown = React.useRef(current);

  // After moving between admin screens, put focus on the new screen's heading (not on first load).
  React.useEffect(() => {
    if (shown.current === current) return;
    shown.current = current;
    const heading = contentRef.current?.querySelector('h1');
    if (heading) {
      heading.setAttribute('tabindex', '-1');
      heading.focus({ preventScroll: true });
    }
  }, [current]);

  const onClick = (to: string) => (e: React.MouseEvent<HTMLAnchorElement>) => {
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    if (to !== clean(location.pathname)) navigate(to);
  };

  return (
    <div className="row g-4">
      <aside className="col-md-4 col-lg-3 col-xl-2">
        <div className="card-soft p-2 p-md-3 sticky-md-top" style={{ top: '5rem' }}>
          <h2 className="h6 text-uppercase fw-bold text-secondary mb-2 px-2 pt-1" style={{ letterSpacing: '0.08em' }}>
            Admin
          </h2>
          <nav aria-label="Admin">
            <ul
              className="nav nav-pills flex-nowrap flex-md-column gap-1 overflow-auto pb-1 pb-md-0 mb-0"
              style={{ scrollbarWidth: 'thin' }}
            >
              {ADMIN_LINKS.map((l) => {
                const active = l.to === current;
                return (
                  <li className="nav-item flex-shrink-0" key={l.to}>
                    <a
                      href={l.to}
                      onClick={onClick(l.to)}
                      className={`nav-link text-nowrap${active ? ' active fw-semibold' : ''}`}
                      aria-current={active ? 'page' : undefined}
                    >
                      {l.label}
                    </a>
                  </li>
                );
              })}
            </ul>
          </nav>
        </div>
      </aside>
      <div className="col-md-8 col-lg-9 col-xl-10" ref={contentRef}>
        {children}
      </div>
    </div>
  );
}
