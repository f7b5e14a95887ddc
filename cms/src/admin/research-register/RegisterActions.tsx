/**
 * The research register's list view (injection zone listView.actions): Verify checks the whole
 * chain and its signatures on the server and says whether it holds, or the first entry that does
 * not and why; Download CSV saves the register for an auditor. The routes are the panel's own
 * (cms/src/api/research-register/panel.ts), open to those who may read the register.
 */
import * as React from 'react';
import { useParams } from 'react-router-dom';
import { Button, Flex, Modal, Typography } from '@strapi/design-system';
import { Download, CheckCircle } from '@strapi/icons';
import { useFetchClient } from '@strapi/strapi/admin';
import { errorMessage } from '../lead-tools/api';
import { save } from '../download';
import { PanelAlert } from '../PanelAlert';

const UID = 'api::research-register.research-register';
const PANEL = '/content-manager/research-register';

interface Verdict {
  ok: boolean;
  count: number;
  head: string;
  failure?: { seq: number; reason: string };
}

export function RegisterActions() {
  const { slug } = useParams<{ slug: string }>();
  const { get } = useFetchClient();
  const [verdict, setVerdict] = React.useState<Verdict | null>(null);
  const [error, setError] = React.useState<string | null>(null);
  const [busy, setBusy] = React.useState(false);
  if (slug !== UID) return null;

  async function verify() {
    setBusy(true);
    setError(null);
    setVerdict(null);
    try {
      setVerdict((await get<{ data: Verdict }>(`${PANEL}/verify`)).data.data);
    } catch (err) {
      setError((err as Error).message);
    } finally {
      setBusy(false);
    }
  }

  async function download() {
    const res = await get<Blob>(`${PANEL}/export.csv`, { responseType: 'blob', validateStatus: () => true });
    if (res.status !== 200) setError(await errorMessage(res.data, res.status ?? 0));
    else save(res.data, 'research-register.csv');
  }

  return (
    <>
      <Button variant="tertiary" startIcon={<Download />} onClick={download}>
        Download CSV
      </Button>
      <Modal.Root onOpenChange={(open: boolean) => open && verify()}>
        <Modal.Trigger>
          <Button variant="secondary" startIcon={<CheckCircle />}>
            Verify register
          </Button>
        </Modal.Trigger>
        <Modal.Content>
          <Modal.Header>
            <Modal.Title>Research register verification</Modal.Title>
          </Modal.Header>
          <Modal.Body>
            <Flex direction="column" alignItems="stretch" gap={3}>
              {busy && <Typography>Checking every entry’s hash, link and signature…</Typography>}
              {verdict?.ok && (
                <PanelAlert tone="success">
                  The register verifies: {verdict.count} entries, each unchanged, in order and signed with the firm’s key. Head:{' '}
                  {verdict.head}
                </PanelAlert>
              )}
              {verdict && !verdict.ok && verdict.failure && (
                <PanelAlert>
                  The register does NOT verify: entry {verdict.failure.seq}: {verdict.failure.reason}. {verdict.count} entries before it
                  verify.
                </PanelAlert>
              )}
              {error && <PanelAlert>{error}</PanelAlert>}
            </Flex>
          </Modal.Body>
          <Modal.Footer>
            <Modal.Close>
              <Button variant="tertiary">Close</Button>
            </Modal.Close>
          </Modal.Footer>
        </Modal.Content>
      </Modal.Root>
    </>
  );
}
