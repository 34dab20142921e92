import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../app';
import { createProject, createUser, signInAs } from '../../../test/fixtures';
import { getTestApp, gql } from '../../../test/harness';
import { validations } from '../../users/users.table';

/** Issue 12 item 20: a PO's approvals name their validator beside the time (000 §3, 001 §4: level A and B). */

let app: App;
let crewToken: string;
let aToken: string;
let bToken: string;

const FIELDS =
  'id laValidatedId laValidatedName laValidatedWhen lbValidatedId lbValidatedName lbValidatedWhen';

beforeAll(async () => {
  app = await getTestApp();
  const project = await createProject(app, { usePurchaseOrder: true });
  const crew = await createUser(app, project.id, { departmentNumber: 2 });
  const a = await createUser(app, project.id, { departmentNumber: 2, firstName: 'Ada', name: 'Level' });
  const b = await createUser(app, project.id, { departmentNumber: 1, firstName: 'Bo', name: 'Books' });
  await app.database.db.insert(validations).values([
    { projectId: project.id, userId: a.id, departmentNumber: 2, validationLevelPo: 1 },
    { projectId: project.id, userId: b.id, departmentNumber: 2, validationLevelPo: 2 },
  ]);
  crewToken = await signInAs(app, crew.email);
  aToken = await signInAs(app, a.email);
  bToken = await signInAs(app, b.email);
});

describe('PO validators (level A and B)', () => {
  it('answers who validated each level and when, in the approval list and the PO', async () => {
    const made = await gql<{ NewPurchaseOrder: { id: number } }>(
      app,
      'mutation { NewPurchaseOrder(AddedPurchaseOrder: { description: "Dolly", requestDate: "2026-10-12" }) { id } }',
      {},
      { token: crewToken },
    );
    const id = made.data!.NewPurchaseOrder.id;
    await gql(
      app,
      'mutation($id: Int) { AddPoItem(PurchaseOrderId: $id, AddedPoItem: { name: "Dolly", quantity: "1", unitPriceVatExcluded: "250" }) { id } }',
      { id },
      { token: crewToken },
    );
    await gql(
      app,
      'mutation($id: Int!) { SendPurchaseOrdersSlice(PurchaseOrderId: [$id]) { id } }',
      { id },
      {
        token: crewToken,
      },
    );
    await gql(
      app,
      'mutation($id: Int!) { ValidatePurchaseOrder(PurchaseOrderId: $id) { id } }',
      { id },
      {
        token: aToken,
      },
    );
    const waiting = await gql<{ GetPurchaseOrdersToValidate: Record<string, unknown>[] }>(
      app,
      `{ GetPurchaseOrdersToValidate { ${FIELDS} } }`,
      {},
      { token: bToken },
    );
    expect(waiting.data!.GetPurchaseOrdersToValidate).toEqual([
      {
        id,
        laValidatedId: expect.any(Number),
        laValidatedName: 'Ada Level',
        laValidatedWhen: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        lbValidatedId: null,
        lbValidatedName: null,
        lbValidatedWhen: null,
      },
    ]);
    await gql(
      app,
      'mutation($id: Int!) { ValidatePurchaseOrder(PurchaseOrderId: $id) { id } }',
      { id },
      {
        token: bToken,
      },
    );
    const read = await gql<{
      GetPo: { po: Record<string, unknown>; approvalTrail: { steps: Record<string, unknown>[] } };
    }>(
      app,
      `query($id: Int!) { GetPo(PurchaseOrderId: $id) { po { ${FIELDS} }
        approvalTrail { steps { level decidedByName decidedAt } } } }`,
      { id },
      { token: crewToken },
    );
    expect(read.data!.GetPo.po).toMatchObject({ laValidatedName: 'Ada Level', lbValidatedName: 'Bo Books' });
    expect(read.data!.GetPo.approvalTrail.steps).toEqual([
      { level: 1, decidedByName: 'Ada Level', decidedAt: read.data!.GetPo.po.laValidatedWhen },
      { level: 2, decidedByName: 'Bo Books', decidedAt: read.data!.GetPo.po.lbValidatedWhen },
    ]);
  });
});
