/** A message in the panel's dialogs: an error (role alert, danger colours) or good news (role status). */
import * as React from 'react';
import { Box, Typography } from '@strapi/design-system';

export function PanelAlert({ tone = 'danger', children }: { tone?: 'danger' | 'success'; children: React.ReactNode }) {
  return (
    <Box role={tone === 'danger' ? 'alert' : 'status'} padding={3} background={`${tone}100`} hasRadius>
      <Typography textColor={`${tone}700`}>{children}</Typography>
    </Box>
  );
}
