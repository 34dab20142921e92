import { builder } from '../../graphql/builder';
import { requireActor } from '../../graphql/context';
import * as projectsService from './projects.service';

interface ProjectSummary {
  id: number;
  titre: string;
  production: string;
  invoiceDetails: string;
}

const ProjectSummaryRef = builder.objectRef<ProjectSummary>('ProjectSummary').implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    titre: t.exposeString('titre'),
    production: t.exposeString('production', { nullable: true }),
    invoiceDetails: t.exposeString('invoiceDetails', { nullable: true }),
  }),
});

builder.queryFields((t) => ({
  myProjects: t.field({
    type: [ProjectSummaryRef],
    authScopes: { authenticated: true },
    resolve: (_root, _args, ctx) => projectsService.getMyProjects(ctx, requireActor(ctx)),
  }),
}));
