/** `npm run build`: compiles the seed importer and builds the CMS with its admin panel (the site builds at start, from the CMS). */
import { ensureBuilt } from './lib/build';

ensureBuilt();
