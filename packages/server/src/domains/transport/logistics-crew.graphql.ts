import { builder } from '../../graphql/builder';
import { requireActor } from '../../graphql/context';
import { getUsersOfProject } from '../users';

interface CrewMember {
  id: number;
  name: string;
}
const CrewMemberRef = builder.objectRef<CrewMember>('LogisticsCrewMember').implement({
  description: 'A member of the project, to give rooms or trips to (issue 15).',
  fields: (t) => ({ id: t.exposeInt('id'), name: t.exposeString('name') }),
});

builder.queryFields((t) => ({
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
