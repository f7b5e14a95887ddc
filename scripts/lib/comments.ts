/**
 * The comments of a source file, for the repository's rules that read them
 * (scripts/__tests__/doc-paths.test.ts, scripts/__tests__/comment-citations.test.ts).
 */

/** Files whose comments are `//` and `/* *\/` (Sass's are the same). */
export const CODE = /\.(ts|tsx|js|jsx|mjs|cjs|scss)$/;

/**
 * The comments of a file with everything else blanked out, so offsets and line numbers stay
 * those of the file: `//` and `/* *\/` in code, `#` in the rest (nginx, systemd, shell).
 */
export function commentsOf(file: string, text: string): string {
  const keep = (re: RegExp) => {
    let out = text.replace(/[^\n]/g, ' ');
    for (const m of text.matchAll(re)) out = out.slice(0, m.index) + m[0] + out.slice(m.index + m[0].length);
    return out;
  };
  if (CODE.test(file)) return keep(/\/\*[\s\S]*?\*\/|(?<![:\\'"`])\/\/[^\n]*/g);
  return keep(/(?<=^|\s)#[^\n]*/g);
}
