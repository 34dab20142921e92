import { href } from '../../../config/paths';

type Id = number | string;

/** The routes of a person's own trips (mytransport) or of every trip (TransportsList). */
export const transportRoutes = (mine: boolean) =>
  mine
    ? {
        list: () => href('mytransport'),
        detail: (id: Id) => href('mytransport/:id', { id }),
        add: () => href('mytransport/mobile/add'),
        update: (id: Id) => href('mytransport/mobile/update/:id', { id }),
      }
    : {
        list: () => href('TransportsList'),
        detail: (id: Id) => href('TransportsList/:id', { id }),
        add: () => href('TransportsList/mobile/add'),
        update: (id: Id) => href('TransportsList/mobile/update/:id', { id }),
      };
