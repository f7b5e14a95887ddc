import * as React from 'react';
import { useSettings } from '../../hooks/useSettings';
import { loadPixel } from '../../lib/tracking';

/** Loads the marketing pixel after hydration when Site settings has its id; renders nothing. */
export default function TrackingPixel() {
  const { trackingPixelId } = useSettings();
  React.useEffect(() => {
    if (trackingPixelId) loadPixel(trackingPixelId);
  }, [trackingPixelId]);
  return null;
}
