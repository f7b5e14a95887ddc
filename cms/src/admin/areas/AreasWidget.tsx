/**
 * The panel's home page: "Your work", the content types grouped by who works on them (Marketing,
 * Compliance, Research, Operations: lib/panel-areas.ts), each listing only what the signed-in account
 * may read, under the name the panel gives the type. Strapi's own menu lists them alphabetically in one
 * flat list; this is where staff start.
 */
import * as React from 'react';
import { Box, Flex, Link, Typography } from '@strapi/design-system';
import { NavLink } from 'react-router-dom';
import { useAuth, useFetchClient, Widget } from '@strapi/strapi/admin';
import { PANEL_AREAS } from '../../lib/panel-areas';

interface ContentTypeInfo {
  uid: string;
  kind: 'collectionType' | 'singleType';
  info: { displayName: string };
}

const READ = 'plugin::content-manager.explorer.read';

export function AreasWidget() {
  const { get } = useFetchClient();
  const permissions = useAuth('AreasWidget', (auth) => auth.permissions);
  const [types, setTypes] = React.useState<Map<string, ContentTypeInfo> | null>(null);
  const [failed, setFailed] = React.useState(false);

  React.useEffect(() => {
    get<{ data: ContentTypeInfo[] }>('/content-manager/content-types')
      .then((res) => setTypes(new Map(res.data.data.map((t) => [t.uid, t]))))
      .catch(() => setFailed(true));
  }, [get]);

  if (failed) return <Widget.Error />;
  if (!types) return <Widget.Loading />;
  const readable = new Set(permissions.filter((p) => p.action === READ).map((p) => p.subject));
  const areas = PANEL_AREAS.map((area) => ({ ...area, types: area.types.filter((uid) => readable.has(uid) && types.has(uid)) })).filter(
    (area) => area.types.length,
  );
  if (!areas.length) return <Widget.NoData>Nothing to work on yet: ask an administrator for a role.</Widget.NoData>;
  return (
    <Flex direction="column" alignItems="stretch" gap={4} tag="nav" aria-label="Your work">
      {areas.map((area) => (
        <Box key={area.name}>
          <Typography variant="delta" tag="h3">
            {area.name}
          </Typography>
          <Typography variant="pi" textColor="neutral600" tag="p">
            {area.about}
          </Typography>
          <Flex tag="ul" wrap="wrap" gap={3} paddingTop={1}>
            {area.types.map((uid) => {
              const type = types.get(uid)!;
              const kind = type.kind === 'singleType' ? 'single-types' : 'collection-types';
              return (
                <li key={uid}>
                  <Link tag={NavLink} to={`/content-manager/${kind}/${uid}`}>
                    {type.info.displayName}
                  </Link>
                </li>
              );
            })}
          </Flex>
        </Box>
      ))}
    </Flex>
  );
}
