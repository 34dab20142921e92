/** The demo production loaded on first start (issue 2 §2): a realistic mid-size feature film. */
export const DEMO_PASSWORD = 'Setledger-demo-2026';

export const DEMO_PROJECT = {
  titre: 'The Last Lighthouse',
  production: 'Northlight Pictures',
  realisateur: 'Maren Olsen',
  reference: 'NLP-2026-014',
  invoiceDetails: 'Northlight Pictures SRL, Rue de la Loi 42, 1040 Brussels, BE0712.345.678',
  projectType: 0,
  currency: 0,
  language: 0,
  startDate: '2026-09-01',
  endDate: '2027-03-31',
  shootingStartDate: '2026-11-02',
  wrapStartDate: '2027-01-29',
  timeZone: 'Europe/Brussels',
  regionalSetting: 3,
  userName: 'Crew member',
  hodName: 'Head of department',
  managerName: 'Production manager',
  lastPoNumber: 41,
  lastPoFormat: 'LL-PO-{number:4}',
  lastInvoiceNumber: 12,
  lastInvoiceFormat: 'LL-INV-{number}',
  maxExpenseItemsPerSheet: 30,
  mandatoryExpenseReceipt: true,
  mandatoryCategoryExpense: true,
  usePerDiem: true,
  useWaste: true,
  useCarbonTemplate: true,
  /** General waste is weighed in tonnes (a waste unit index: 0 kg, 1 tonne). */
  generalWasteUnit: 1,
} as const;

/** The production company the project bills as (a legal entity of 001 §3.10), with its bank account. */
export const DEMO_LEGAL_ENTITY = {
  name: 'Northlight Pictures SRL',
  type: 0,
  vat: 'BE0712345678',
  phone: '+32 2 555 00 42',
  email: 'accounts@northlight.example',
  contactName: 'Ines Vermeulen',
  contactFunction: 'Head of finance',
  bank: { bankName: 'Banque Lumière', currency: 0, iban: 'BE71096123456769', bic: 'GKCCBEBB' },
} as const;

/** Tax and allowance flags (001 §3.12): Belgian VAT rates and a per diem. Type numbers are FLAG_TYPES. */
export const DEMO_FLAGS = [
  {
    type: 0,
    name: 'VAT',
    short: 'VAT',
    items: [
      { name: 'VAT 21%', short: '21%', factor: '0.21', value: 21, color: '#1c7ed6' },
      { name: 'VAT 6%', short: '6%', factor: '0.06', value: 6, color: '#37b24d' },
      { name: 'VAT exempt', short: '0%', factor: '0', value: 0, color: '#868e96' },
    ],
  },
  {
    type: 4,
    name: 'Per diem',
    short: 'PD',
    items: [
      {
        name: 'Full day',
        short: 'FD',
        factor: '1',
        value: 1,
        amount: '35.00',
        payCode: '2010',
        color: '#f59f00',
      },
      {
        name: 'Half day',
        short: 'HD',
        factor: '0.5',
        value: 2,
        amount: '17.50',
        payCode: '2010',
        color: '#fab005',
      },
    ],
  },
] as const;

/** Payroll codes of the license (001 §3.8). */
export const DEMO_PAY_CODES = [
  { code: '1010', description: 'Base salary' },
  { code: '1020', description: 'Overtime' },
  { code: '1030', description: 'Night hours' },
  { code: '2010', description: 'Per diem' },
  { code: '3010', description: 'Travel allowance' },
] as const;

export const DEMO_CATEGORIES = [
  { key: 'production', name: 'Production office', costCenter: '1100' },
  { key: 'camera', name: 'Camera equipment', costCenter: '2100' },
  { key: 'sound', name: 'Sound equipment', costCenter: '2200' },
  { key: 'art', name: 'Art and set dressing', costCenter: '2300' },
  { key: 'transport', name: 'Transport and vehicles', costCenter: '2500' },
  { key: 'locations', name: 'Locations', costCenter: '2800' },
  { key: 'catering', name: 'Catering', costCenter: '2600' },
  { key: 'accommodation', name: 'Accommodation', costCenter: '2700' },
] as const;

export const DEMO_DEPARTMENTS = [
  {
    value: 1,
    name: 'Production',
    prefix: 'PRD',
    category: 'production',
    functions: [
      'Producer',
      'Line producer',
      'Production manager',
      'Production accountant',
      'Production assistant',
    ],
  },
  {
    value: 2,
    name: 'Camera',
    prefix: 'CAM',
    category: 'camera',
    functions: ['Director of photography', '1st assistant camera', '2nd assistant camera', 'DIT'],
  },
  {
    value: 3,
    name: 'Sound',
    prefix: 'SND',
    category: 'sound',
    functions: ['Production sound mixer', 'Boom operator'],
  },
  {
    value: 4,
    name: 'Art',
    prefix: 'ART',
    category: 'art',
    functions: ['Production designer', 'Art director', 'Set dresser', 'Props master'],
  },
  {
    value: 5,
    name: 'Transport',
    prefix: 'TRP',
    category: 'transport',
    functions: ['Transport captain', 'Driver'],
  },
  {
    value: 6,
    name: 'Locations',
    prefix: 'LOC',
    category: 'locations',
    functions: ['Location manager', 'Location scout'],
  },
] as const;

export const DEMO_SUPPLIERS = [
  {
    name: 'Lumen Camera Rental',
    type: 1,
    vat: 'BE0456.789.123',
    phone: '+32 2 555 01 10',
    street: 'Avenue Louise',
    number: '231',
    lat: 50.8275,
    lng: 4.364,
    zip: '1050',
    city: 'Brussels',
    country: 'Belgium',
    countryCode: 'be',
  },
  {
    name: 'Decibel Audio Hire',
    type: 1,
    vat: 'BE0567.123.456',
    phone: '+32 3 555 22 40',
    street: 'Kribbestraat',
    number: '8',
    lat: 51.227,
    lng: 4.411,
    zip: '2000',
    city: 'Antwerp',
    country: 'Belgium',
    countryCode: 'be',
  },
  {
    name: 'Rollo Trucks & Vans',
    type: 2,
    vat: 'BE0678.234.567',
    phone: '+32 9 555 33 70',
    street: 'Industrieweg',
    number: '115',
    lat: 51.089,
    lng: 3.747,
    zip: '9000',
    city: 'Ghent',
    country: 'Belgium',
    countryCode: 'be',
  },
  {
    name: 'Maison Verte Catering',
    type: 3,
    vat: 'FR45123456789',
    phone: '+33 3 20 55 44 10',
    street: 'Rue Nationale',
    number: '77',
    lat: 50.634,
    lng: 3.057,
    zip: '59000',
    city: 'Lille',
    country: 'France',
    countryCode: 'fr',
  },
  {
    name: 'Hôtel du Port',
    type: 4,
    vat: 'FR67987654321',
    phone: '+33 2 35 55 66 00',
    street: 'Quai de la Marne',
    number: '3',
    zip: '76600',
    city: 'Le Havre',
    country: 'France',
    countryCode: 'fr',
  },
] as const;

type Flag = 'isAdmin' | 'isLicenseAdmin' | 'isProd' | 'isTranslator' | 'productionAccountant';
export interface DemoUser {
  email: string;
  firstName: string;
  name: string;
  role: string;
  department: number;
  function: number;
  flags: readonly Flag[];
  rights: readonly string[];
  /** Validation level per department (001 §6): 'all' means every department. */
  validation?: { level: number; departments: readonly number[] | 'all' };
  contract: readonly [string, string];
  appLanguage?: number;
}

const MANAGER_RIGHTS = [
  'canAccessUsers',
  'canAccessBudget',
  'canAccessMyBudget',
  'canAccessGreenReporting',
  'canAccessConfig',
  'canAccessOnboarding',
  'canAccessCrewList',
  'canMarkEntryAsProcessed',
  'canEditExpense',
  'canEditPo',
  'canDeleteAfterValidation',
  'canLockBudget',
  'canModifyEstimatedFinalCost',
  'canManageDocuments',
  'canManageDocumentPackage',
  'canExportImport',
  'canViewDepartmentBudget',
  'canViewGlobalBudget',
  'canViewConfigurationScreen',
  'canViewReportingScreens',
  'canViewGreenTable',
  'canViewWasteScreens',
  'canManageCrewList',
  'canManageLocations',
  'canManageTransport',
  'canManageAccommodations',
  'canManageCallSheets',
  'canManageCarbonRemoval',
  'canManageTipOfTheDay',
  'canEditAndAddCode',
  'canAssign',
] as const;

export const DEMO_USERS: readonly DemoUser[] = [
  {
    email: 'admin@demo.setledger.test',
    firstName: 'Alex',
    name: 'Morel',
    role: 'Administrator, and administrator of the demo license',
    department: 1,
    function: 3,
    flags: ['isAdmin', 'isLicenseAdmin'],
    rights: MANAGER_RIGHTS,
    contract: ['2026-09-01', '2027-03-31'],
  },
  {
    email: 'prod@demo.setledger.test',
    firstName: 'Paula',
    name: 'Verhoeven',
    role: 'Producer (production)',
    department: 1,
    function: 1,
    flags: ['isProd'],
    rights: MANAGER_RIGHTS,
    contract: ['2026-09-01', '2027-03-31'],
  },
  {
    email: 'hod@demo.setledger.test',
    firstName: 'Hugo',
    name: 'Martin',
    role: 'Head of camera department, validation level 1',
    department: 2,
    function: 1,
    flags: [],
    rights: ['canAccessMyBudget', 'canViewDepartmentBudget', 'canAccessCrewList'],
    validation: { level: 1, departments: [2] },
    contract: ['2026-10-01', '2027-02-15'],
  },
  {
    email: 'accountant@demo.setledger.test',
    firstName: 'Anna',
    name: 'Kowalski',
    role: 'Production accountant, validation level 2',
    department: 1,
    function: 4,
    flags: ['productionAccountant'],
    rights: [
      'canAccessBudget',
      'canAccessMyBudget',
      'canViewGlobalBudget',
      'canViewDepartmentBudget',
      'canLockBudget',
      'canModifyEstimatedFinalCost',
      'canMarkEntryAsProcessed',
      'canEditExpense',
      'canEditPo',
      'canExportImport',
      'canAccessCrewList',
    ],
    validation: { level: 2, departments: 'all' },
    contract: ['2026-09-01', '2027-03-31'],
  },
  {
    email: 'green@demo.setledger.test',
    firstName: 'Greta',
    name: 'Jansen',
    role: 'Green manager (eco-manager): carbon reporting, checklist and action plans',
    department: 1,
    function: 5,
    flags: [],
    rights: [
      'canAccessGreenReporting',
      'canViewReportingScreens',
      'canViewGreenTable',
      'canViewWasteScreens',
      'canManageCarbonRemoval',
      'canAccessMyBudget',
      'canAccessCrewList',
    ],
    contract: ['2026-09-01', '2027-03-31'],
  },
  {
    email: 'crew1@demo.setledger.test',
    firstName: 'Chris',
    name: 'Dupont',
    role: 'Crew: 1st assistant camera',
    department: 2,
    function: 2,
    flags: [],
    rights: ['canAccessCrewList'],
    contract: ['2026-10-26', '2027-01-31'],
  },
  {
    email: 'crew2@demo.setledger.test',
    firstName: 'Sam',
    name: 'Peeters',
    role: 'Crew: boom operator',
    department: 3,
    function: 2,
    flags: [],
    rights: ['canAccessCrewList'],
    contract: ['2026-10-26', '2027-01-31'],
  },
  {
    email: 'translator@demo.setledger.test',
    firstName: 'Tina',
    name: 'Rossi',
    role: 'Translator',
    department: 1,
    function: 5,
    flags: ['isTranslator'],
    rights: [],
    contract: ['2026-09-01', '2027-03-31'],
    appLanguage: 3,
  },
];

/** Places of the shoot with coordinates (travel starts and ends; distances by road with ROUTING_URL). */
export const DEMO_PLACES = [
  {
    name: 'Lange Nelle lighthouse (main set)',
    street: 'Lange Nelle',
    zip: '8400',
    city: 'Ostend',
    country: 'Belgium',
    countryCode: 'be',
    lat: 51.237,
    lng: 2.925,
  },
  {
    name: 'Studio Lumière (stage 2)',
    street: 'Rue Haute',
    number: '12',
    zip: '1000',
    city: 'Brussels',
    country: 'Belgium',
    countryCode: 'be',
    lat: 50.8395,
    lng: 4.3475,
  },
] as const;

/**
 * Expenses of the demo (issue 5): Sam Peeters (Sound) has an approved sheet of two travels (no receipt is
 * needed for a travel; the allowance is 124 km × 0.43 €) and a ticket still to send; the rest of the crew
 * starts empty.
 */
export const DEMO_EXPENSES = {
  owner: 'crew2@demo.setledger.test',
  approvedBy: 'accountant@demo.setledger.test',
  sheetTitle: 'Scouting week 43',
  travels: [
    {
      date: '2026-10-27',
      description: 'Scouting the lighthouse set',
      from: 'Studio Lumière (stage 2)',
      to: 'Lange Nelle lighthouse (main set)',
      km: '124',
      allowance: '53.32',
      category: 'transport',
    },
    {
      date: '2026-10-29',
      description: 'Sound check at the lighthouse',
      from: 'Studio Lumière (stage 2)',
      to: 'Lange Nelle lighthouse (main set)',
      km: '124',
      allowance: '53.32',
      category: 'transport',
    },
  ],
  ticket: {
    date: '2026-11-18',
    description: 'Batteries for the radio mics',
    amountTotal: '45.98',
    category: 'sound',
  },
} as const;
