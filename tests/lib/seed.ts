/** Reads content-seed's pages so tests can check that the site shows what the CMS holds. */
import fs from 'node:fs';
import path from 'node:path';

const PAGES = path.resolve(__dirname, '..', '..', 'content-seed', 'data', 'pages');

export interface SeedPage {
  slug: string;
  title: string;
  layout: 'standard' | 'bare';
  path: string;
  heroHeading?: string;
  sections: any[];
}

export function seedPages(): SeedPage[] {
  return fs
    .readdirSync(PAGES)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => {
      const page = JSON.parse(fs.readFileSync(path.join(PAGES, f), 'utf8'));
      const hero = page.sections.find((s: any) => s.__component === 'sections.hero');
      return { ...page, path: page.slug === 'home' ? '/' : `/${page.slug}`, heroHeading: hero?.heading };
    });
}

export const seedJson = (name: string) =>
  JSON.parse(fs.readFileSync(path.resolve(__dirname, '..', '..', 'content-seed', 'data', name), 'utf8'));
