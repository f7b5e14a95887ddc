import * as React from 'react';
import { GatsbyImage, getImage } from 'gatsby-plugin-image';
import type { Image } from '../../lib/page-data';

/** A CMS media field as a responsive, lazily loaded image (gatsby-plugin-image). */
export default function CmsImage({
  image,
  alt,
  className,
  loading,
}: {
  image?: Image | null;
  alt?: string;
  className?: string;
  loading?: 'eager' | 'lazy';
}) {
  const data = image?.localFile?.childImageSharp ? getImage(image.localFile.childImageSharp.gatsbyImageData) : undefined;
  if (!data) return null;
  return <GatsbyImage image={data} alt={alt ?? image?.alternativeText ?? ''} className={className} loading={loading} />;
}
