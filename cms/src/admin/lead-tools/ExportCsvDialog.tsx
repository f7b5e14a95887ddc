/**
 * Export CSV: the list's rows as they are filtered, searched and sorted now (the list view's URL),
 * every page of them, in the columns ticked here (the list's own columns at first).
 */
import * as React from 'react';
import { Button, Checkbox, Flex, Grid, Modal, TextButton, Typography } from '@strapi/design-system';
import { Download } from '@strapi/icons';
import { useFetchClient, useQueryParams } from '@strapi/strapi/admin';
import { LEAD_TOOLS, errorMessage, type LeadCollectionInfo } from './api';
import { saveAnswer } from '../download';
import { PanelAlert } from '../PanelAlert';

interface ListQuery {
  filters?: unknown;
  _q?: string;
  sort?: string;
  plugins?: { i18n?: { locale?: string } };
}

export function ExportCsvDialog({ collection }: { collection: LeadCollectionInfo }) {
  const { get } = useFetchClient();
  const [{ query }] = useQueryParams<ListQuery>();
  const [open, setOpen] = React.useState(false);
  const [picked, setPicked] = React.useState<string[]>(collection.listColumns);
  const [busy, setBusy] = React.useState(false);
  const [error, setError] = React.useState<string | null>(null);

  const filtered = Boolean(query.filters || query._q);
  const toggle = (name: string) => setPicked((now) => (now.includes(name) ? now.filter((n) => n !== name) : [...now, name]));

  async function download() {
    setBusy(true);
    setError(null);
    try {
      const params = {
        filters: query.filters,
        _q: query._q || undefined,
        sort: query.sort,
        locale: query.plugins?.i18n?.locale,
        // In the collection's own order, whatever order they were ticked in.
        columns: collection.columns.filter((c) => picked.includes(c)).join(','),
      };
      const res = await get<Blob>(`${LEAD_TOOLS}/${collection.uid}/export.csv`, {
        params,
        responseType: 'blob',
        validateStatus: () => true,
      });
      if (res.status !== 200) {
        setError(await errorMessage(res.data, res.status ?? 0));
        return;
      }
      saveAnswer(res, `${collection.kind}.csv`);
      setOpen(false);
    } catch (err) {
      setError((err as Error).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal.Root open={open} onOpenChange={(next: boolean) => (setOpen(next), setError(null))}>
      <Modal.Trigger>
        <Button variant="tertiary" startIcon={<Download />}>
          Export CSV
        </Button>
      </Modal.Trigger>
      <Modal.Content>
        <Modal.Header>
          <Modal.Title>Export {collection.displayName} as CSV</Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <Flex direction="column" alignItems="stretch" gap={4}>
            <Typography variant="omega">
              {filtered
                ? 'Every row that matches the list’s current filters and search, in its order.'
                : 'Every row of the list (no filter is set), in its order.'}{' '}
              The file opens in Excel (UTF-8); a cell that would start a formula is kept as text.
            </Typography>
            <Flex justifyContent="space-between" alignItems="center">
              <Typography variant="sigma" tag="h3">
                Columns ({picked.length} of {collection.columns.length})
              </Typography>
              <Flex gap={4}>
                <TextButton onClick={() => setPicked(collection.columns)}>All</TextButton>
                <TextButton onClick={() => setPicked(collection.listColumns)}>The list’s columns</TextButton>
                <TextButton onClick={() => setPicked([])}>None</TextButton>
              </Flex>
            </Flex>
            <Grid.Root gap={2}>
              {collection.columns.map((name) => (
                <Grid.Item key={name} col={4} s={6} xs={12}>
                  <Checkbox name={name} checked={picked.includes(name)} onCheckedChange={() => toggle(name)}>
                    {name}
                  </Checkbox>
                </Grid.Item>
              ))}
            </Grid.Root>
            {error && <PanelAlert>{error}</PanelAlert>}
          </Flex>
        </Modal.Body>
        <Modal.Footer>
          <Modal.Close>
            <Button variant="tertiary">Cancel</Button>
          </Modal.Close>
          <Button startIcon={<Download />} onClick={download} loading={busy} disabled={!picked.length}>
            Download CSV
          </Button>
        </Modal.Footer>
      </Modal.Content>
    </Modal.Root>
  );
}
