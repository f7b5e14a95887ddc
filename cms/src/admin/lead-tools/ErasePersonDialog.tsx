/**
 * Erase a person… (DPDP Act 2023): deletes every lead of one person, by email or phone, in every
 * lead collection at once, and says how many records each one had; a client's KYC record goes too
 * once the law no longer keeps it, and a kept one is named with the reason. The matching rule is the
 * server's (lib/lead-erasure.ts).
 */
import * as React from 'react';
import { Box, Button, Field, Flex, Modal, Typography } from '@strapi/design-system';
import { Trash } from '@strapi/icons';
import { useFetchClient } from '@strapi/strapi/admin';
import { LEAD_TOOLS, type Erased, type Kept, type LeadCollectionInfo } from './api';

export function ErasePersonDialog({ collections }: { collections: LeadCollectionInfo[] }) {
  const { post } = useFetchClient();
  const [open, setOpen] = React.useState(false);
  const [person, setPerson] = React.useState('');
  const [busy, setBusy] = React.useState(false);
  const [error, setError] = React.useState<string | null>(null);
  const [erased, setErased] = React.useState<Erased[] | null>(null);
  const [kept, setKept] = React.useState<Kept[]>([]);

  // KYC records are not a lead collection: named here.
  const nameOf = (uid: string) =>
    collections.find((c) => c.uid === uid)?.displayName ?? (uid === 'api::kyc.kyc-record' ? 'KYC record' : uid);
  const total = erased?.reduce((n, e) => n + e.count, 0) ?? 0;

  function onOpenChange(next: boolean) {
    setOpen(next);
    if (next) return;
    // The list behind still shows what was erased: load it again.
    if (total > 0) window.location.reload();
    setPerson('');
    setError(null);
    setErased(null);
    setKept([]);
  }

  async function erase(event: React.FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const value = person.trim();
      const body = value.includes('@') ? { email: value } : { phone: value };
      const res = await post<{ data: { erased: Erased[]; kept?: Kept[] } }>(`${LEAD_TOOLS}/erase`, body);
      setErased(res.data.data.erased);
      setKept(res.data.data.kept ?? []);
    } catch (err) {
      setError((err as Error).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal.Root open={open} onOpenChange={onOpenChange}>
      <Modal.Trigger>
        <Button variant="danger-light" startIcon={<Trash />}>
          Erase a person…
        </Button>
      </Modal.Trigger>
      <Modal.Content>
        <form onSubmit={erase}>
          <Modal.Header>
            <Modal.Title>Erase a person’s leads</Modal.Title>
          </Modal.Header>
          <Modal.Body>
            {erased ? (
              <Flex direction="column" alignItems="stretch" gap={3} role="status">
                <Typography variant="delta" tag="p">
                  {total === 0 ? 'No lead of this person was found.' : `Erased ${total} record${total === 1 ? '' : 's'}.`}
                </Typography>
                <Box tag="ul">
                  {erased.map((e) => (
                    <li key={e.uid}>
                      <Typography>
                        {nameOf(e.uid)}: {e.count} erased
                      </Typography>
                    </li>
                  ))}
                </Box>
                {/* Two accounts' records may be kept until the same day: the index tells them apart. */}
                {kept.map((k, i) => (
                  <Typography key={`${k.uid}-${k.until}-${i}`} tag="p" textColor="danger600">
                    {nameOf(k.uid)} kept: {k.reason}
                  </Typography>
                ))}
              </Flex>
            ) : (
              <Flex direction="column" alignItems="stretch" gap={4}>
                <Typography variant="omega">
                  Deletes every record of this person in every lead collection, for a request under the DPDP Act. Emails are compared
                  ignoring case; phone numbers on their last ten digits (+91 98765 43210 and 9876543210 are one number). This cannot be
                  undone.
                </Typography>
                <Field.Root name="person" required error={error ?? undefined}>
                  <Field.Label>Email or phone</Field.Label>
                  <Field.Input value={person} onChange={(e: React.ChangeEvent<HTMLInputElement>) => setPerson(e.target.value)} autoFocus />
                  <Field.Error />
                </Field.Root>
              </Flex>
            )}
          </Modal.Body>
          <Modal.Footer>
            <Modal.Close>
              <Button variant="tertiary">{erased ? 'Done' : 'Cancel'}</Button>
            </Modal.Close>
            {!erased && (
              <Button type="submit" variant="danger" startIcon={<Trash />} loading={busy} disabled={!person.trim()}>
                Erase
              </Button>
            )}
          </Modal.Footer>
        </form>
      </Modal.Content>
    </Modal.Root>
  );
}
