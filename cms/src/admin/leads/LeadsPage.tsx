/**
 * The panel's Leads page (its own menu entry): every lead form's entries in one list, newest
 * first, filtered by page, campaign, source and medium, and the same rows as a CSV file. What
 * each editor sees is what they may read (lib/lead-inbox.ts); grievance complainants are not leads.
 */
import * as React from 'react';
import { Box, Button, Field, Flex, Table, Tbody, Td, Th, Thead, Tr, Typography, VisuallyHidden } from '@strapi/design-system';
import { Download } from '@strapi/icons';
import { Layouts, Page, useFetchClient } from '@strapi/strapi/admin';
import { LEAD_INBOX_FILTERS, LEAD_INBOX_PATH, type LeadInboxFilter, type LeadInboxPage } from '../../lib/lead-inbox-answers';
import { errorMessage } from '../lead-tools/api';
import { saveAnswer } from '../download';
import { PanelAlert } from '../PanelAlert';

type Filters = Partial<Record<LeadInboxFilter, string>>;

const received = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' });

function LeadsPage() {
  const { get } = useFetchClient();
  const [draft, setDraft] = React.useState<Filters>({});
  const [filters, setFilters] = React.useState<Filters>({});
  const [page, setPage] = React.useState(1);
  const [answer, setAnswer] = React.useState<LeadInboxPage | null>(null);
  const [error, setError] = React.useState<string | null>(null);
  const [busy, setBusy] = React.useState(false);

  React.useEffect(() => {
    let live = true;
    setError(null);
    get<LeadInboxPage>(LEAD_INBOX_PATH, { params: { ...filters, page } })
      .then((res) => live && setAnswer(res.data))
      .catch((err: { response?: { data?: { error?: { message?: string } } }; message: string }) => {
        if (live) setError(err.response?.data?.error?.message ?? err.message);
      });
    return () => {
      live = false;
    };
  }, [get, filters, page]);

  async function download() {
    setBusy(true);
    setError(null);
    try {
      const res = await get<Blob>(`${LEAD_INBOX_PATH}.csv`, { params: filters, responseType: 'blob', validateStatus: () => true });
      if (res.status !== 200) return setError(await errorMessage(res.data, res.status ?? 0));
      saveAnswer(res, 'leads.csv');
    } catch (err) {
      setError((err as Error).message);
    } finally {
      setBusy(false);
    }
  }

  const total = answer?.meta.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / (answer?.meta.pageSize ?? 1)));
  return (
    <Page.Main>
      <Page.Title>Leads</Page.Title>
      <Layouts.Header
        title="Leads"
        subtitle={answer ? `${total} lead${total === 1 ? '' : 's'} from every lead form, newest first` : 'Every lead form’s entries'}
        primaryAction={
          <Button startIcon={<Download />} onClick={download} loading={busy}>
            Download CSV
          </Button>
        }
      />
      <Layouts.Content>
        <Flex direction="column" alignItems="stretch" gap={4}>
          <form
            aria-label="Filter leads"
            onSubmit={(e) => {
              e.preventDefault();
              setPage(1);
              setFilters(Object.fromEntries(Object.entries(draft).filter(([, v]) => v && v.trim())));
            }}
          >
            <Flex gap={4} wrap="wrap" alignItems="flex-end">
              {LEAD_INBOX_FILTERS.map(({ key, label, hint }) => (
                <Field.Root key={key} name={key} hint={hint}>
                  <Field.Label>{label}</Field.Label>
                  <Field.Input
                    value={draft[key] ?? ''}
                    onChange={(e: React.ChangeEvent<HTMLInputElement>) => setDraft({ ...draft, [key]: e.target.value })}
                  />
                  <Field.Hint />
                </Field.Root>
              ))}
              <Button type="submit" variant="secondary">
                Apply filters
              </Button>
            </Flex>
          </form>
          {error && <PanelAlert>{error}</PanelAlert>}
          <Table colCount={6} rowCount={(answer?.data.length ?? 0) + 1}>
            <caption>
              <VisuallyHidden>Leads, newest first</VisuallyHidden>
            </caption>
            <Thead>
              <Tr>
                {['Received', 'Form', 'Name', 'Email or phone', 'Page', 'Campaign · source · medium'].map((h) => (
                  <Th key={h}>
                    <Typography variant="sigma">{h}</Typography>
                  </Th>
                ))}
              </Tr>
            </Thead>
            <Tbody>
              {answer?.data.map((row) => (
                <Tr key={row.id}>
                  <Td>{row.receivedAt ? received.format(new Date(row.receivedAt)) : '—'}</Td>
                  <Td>{row.form}</Td>
                  <Td>{row.name || '—'}</Td>
                  <Td>{[row.email, row.phone].filter(Boolean).join(' · ') || '—'}</Td>
                  <Td>{row.page || '—'}</Td>
                  <Td>{[row.utm_campaign, row.utm_source, row.utm_medium].filter(Boolean).join(' · ') || '—'}</Td>
                </Tr>
              ))}
            </Tbody>
          </Table>
          {answer && !answer.data.length && <Typography>No lead matches these filters.</Typography>}
          <Box>
            <Flex gap={2} alignItems="center">
              <Button variant="tertiary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                Newer
              </Button>
              <Typography>
                Page {page} of {pages}
              </Typography>
              <Button variant="tertiary" disabled={page >= pages} onClick={() => setPage(page + 1)}>
                Older
              </Button>
            </Flex>
          </Box>
        </Flex>
      </Layouts.Content>
    </Page.Main>
  );
}

export default LeadsPage;
