import type { DEMO_CATEGORIES } from './demo-data';

/**
 * The demo's budget and its first seven weeks (issue 12 item 33): a small feature's budget per department and
 * category, the accountant's changes of estimated final cost, and validated travel sheets, purchase orders
 * and supplier invoices from prep (5 October 2026) to the second shooting week (19 November 2026) — all
 * before the day the browser journeys play (20 November), with nothing left waiting for a validator.
 * Amounts exclude VAT.
 */
type Category = (typeof DEMO_CATEGORIES)[number]['key'];

export const DEMO_BUDGET_LINES: readonly {
  department: number;
  category: Category;
  description: string;
  amount: string;
}[] = [
  {
    department: 1,
    category: 'production',
    description: 'Production office: rent, phones, supplies',
    amount: '38500.00',
  },
  { department: 1, category: 'production', description: 'Production insurance package', amount: '24000.00' },
  {
    department: 1,
    category: 'production',
    description: 'Legal, audit and payroll services',
    amount: '18000.00',
  },
  { department: 1, category: 'catering', description: 'Crew catering, 62 shooting days', amount: '96100.00' },
  { department: 1, category: 'catering', description: 'Craft service and water', amount: '12400.00' },
  {
    department: 1,
    category: 'accommodation',
    description: 'Hotel nights in Ostend, cast and crew',
    amount: '71250.00',
  },
  { department: 2, category: 'camera', description: 'Camera package rental, 13 weeks', amount: '78000.00' },
  { department: 2, category: 'camera', description: 'Lenses and filters', amount: '32500.00' },
  { department: 2, category: 'camera', description: 'Grip and dolly', amount: '21000.00' },
  { department: 2, category: 'camera', description: 'Loss and damage allowance', amount: '4000.00' },
  { department: 2, category: 'transport', description: 'Camera team travel', amount: '1500.00' },
  { department: 3, category: 'sound', description: 'Sound package rental', amount: '18200.00' },
  {
    department: 3,
    category: 'sound',
    description: 'Radio mics, batteries and expendables',
    amount: '6450.00',
  },
  { department: 3, category: 'transport', description: 'Sound team travel', amount: '1200.00' },
  { department: 4, category: 'art', description: 'Lighthouse interior set build', amount: '58000.00' },
  { department: 4, category: 'art', description: 'Set dressing and props', amount: '27600.00' },
  { department: 4, category: 'art', description: 'Paint and materials', amount: '9800.00' },
  { department: 5, category: 'transport', description: 'Camera and grip trucks', amount: '26400.00' },
  { department: 5, category: 'transport', description: 'Crew vans and fuel', amount: '19850.50' },
  { department: 5, category: 'transport', description: 'Mileage allowances', amount: '4500.00' },
  {
    department: 6,
    category: 'locations',
    description: 'Lange Nelle lighthouse site fee',
    amount: '45000.00',
  },
  { department: 6, category: 'locations', description: 'Harbour and quay permits', amount: '8750.00' },
  { department: 6, category: 'locations', description: 'Security and restoration', amount: '12300.00' },
];

/** The accountant's EFC changes, oldest first: each starts from the EFC shown then. */
export const DEMO_EFC_CHANGES: readonly {
  department: number;
  category: Category;
  at: string;
  amount: string;
  comment: string;
}[] = [
  {
    department: 2,
    category: 'camera',
    at: '2026-10-20T15:10:00Z',
    amount: '142000.00',
    comment: 'Extra lens week for the storm night shoots (scenes 41 to 47).',
  },
  {
    department: 1,
    category: 'catering',
    at: '2026-11-09T10:30:00Z',
    amount: '112300.00',
    comment: 'Four shooting days added to the schedule: catering and craft service for 65 people.',
  },
  {
    department: 6,
    category: 'locations',
    at: '2026-11-12T08:45:00Z',
    amount: '63500.00',
    comment: 'The city of Ostend waived the harbour permit fees.',
  },
  {
    department: 2,
    category: 'camera',
    at: '2026-11-16T17:20:00Z',
    amount: '139800.00',
    comment: 'Second zoom returned early: one rental week saved.',
  },
  {
    department: 5,
    category: 'transport',
    at: '2026-11-18T09:05:00Z',
    amount: '52400.00',
    comment: 'Fuel up since the budget was drawn; the vans stay for the pick-up days.',
  },
];

type VatRate = '21' | '6' | '0';

/**
 * Validated purchase orders LL-PO-0034 to LL-PO-0041 (the project's lastPoNumber is 41): their lines (quantity
 * × unit price) and the supplier invoices received so far, each invoicing part of some lines (line index →
 * amount excluding VAT).
 */
export const DEMO_PURCHASE_ORDERS: readonly {
  number: number;
  owner: string;
  department: number;
  supplier: string | null;
  description: string;
  requestDate: string;
  validatedAt: string;
  lines: readonly { name: string; category: Category; quantity: string; unitPrice: string; vat: VatRate }[];
  invoices: readonly { date: string; amounts: readonly string[] }[];
}[] = [
  {
    number: 34,
    owner: 'hod@demo.setledger.test',
    department: 2,
    supplier: 'Lumen Camera Rental',
    description: 'Camera and lens package, shooting weeks 1 to 6',
    requestDate: '2026-10-05',
    validatedAt: '2026-10-07T09:00:00Z',
    lines: [
      {
        name: 'Camera package (Alexa Mini LF), per week',
        category: 'camera',
        quantity: '6',
        unitPrice: '6000',
        vat: '21',
      },
      {
        name: 'Lens package (Supreme primes), per week',
        category: 'camera',
        quantity: '6',
        unitPrice: '2500',
        vat: '21',
      },
    ],
    invoices: [{ date: '2026-11-16', amounts: ['12000.00', '5000.00'] }],
  },
  {
    number: 35,
    owner: 'prod@demo.setledger.test',
    department: 3,
    supplier: 'Decibel Audio Hire',
    description: 'Sound package for the shoot',
    requestDate: '2026-10-08',
    validatedAt: '2026-10-09T14:00:00Z',
    lines: [
      { name: 'Sound package, per week', category: 'sound', quantity: '10', unitPrice: '1560', vat: '21' },
      { name: 'Radio mics (8), per week', category: 'sound', quantity: '10', unitPrice: '304', vat: '21' },
    ],
    invoices: [{ date: '2026-11-16', amounts: ['3120.00', '608.00'] }],
  },
  {
    number: 36,
    owner: 'prod@demo.setledger.test',
    department: 5,
    supplier: 'Rollo Trucks & Vans',
    description: 'Trucks and crew vans, 12 weeks',
    requestDate: '2026-10-12',
    validatedAt: '2026-10-13T11:30:00Z',
    lines: [
      { name: 'Camera truck, per week', category: 'transport', quantity: '12', unitPrice: '950', vat: '21' },
      { name: 'Crew vans (3), per week', category: 'transport', quantity: '12', unitPrice: '900', vat: '21' },
    ],
    invoices: [{ date: '2026-11-17', amounts: ['2850.00', '2700.00'] }],
  },
  {
    number: 37,
    owner: 'prod@demo.setledger.test',
    department: 1,
    supplier: 'Maison Verte Catering',
    description: 'Crew catering, shooting weeks 1 to 4',
    requestDate: '2026-10-19',
    validatedAt: '2026-10-20T10:00:00Z',
    lines: [
      {
        name: 'Catering for 65, per shooting day',
        category: 'catering',
        quantity: '20',
        unitPrice: '1540',
        vat: '0',
      },
    ],
    invoices: [
      { date: '2026-11-09', amounts: ['7700.00'] },
      { date: '2026-11-16', amounts: ['7700.00'] },
    ],
  },
  {
    number: 38,
    owner: 'prod@demo.setledger.test',
    department: 1,
    supplier: 'Hôtel du Port',
    description: 'Hotel rooms in November',
    requestDate: '2026-10-22',
    validatedAt: '2026-10-23T16:00:00Z',
    lines: [{ name: 'Room nights', category: 'accommodation', quantity: '410', unitPrice: '60', vat: '0' }],
    invoices: [{ date: '2026-11-17', amounts: ['12300.00'] }],
  },
  {
    number: 39,
    owner: 'prod@demo.setledger.test',
    department: 6,
    supplier: null,
    description: 'Lange Nelle lighthouse: site fee deposit',
    requestDate: '2026-10-26',
    validatedAt: '2026-10-27T09:15:00Z',
    lines: [
      {
        name: 'Site fee deposit (50 %)',
        category: 'locations',
        quantity: '1',
        unitPrice: '22500',
        vat: '21',
      },
    ],
    invoices: [{ date: '2026-11-02', amounts: ['22500.00'] }],
  },
  {
    number: 40,
    owner: 'prod@demo.setledger.test',
    department: 4,
    supplier: null,
    description: 'Set build materials for the lighthouse interior',
    requestDate: '2026-11-02',
    validatedAt: '2026-11-03T12:00:00Z',
    lines: [
      { name: 'Timber and panels', category: 'art', quantity: '1', unitPrice: '11200', vat: '21' },
      { name: 'Steel stairs (rental)', category: 'art', quantity: '1', unitPrice: '7200', vat: '21' },
    ],
    invoices: [],
  },
  {
    number: 41,
    owner: 'hod@demo.setledger.test',
    department: 2,
    supplier: 'Lumen Camera Rental',
    description: 'Grip and dolly package, 5 weeks',
    requestDate: '2026-11-10',
    validatedAt: '2026-11-12T08:30:00Z',
    lines: [
      {
        name: 'Grip and dolly package, per week',
        category: 'camera',
        quantity: '5',
        unitPrice: '1960',
        vat: '21',
      },
    ],
    invoices: [],
  },
];

const STUDIO = 'Studio Lumière (stage 2)';
const LIGHTHOUSE = 'Lange Nelle lighthouse (main set)';

/** Validated travel sheets (mileage at 0.43 € a km, in Transport and vehicles of the traveller's department). */
export const DEMO_TRAVEL_SHEETS: readonly {
  owner: string;
  title: string;
  submittedAt: string;
  /** The camera department's level 1 (the head of camera), never on their own sheet. */
  level1At: string | null;
  level2At: string;
  travels: readonly { date: string; description: string; from: string; to: string; km: string }[];
}[] = [
  {
    owner: 'crew1@demo.setledger.test',
    title: 'Camera prep week 44',
    submittedAt: '2026-10-30T17:00:00Z',
    level1At: '2026-10-31T09:00:00Z',
    level2At: '2026-11-02T10:00:00Z',
    travels: [
      {
        date: '2026-10-27',
        description: 'Camera prep at Lumen',
        from: STUDIO,
        to: 'Lumen Camera Rental',
        km: '14',
      },
      {
        date: '2026-10-29',
        description: 'Camera tests at the lighthouse',
        from: STUDIO,
        to: LIGHTHOUSE,
        km: '124',
      },
    ],
  },
  {
    owner: 'crew1@demo.setledger.test',
    title: 'Shooting week 1',
    submittedAt: '2026-11-06T18:30:00Z',
    level1At: '2026-11-07T08:15:00Z',
    level2At: '2026-11-09T09:40:00Z',
    travels: [
      { date: '2026-11-02', description: 'Drive to the main set', from: STUDIO, to: LIGHTHOUSE, km: '124' },
      { date: '2026-11-05', description: 'Back from the main set', from: LIGHTHOUSE, to: STUDIO, km: '124' },
    ],
  },
  {
    owner: 'hod@demo.setledger.test',
    title: 'Lens tests week 46',
    submittedAt: '2026-11-13T16:00:00Z',
    level1At: null,
    level2At: '2026-11-16T11:00:00Z',
    travels: [
      {
        date: '2026-11-10',
        description: 'Lens tests at the lighthouse',
        from: STUDIO,
        to: LIGHTHOUSE,
        km: '124',
      },
    ],
  },
  {
    owner: 'crew2@demo.setledger.test',
    title: 'Shooting week 2',
    submittedAt: '2026-11-13T17:45:00Z',
    level1At: null,
    level2At: '2026-11-16T11:10:00Z',
    travels: [
      { date: '2026-11-09', description: 'Drive to the main set', from: STUDIO, to: LIGHTHOUSE, km: '124' },
      { date: '2026-11-12', description: 'Back from the main set', from: LIGHTHOUSE, to: STUDIO, km: '124' },
    ],
  },
];

/** The mileage allowance of the demo's travels (DEMO_EXPENSES: 124 km → 53.32 €). */
export const DEMO_KM_RATE = '0.43';
