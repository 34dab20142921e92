import { builder } from './builder';
import '../domains/dashboards/dashboards.graphql';
import '../domains/projects/projects.graphql';
import '../domains/session/session.graphql';
import '../domains/translations/translations.graphql';

export const schema = builder.toSchema({ sortSchema: true });
