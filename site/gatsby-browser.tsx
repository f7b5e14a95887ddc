import './src/styles/theme.scss';
import { rememberLanding } from './src/lib/lead-context';
import { initialRenderDone } from './src/lib/deferred-hydration';

/** The visit's landing page: its campaign parameters and referrer go with any later lead. */
export const onClientEntry = () => {
  rememberLanding();
};

/** Parts of the first page may hydrate later (lib/deferred-hydration); later pages render in full. */
export const onInitialClientRender = () => {
  initialRenderDone();
};
