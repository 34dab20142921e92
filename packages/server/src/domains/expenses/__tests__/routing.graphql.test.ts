import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../app';
import type { Actor } from '../../../core/actor';
import { createProject, createUser, signInAs } from '../../../test/fixtures';
import { errorCode, getRoutingServer, getTestApp, gql } from '../../../test/harness';
import { addresses } from '../../addresses/addresses.table';
import { getTravelDistance } from '../routing.service';

let app: App;
let crewToken: string;
let outsiderToken: string;

const BRUSSELS = { lat: 50.8467, lng: 4.3525 };
const OSTEND = { lat: 51.23, lng: 2.92 };
const DISTANCE =
  'query($f: PlaceInput!, $t: PlaceInput!) { GetTravelDistance(From: $f, To: $t) { km durationMinutes } }';
const PLACES = '{ GetTravelPlaces { label lat lng } }';

beforeAll(async () => {
  app = await getTestApp();
  const project = await createProject(app, { useExpense: true });
  const other = await createProject(app, { useExpense: true });
  await app.database.db.insert(addresses).values([
    {
      licenseId: project.licenseId,
      name: 'Studio Lumière',
      street: 'Rue Haute',
      number: '12',
      zip: '1000',
      city: 'Brussels',
      ...BRUSSELS,
    },
    { licenseId: project.licenseId, name: 'Warehouse without coordinates', city: 'Ghent' },
    { licenseId: other.licenseId, name: 'Another production', city: 'Liège', lat: 50.63, lng: 5.57 },
  ]);
  crewToken = await signInAs(app, (await createUser(app, project.id)).email);
  outsiderToken = await signInAs(app, (await createUser(app, other.id)).email);
});

describe('travel distance by road (ROUTING_URL)', () => {
  it('asks the routing server with lng,lat pairs and answers km to one decimal', async () => {
    const routing = await getRoutingServer();
    const result = await gql<{ GetTravelDistance: { km: string; durationMinutes: number } }>(
      app,
      DISTANCE,
      { f: BRUSSELS, t: OSTEND },
      { token: crewToken },
    );
    const expected = (
      (routing.haversine(BRUSSELS.lat, BRUSSELS.lng, OSTEND.lat, OSTEND.lng) * 1.25) /
      1000
    ).toFixed(1);
    expect(result.data!.GetTravelDistance.km).toBe(expected);
    expect(Number(expected)).toBeGreaterThan(100);
    expect(result.data!.GetTravelDistance.durationMinutes).toBe(
      Math.round((Number(expected) * 1000) / 20 / 60),
    );
    expect(routing.requests.at(-1)).toBe(
      '/route/v1/driving/4.3525,50.8467;2.92,51.23?overview=false&steps=false',
    );
  });

  it('says so in the caller language when there is no road, and checks the coordinates', async () => {
    const none = await gql(app, DISTANCE, { f: BRUSSELS, t: BRUSSELS }, { token: crewToken });
    expect(errorCode(none)).toBe('SERVICE_UNAVAILABLE');
    expect(none.errors![0]!.message).toMatch(/found no road/);
    const bad = await gql(app, DISTANCE, { f: { lat: 91, lng: 4 }, t: OSTEND }, { token: crewToken });
    expect(bad.errors![0]!.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'From.lat' });
  });

  it('without a routing server, tells the person to type the distance', async () => {
    const config = { ...app.services.config, routingUrl: undefined };
    await expect(
      getTravelDistance({ ...app.services, config }, {} as Actor, { from: BRUSSELS, to: OSTEND }),
    ).rejects.toMatchObject({ code: 'SERVICE_UNAVAILABLE', text: 'routingOff' });
    const profile = await gql<{ myProfile: { routingAvailable: boolean } }>(
      app,
      '{ myProfile { routingAvailable } }',
      {},
      { token: crewToken },
    );
    expect(profile.data!.myProfile.routingAvailable).toBe(true);
  });

  it('offers the license addresses that have coordinates, and no other license', async () => {
    const mine = await gql<{ GetTravelPlaces: { label: string }[] }>(app, PLACES, {}, { token: crewToken });
    expect(mine.data!.GetTravelPlaces).toEqual([
      { label: 'Studio Lumière – Rue Haute 12, 1000 Brussels', ...BRUSSELS },
    ]);
    const theirs = await gql<{ GetTravelPlaces: { label: string }[] }>(
      app,
      PLACES,
      {},
      { token: outsiderToken },
    );
    expect(theirs.data!.GetTravelPlaces.map((p) => p.label)).toEqual(['Another production – Liège']);
  });
});
