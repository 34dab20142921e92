import type { Actor, Services } from '../../graphql/context';
import * as projectsSql from './projects.sql';

export function getMyProjects(services: Services, actor: Actor) {
  return projectsSql.listProjectsOfUser(services.db, actor.userId);
}
