import { builder } from '../../graphql/builder';
import { requireActor } from '../../graphql/context';
import { getTravelPlaces } from '../expenses';
import { getUsersOfProject } from '../users';

interface CrewMember {
  id: number;
  name: string;
}
const CrewMemberRef = builder.objectRef<CrewMember>('LogisticsCrewMember').implement({
  description: 'A member of the project, to give rooms or trips to (issue 15).',
  fields: (t) => ({ id: t.exposeInt('id'), name: t.exposeString('name') }),
});

interface Place {
  id: number;
  label: string;
  lat: number;
  lng: number;
}
const TransportPlaceRef = builder.objectRef<Place>('TransportPlace').implement({
  description: 'A place of the license with a position: a trip between two of them is measured by road.',
  fields: (t) => ({
    id: t.exposeInt('id'),
    label: t.exposeString('label'),
    lat: t.exposeFloat('lat'),
    lng: t.exposeFloat('lng'),
  }),
});

builder.queryFields((t) => ({
  GetTransportPlaces: t.field({
    extensions: {
      rule: "license scope: the caller's license's addresses with a position (expenses getTravelPlaces)",
    },
    type: [TransportPlaceRef],
    description: 'Places with a position to start or end a trip (at most 500), as for expense travels.',
    authScopes: { authenticated: true },
    resolve: (_root, _args, ctx) => getTravelPlaces(ctx, requireActor(ctx)),
  }),
  GetLogisticsCrew: t.field({
    extensions: {
      rule: "project scope: the members of the caller's project (users.service getUsersOfProject)",
    },
    type: [CrewMemberRef],
    description: 'The crew of the project, by name, for the accommodation and transport managers.',
    authScopes: { adminOrProd: true, anyRight: ['canManageAccommodations', 'canManageTransport'] },
    resolve: async (_root, _args, ctx) => {
      const members = await getUsersOfProject(ctx, requireActor(ctx), { sortByName: true });
      return members.map((m) => ({
        id: m.id,
        name: [m.firstName, m.name].filter(Boolean).join(' ') || m.email || '',
      }));
    },
  }),
}));
