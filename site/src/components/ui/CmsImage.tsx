import * as React from 'react';
import { getImage } from 'gatsby-plugin-image';
import type { Image } from '../../lib/page-data';

/**
 * A CMS media field as a responsive image: the sizes gatsby-plugin-image generated at build time,
 * in the layout its GatsbyImage gives them (the wrapper classes its global CSS styles, the same
 * sizer and placeholder), but as valid HTML. GatsbyImage itself server-renders a lazy image with
 * `data-src`/`data-srcset` and no `src` (an inline script copies them over; a `<noscript>` holds
 * the real copy) and sizes a constrained image with `<img alt="" role="presentation">`: the W3C
 * checker refuses both (tests/e2e/valid-html.spec.ts). Here the browser loads the image itself:
 * `loading="lazy"` is native in every browser the site supports.
 */
export default function CmsImage({
  image,
  alt,
  className,
  loading = 'lazy',
}: {
  image?: Image | null;
  alt?: string;
  className?: string;
  loading?: 'eager' | 'lazy';
}) {
  const data = image?.localFile?.childImageSharp ? getImage(image.localFile.childImageSharp.gatsbyImageData) : undefined;
  const main = React.useRef<HTMLImageElement>(null);
  const [loaded, setLoaded] = React.useState(false);
  // An image the browser loaded before hydration fires no onLoad that React sees.
  React.useEffect(() => {
    if (main.current?.complete && main.current.naturalWidth > 0) setLoaded(true);
  }, []);
  if (!data) return null;
  const { width, height, layout, images, placeholder, backgroundColor } = data;
  const fallback = images.fallback;
  // As GatsbyImage does: the generated srcset may span lines.
  const oneLine = (srcSet?: string) => srcSet?.replace(/\n/g, '');
  const constrained = layout === 'constrained';
  const wrapperStyle: React.CSSProperties = layout === 'fixed' ? { width, height } : {};
  // What the image shows until it has loaded (BLURRED: a tiny inline copy; NONE: nothing).
  const placeholderStyle: React.CSSProperties = {
    opacity: loaded ? 0 : 1,
    transition: 'opacity 500ms linear',
    ...(backgroundColor ? { backgroundColor, position: 'absolute', inset: 0 } : {}),
  };
  return (
    <div
      className={`gatsby-image-wrapper${constrained ? ' gatsby-image-wrapper-constrained' : ''}${className ? ` ${className}` : ''}`}
      style={wrapperStyle}
    >
      {constrained && (
        <div style={{ maxWidth: width, display: 'block' }}>
          <img
            alt=""
            aria-hidden="true"
            src={`data:image/svg+xml;charset=utf-8,%3Csvg%20height='${height}'%20width='${width}'%20xmlns='http://www.w3.org/2000/svg'%20version='1.1'%3E%3C/svg%3E`}
            style={{ maxWidth: '100%', display: 'block', position: 'static' }}
          />
        </div>
      )}
      {layout === 'fullWidth' && <div aria-hidden="true" style={{ paddingTop: `${(height / width) * 100}%` }} />}
      {placeholder?.fallback ? (
        <img aria-hidden="true" data-placeholder-image="" alt="" decoding="async" src={placeholder.fallback} style={placeholderStyle} />
      ) : backgroundColor ? (
        <div aria-hidden="true" data-placeholder-image="" style={placeholderStyle} />
      ) : null}
      <picture>
        {images.sources?.map((source) => (
          <source
            key={source.type ?? source.srcSet}
            type={source.type}
            srcSet={oneLine(source.srcSet)}
            sizes={source.sizes ?? fallback?.sizes}
          />
        ))}
        <img
          ref={main}
          src={fallback?.src}
          srcSet={oneLine(fallback?.srcSet)}
          sizes={fallback?.sizes}
          alt={alt ?? image?.alternativeText ?? ''}
          loading={loading}
          decoding="async"
          // GatsbyImage's own style for its image: a layer of its own, so it is drawn pixel for pixel as before.
          style={{ transform: 'translateZ(0)' }}
          onLoad={() => setLoaded(true)}
        />
      </picture>
    </div>
  );
}
