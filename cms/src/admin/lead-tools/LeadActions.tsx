/**
 * The lead tools in a list view's header (injection zone listView.actions): shown only on the
 * lead collections the server lists for this admin, so a new lead collection gets them by being
 * added to LEAD_COLLECTIONS on the server. Erase a person… only for an admin who may delete in
 * every lead collection (a Marketer reads and exports, never erases).
 */
import * as React from 'react';
import { useParams } from 'react-router-dom';
import { useFetchClient } from '@strapi/strapi/admin';
import { LEAD_TOOLS, type LeadCollectionInfo } from './api';
import { ExportCsvDialog } from './ExportCsvDialog';
import { ErasePersonDialog } from './ErasePersonDialog';

export function LeadActions() {
  const { slug } = useParams<{ slug: string }>();
  const { get } = useFetchClient();
  const [collections, setCollections] = React.useState<LeadCollectionInfo[]>([]);

  React.useEffect(() => {
    let live = true;
    get<{ data: LeadCollectionInfo[] }>(`${LEAD_TOOLS}/collections`)
      .then((res) => live && setCollections(res.data.data))
      .catch(() => live && setCollections([]));
    return () => {
      live = false;
    };
    // One look-up per list view (`get` is a new function on every render: not a dependency).
  }, []);

  const collection = collections.find((c) => c.uid === slug);
  if (!collection) return null;
  return (
    <>
      <ExportCsvDialog collection={collection} />
      {collection.mayErase && <ErasePersonDialog collections={collections} />}
    </>
  );
}
