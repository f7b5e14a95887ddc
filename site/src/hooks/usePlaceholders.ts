import * as React from 'react';
import { escapeMarkdown, fillPlaceholders } from 'contracts';
import { useSettings } from './useSettings';

/**
 * CMS texts name the firm's identity as `{field}` placeholders (contracts' IDENTITY_PLACEHOLDERS):
 * `text` fills plain text (React escapes it), `markdown` fills Markdown with each value escaped, so
 * an editor's `*` or `[` in an address stays a character. Unknown placeholders stay as typed.
 */
export function usePlaceholders() {
  const settings = useSettings();
  return React.useMemo(
    () => ({
      text: (text: string) => fillPlaceholders(text, settings),
      markdown: (text: string) => fillPlaceholders(text, settings, escapeMarkdown),
    }),
    [settings],
  );
}
