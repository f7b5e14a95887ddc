import * as React from 'react';
import * as styles from './Questionnaire.module.scss';

/**
 * Two alternative texts stacked in one grid cell, only one visible: the box is as tall as the
 * taller text, so switching after mount causes no layout shift. One element when they are equal.
 */
export default function Swap({
  as: Tag,
  className,
  second,
  texts: [a, b],
}: {
  as: 'h2' | 'p';
  className: string;
  second: boolean;
  texts: [string, string];
}) {
  if (a === b) return <Tag className={className}>{a}</Tag>;
  const variant = (text: string, hidden: boolean) => (
    <Tag className={hidden ? `${className} ${styles.inactive}` : className} aria-hidden={hidden || undefined}>
      {text}
    </Tag>
  );
  return (
    <div className={styles.swap}>
      {variant(a, second)}
      {variant(b, !second)}
    </div>
  );
}
