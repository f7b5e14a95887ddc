import * as React from 'react';

/** Renders line breaks of plain text as <br/> without ever interpreting it as HTML. */
export default function MultilineText({ text }: { text: string }) {
  const lines = text.split(/\r?\n/);
  return (
    <>
      {lines.map((line, i) => (
        <React.Fragment key={i}>
          {line}
          {i < lines.length - 1 && <br />}
        </React.Fragment>
      ))}
    </>
  );
}
