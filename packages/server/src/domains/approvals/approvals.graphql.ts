import { builder } from '../../graphql/builder';
import type { ApprovalStep, ApprovalTrail } from './approval-trail';

const ApprovalStepRef = builder.objectRef<ApprovalStep>('ApprovalStep').implement({
  description:
    'One level of a document: who may decide it (its authors left out), whether an author holds it, who decided and when.',
  fields: (t) => ({
    level: t.exposeInt('level'),
    validators: t.exposeStringList('validators'),
    authorHoldsLevel: t.exposeBoolean('authorHoldsLevel', {
      description:
        'An author validates at this level: another validator, or the next level, decides instead.',
    }),
    decidedById: t.exposeInt('decidedById', { nullable: true }),
    decidedByName: t.exposeString('decidedByName', { nullable: true }),
    decidedAt: t.expose('decidedAt', { type: 'DateTime', nullable: true }),
  }),
});

/** The approval of a validated document (expense sheet, purchase order), for its detail views. */
export const ApprovalTrailRef = builder.objectRef<ApprovalTrail>('ApprovalTrail').implement({
  description:
    'Nobody decides their own document (issue 12 item 5): the levels it goes through and who decided.',
  fields: (t) => ({
    nextLevel: t.exposeInt('nextLevel', { nullable: true }),
    hasNoValidator: t.exposeBoolean('hasNoValidator'),
    steps: t.field({ type: [ApprovalStepRef], resolve: (trail) => trail.steps }),
  }),
});
