import * as React from 'react';
import Header from './Header';
import Footer from './Footer';
import TrackingPixel from './TrackingPixel';

/** Standard layout: header, main content, regulatory footer. */
export default function Layout({ children }: { children: React.ReactNode }) {
  return (
    <>
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <Header />
      <main id="main">{children}</main>
      <Footer />
      <TrackingPixel />
    </>
  );
}
