/**
 * The green checklist (001 §3.16, issue 16), in the manner of the Green Production Guide's department checklists:
 * 20 departments (formId 299 to 318, ids 0 to 19, URL-style names), production split in five sections, every
 * question with its formId (1 to 298), the points a Yes earns (0 to 5) and whether a Yes asks for a supplier or an
 * explanation. The question texts are ours; the English is here as the fallback, every language sits in the
 * translation file green-checklist-questions.json under the same formId (questions, sections and departments).
 * `evidence` names the ledger entries that can back a Yes: factor-key patterns (SQL LIKE) and carbon categories.
 */

/** Answer options (001 §3.16): value 0 No (id 11), 1 Yes (id 12), 2 N/A (id 13). */
export const CHECKLIST_ANSWER = { no: 11, yes: 12, na: 13 } as const;
export type ChecklistAnswerId = (typeof CHECKLIST_ANSWER)[keyof typeof CHECKLIST_ANSWER];
export const CHECKLIST_ANSWER_OPTIONS = [
  { value: 0, id: 11, name: 'no' },
  { value: 1, id: 12, name: 'yes' },
  { value: 2, id: 13, name: 'na' },
] as const;
export const isChecklistAnswer = (id: number): id is ChecklistAnswerId => id === 11 || id === 12 || id === 13;

export type ChecklistAsks = 'supplier' | 'explanation' | null;

export interface ChecklistEvidenceMatch {
  /** SQL LIKE patterns of the factor keys whose entries back a Yes ('hvo%'). */
  factorKeys: readonly string[];
  /** Carbon categories (001 §9) whose entries back a Yes. */
  categories: readonly number[];
}

export interface ChecklistQuestion {
  formId: number;
  availablePoints: number;
  asks: ChecklistAsks;
  /** English text (fallback); translations under the formId in green-checklist-questions.json. */
  en: string;
  /** A named item (the 5-point items 001 §3.16 lists). */
  key?: string;
  evidence?: ChecklistEvidenceMatch;
}

export interface ChecklistSection {
  sectionId: string;
  formId: number;
  title: string;
  questions: readonly ChecklistQuestion[];
}

export interface ChecklistDepartment {
  id: number;
  formId: number;
  /** URL-style name: the :page of peach-pear-plum/:page. */
  name: string;
  title: string;
  /** Every question of the department (production: its sections' questions, in order). */
  questions: readonly ChecklistQuestion[];
  sections: readonly ChecklistSection[];
}

const q = (
  formId: number,
  availablePoints: number,
  asks: ChecklistAsks,
  en: string,
  more: Pick<ChecklistQuestion, 'key' | 'evidence'> = {},
): ChecklistQuestion => ({ formId, availablePoints, asks, en, ...more });
const section = (sectionId: string, formId: number, title: string, questions: ChecklistQuestion[]) => ({
  sectionId,
  formId,
  title,
  questions,
});
const dept = (id: number, formId: number, name: string, title: string, questions: ChecklistQuestion[]) => ({
  id,
  formId,
  name,
  title,
  questions,
  sections: [],
});

const DEPARTMENTS: readonly (Omit<ChecklistDepartment, 'questions'> & {
  questions?: readonly ChecklistQuestion[];
})[] = [
  dept(0, 299, 'accounting', 'Accounting', [
    q(1, 2, null, 'Are budgets, cost reports and purchase orders shared digitally instead of printed?'),
    q(2, 1, null, 'Is the paper that must be printed recycled or FSC-certified, and printed double-sided?'),
    q(
      3,
      2,
      'supplier',
      'Does the production bank with an institution committed not to finance new fossil fuel projects?',
    ),
    q(
      4,
      0,
      null,
      'Tip: ask suppliers to send invoices by e-mail and to state fuel, energy and waste quantities so the carbon ledger stays complete.',
    ),
  ]),
  dept(1, 300, 'art', 'Art', [
    q(
      9,
      3,
      'explanation',
      'Before buying new materials, does the art department check what can be rented, borrowed or reused?',
    ),
    q(10, 2, 'supplier', 'Are low-VOC or water-based paints used?'),
    q(
      11,
      2,
      'supplier',
      'Are graphics and signs printed on recyclable or reusable materials instead of PVC or foam board?',
    ),
    q(
      12,
      0,
      null,
      'Tip: keep a shared list of reusable pieces and materials so other departments and future productions can borrow them.',
    ),
  ]),
  dept(2, 301, 'assistant-directors', 'Assistant Directors', [
    q(17, 2, null, 'Is a sustainability briefing given to cast and crew at the start of the shoot?'),
    q(18, 2, null, 'Are call sheets, sides and schedules distributed digitally?'),
    q(
      19,
      2,
      null,
      'Do call sheets give sustainability information (refill points, recycling stations, car-pool options)?',
    ),
    q(20, 3, 'explanation', 'Is the schedule built to reduce company moves and travel between locations?'),
  ]),
  dept(3, 302, 'camera', 'Camera', [
    q(25, 2, null, 'Are rechargeable batteries used instead of single-use batteries?'),
    q(
      26,
      2,
      'supplier',
      'Is camera equipment rented from a rental house with a documented sustainability policy?',
    ),
    q(27, 1, null, 'Are camera reports kept digitally instead of on printed sheets?'),
    q(28, 0, null, 'Tip: switch off monitors and wireless transmitters between set-ups.'),
  ]),
  dept(4, 303, 'catering', 'Catering', [
    q(33, 5, 'supplier', 'Is leftover food donated to a food bank, shelter or charity?', {
      key: 'donateFood',
    }),
    q(
      34,
      3,
      'explanation',
      'Are plant-based meals offered at every service, with meat limited to some days?',
      { evidence: { factorKeys: ['meal_vegetarian', 'meal_vegan'], categories: [] } },
    ),
    q(35, 3, 'supplier', 'Is food served with reusable or compostable plates and cutlery?'),
    q(36, 2, 'supplier', 'Is produce sourced locally and in season where possible?'),
  ]),
  dept(5, 304, 'construction', 'Construction', [
    q(41, 5, 'supplier', 'Is the plywood and timber used certified (FSC or PEFC) or reclaimed?', {
      key: 'certifiedPlywood',
    }),
    q(42, 5, 'explanation', 'Are sets built with reused materials or existing stock flats and pieces?', {
      key: 'reusedMaterials',
    }),
    q(43, 2, 'supplier', 'Are water-based, low-VOC paints and finishes used?'),
    q(
      44,
      3,
      'explanation',
      'Are sets designed to be taken apart, stored and reused, and is what remains sorted for recycling?',
      { evidence: { factorKeys: ['waste_wood_%', 'waste_metal_%'], categories: [] } },
    ),
  ]),
  dept(6, 305, 'costume-wardrobe', 'Costume & Wardrobe', [
    q(49, 3, 'supplier', 'Are costumes rented, bought second-hand or pulled from stock before buying new?'),
    q(50, 3, 'supplier', 'Are costumes and fabrics donated or resold after the shoot?'),
    q(51, 2, null, 'Are eco-labelled detergents and cold washes used, with line drying where practical?'),
    q(52, 1, null, 'Are garment bags and hangers reusable instead of single-use plastic?'),
  ]),
  dept(7, 306, 'craft-service', 'Craft Service', [
    q(
      57,
      5,
      'supplier',
      'Are water jugs or dispensers with refillable bottles provided instead of single-use plastic bottles?',
      { key: 'waterJugs' },
    ),
    q(58, 2, null, 'Are snacks and drinks bought in bulk to avoid individual packaging?'),
    q(59, 2, null, 'Are reusable or compostable cups, plates and cutlery used at the craft table?'),
    q(60, 1, 'supplier', 'Are coffee, tea and snacks organic or fair trade?'),
  ]),
  dept(8, 307, 'electric', 'Electric', [
    q(65, 5, 'explanation', 'Is at least 30% of the lighting package energy-efficient (LED or equivalent)?', {
      key: 'efficientLighting',
    }),
    q(66, 1, null, 'Are lights switched off between set-ups and at wrap?'),
    q(
      67,
      3,
      'explanation',
      'Is power distribution planned to connect to house power or the grid when it is available?',
      { evidence: { factorKeys: ['electricity_%'], categories: [] } },
    ),
    q(68, 1, null, 'Are rechargeable batteries used for practical and portable lights?'),
  ]),
  dept(9, 308, 'greens', 'Greens', [
    q(73, 3, 'supplier', 'Are plants rented from a nursery or returned for replanting after use?'),
    q(74, 2, null, 'Are peat-free soil and biodegradable pots used?'),
    q(75, 2, null, 'Are artificial greens reused from stock instead of bought new?'),
    q(
      76,
      0,
      null,
      'Tip: choose native plants that can be given to local gardens or schools after the shoot.',
    ),
  ]),
  dept(10, 309, 'grip', 'Grip', [
    q(81, 1, null, 'Are reusable sandbags, straps and wedges used instead of single-use tape and plastic?'),
    q(82, 2, 'supplier', 'Is grip equipment rented from a rental house with a sustainability policy?'),
    q(83, 2, 'explanation', 'Is the timber used for rigging reused or certified?'),
    q(
      84,
      3,
      'explanation',
      'Are battery-powered or electric dollies, cranes and lifts chosen over fuel-powered ones?',
    ),
  ]),
  dept(11, 310, 'hair', 'Hair', [
    q(89, 2, 'supplier', 'Are hair products cruelty-free and free of harmful chemicals?'),
    q(90, 1, null, 'Are products bought in bulk or in refillable containers?'),
    q(91, 1, null, 'Are energy-efficient styling tools used and switched off when not in use?'),
    q(92, 2, null, 'Are wigs and hairpieces rented or reused?'),
  ]),
  dept(12, 311, 'locations', 'Locations', [
    q(
      97,
      3,
      'explanation',
      'Were locations chosen with public transport access or within walking distance of the unit base?',
    ),
    q(98, 3, 'explanation', 'Is power on location taken from the mains instead of generators?', {
      evidence: { factorKeys: ['electricity_%'], categories: [0] },
    }),
    q(99, 3, null, 'Are recycling and compost stations set up at every location?', {
      evidence: { factorKeys: [], categories: [4] },
    }),
    q(100, 1, null, 'Are locations left as clean as, or cleaner than, they were found?'),
  ]),
  dept(13, 312, 'make-up', 'Make-up', [
    q(
      105,
      2,
      'supplier',
      'Are make-up products cruelty-free, vegan or from brands with a sustainability commitment?',
    ),
    q(106, 2, null, 'Are reusable applicators, sponges and cloths used instead of disposables?'),
    q(107, 1, 'supplier', 'Are empty containers recycled through a take-back programme?'),
    q(
      108,
      0,
      null,
      'Tip: decant products into reusable containers rather than opening new ones for each artist.',
    ),
  ]),
  {
    id: 14,
    formId: 313,
    name: 'production',
    title: 'Production',
    sections: [
      section('sustainablePractices', 174, 'Sustainable Practices', [
        q(
          175,
          5,
          'explanation',
          'Is the production’s environmental impact tracked with an accepted method (a carbon calculator such as PEAR or Carbon’Clap)?',
          { key: 'trackImpact' },
        ),
        q(176, 3, 'explanation', 'Has a sustainability coordinator or eco-manager been appointed?'),
        q(
          177,
          2,
          null,
          'Does the production have a written sustainability policy shared with cast and crew?',
        ),
        q(
          178,
          5,
          'explanation',
          'Do characters show sustainable behaviour on screen (reusable bottles, recycling, cycling or public transport)?',
          { key: 'onScreenBehaviour' },
        ),
        q(179, 5, 'explanation', 'Does a storyline advocate environmental responsibility?', {
          key: 'storyline',
        }),
        q(180, 2, null, 'Is paperless production (digital scripts, call sheets and forms) the default?'),
        q(181, 0, null, 'Tip: put green commitments in crew deal memos and supplier contracts.'),
      ]),
      section('productsSuppliers', 185, 'Products & Suppliers', [
        q(186, 3, 'supplier', 'Are reusable water bottles given to cast and crew?'),
        q(187, 1, 'supplier', 'Is office paper recycled or FSC-certified?'),
        q(188, 2, 'supplier', 'Are cleaning products non-toxic and biodegradable?'),
        q(
          189,
          2,
          'explanation',
          'Are suppliers asked about their environmental policy before they are hired?',
        ),
        q(190, 3, 'supplier', 'Are suppliers with recognised environmental labels preferred?'),
        q(191, 1, null, 'Is office equipment rented or bought second-hand?'),
        q(192, 0, null, 'Tip: ask suppliers to deliver in reusable crates and to take their packaging back.'),
      ]),
      section('energy', 201, 'Energy', [
        q(
          202,
          5,
          'explanation',
          'Is house power or the grid used instead of diesel generators wherever it is available?',
          { key: 'housePower', evidence: { factorKeys: ['electricity_%'], categories: [0] } },
        ),
        q(203, 5, 'supplier', 'Are solar-powered or hybrid trailers and production vehicles used?', {
          key: 'solarTrailers',
        }),
        q(204, 3, 'supplier', 'Do offices and studios buy electricity from renewable sources?', {
          evidence: { factorKeys: ['electricity_%'], categories: [] },
        }),
        q(
          205,
          3,
          'explanation',
          'When generators are needed, are they sized to the load and run on low-carbon fuel or as hybrids with batteries?',
          { evidence: { factorKeys: ['hvo%', '%biofuel%'], categories: [2] } },
        ),
        q(206, 3, 'supplier', 'Are battery power stations used for small loads (base camp, video village)?'),
        q(207, 1, null, 'Are offices and trailers switched off at night and on days off?'),
        q(208, 0, null, 'Tip: log each generator’s running hours and litres so the ledger shows actual use.'),
      ]),
      section('wasteRecycling', 209, 'Waste & Recycling', [
        q(210, 5, 'supplier', 'Is food waste composted on location?', {
          key: 'compost',
          evidence: { factorKeys: ['waste_food_composting%', 'waste_food_anaerobic%'], categories: [] },
        }),
        q(
          211,
          3,
          null,
          'Are recycling stations for paper, plastic, glass and metal available at base and on set?',
          { evidence: { factorKeys: [], categories: [4] } },
        ),
        q(212, 3, 'supplier', 'Is a waste contractor used who reports the weight of each waste stream?', {
          evidence: { factorKeys: [], categories: [4] },
        }),
        q(213, 3, 'explanation', 'Is single-use plastic banned from the production?'),
        q(214, 2, 'supplier', 'Are batteries and electronic waste collected and recycled properly?'),
        q(215, 2, null, 'Is construction waste sorted for recycling?', {
          evidence: { factorKeys: ['waste_wood_%', 'waste_metal_%'], categories: [] },
        }),
        q(
          216,
          0,
          null,
          'Tip: weigh waste by stream each week: the ledger then gets real figures instead of estimates.',
        ),
      ]),
      section('transportationTravel', 226, 'Transportation & Travel', [
        q(
          227,
          5,
          'supplier',
          'Are low-carbon fuels such as HVO or biodiesel used in vehicles and generators?',
          {
            key: 'lowCarbonFuel',
            evidence: { factorKeys: ['hvo%', '%hvo100%', '%biofuel%'], categories: [] },
          },
        ),
        q(228, 3, 'supplier', 'Are electric or hybrid vehicles used for the production fleet?', {
          evidence: { factorKeys: ['car_bev%', 'car_hybrid%', 'car_phev%'], categories: [] },
        }),
        q(229, 3, 'explanation', 'Is car-pooling or shuttle transport organised for cast and crew?'),
        q(230, 3, null, 'Is the train chosen instead of flights for trips under 700 km?', {
          evidence: { factorKeys: ['rail_%'], categories: [] },
        }),
        q(231, 2, null, 'Is a no-idling rule applied to all vehicles?'),
        q(232, 2, null, 'Are cast and crew housed close to the locations to cut daily travel?', {
          evidence: { factorKeys: [], categories: [1] },
        }),
        q(233, 0, null, 'Tip: group deliveries and pick-ups to cut the number of vehicle runs.'),
      ]),
    ],
  },
  dept(15, 314, 'props', 'Props', [
    q(121, 3, 'supplier', 'Are props rented, borrowed or bought second-hand before buying new?'),
    q(122, 3, 'supplier', 'Are props donated, resold or returned to stock after the shoot?'),
    q(123, 2, 'explanation', 'Is food used as a prop donated or composted after use?'),
    q(124, 1, null, 'Are reusable or recycled packing materials used for storage and moves?'),
  ]),
  dept(16, 315, 'set-decoration', 'Set Decoration', [
    q(
      129,
      5,
      'supplier',
      'Are set dressings donated to charities, schools or theatres after the shoot (set donation)?',
      { key: 'setDonation' },
    ),
    q(130, 3, 'supplier', 'Is furniture and dressing rented or sourced second-hand?'),
    q(131, 2, null, 'Are purchased items listed so they can be resold or reused at wrap?'),
    q(132, 1, 'supplier', 'Are low-VOC paints and finishes used for set dressing?'),
  ]),
  dept(17, 316, 'special-effects', 'Special Effects', [
    q(137, 3, 'supplier', 'Are biodegradable snow, smoke and atmospheric effects used?'),
    q(
      138,
      2,
      'explanation',
      'Are pyrotechnics and fuel-based effects kept to a minimum or replaced by digital effects?',
    ),
    q(139, 2, 'explanation', 'Is the water used for effects collected and disposed of responsibly?'),
    q(140, 1, null, 'Are chemicals stored and disposed of according to their safety data sheets?'),
  ]),
  dept(18, 317, 'sound', 'Sound', [
    q(145, 2, null, 'Are rechargeable batteries used for microphones and recorders?'),
    q(146, 2, 'supplier', 'Is sound equipment rented from a rental house with a sustainability policy?'),
    q(147, 1, null, 'Are walkie-talkies charged at one charging station and switched off at wrap?'),
    q(148, 0, null, 'Tip: reuse windshields and microphone mounts wherever hygiene allows.'),
  ]),
  dept(19, 318, 'transportation', 'Transportation', [
    q(153, 1, null, 'Are vehicles serviced and tyres kept at the right pressure to reduce fuel use?'),
    q(154, 3, 'supplier', 'Are electric or hybrid vehicles chosen for crew cars and vans?', {
      evidence: { factorKeys: ['car_bev%', 'car_hybrid%', 'car_phev%'], categories: [] },
    }),
    q(155, 2, 'explanation', 'Are routes planned and loads combined to cut the number of trips?', {
      evidence: { factorKeys: [], categories: [3] },
    }),
    q(156, 2, 'supplier', 'Is the fleet rented from a company offering low-emission vehicles?'),
  ]),
];

export const CHECKLIST_DEPARTMENTS: readonly ChecklistDepartment[] = DEPARTMENTS.map((d) => ({
  ...d,
  questions: d.questions ?? d.sections.flatMap((s) => s.questions),
}));

export const CHECKLIST_QUESTIONS: readonly ChecklistQuestion[] = CHECKLIST_DEPARTMENTS.flatMap(
  (d) => d.questions,
);

const QUESTION_BY_FORM_ID = new Map(CHECKLIST_QUESTIONS.map((question) => [question.formId, question]));
const DEPARTMENT_OF_QUESTION = new Map(
  CHECKLIST_DEPARTMENTS.flatMap((d) => d.questions.map((question) => [question.formId, d] as const)),
);

export const checklistQuestion = (formId: number) => QUESTION_BY_FORM_ID.get(formId);
export const departmentOfQuestion = (formId: number) => DEPARTMENT_OF_QUESTION.get(formId);
export const checklistDepartment = (name: string) => CHECKLIST_DEPARTMENTS.find((d) => d.name === name);

/** Limits of an answer's free texts. */
export const CHECKLIST_SUPPLIER_MAX = 200;
export const CHECKLIST_EXPLANATION_MAX = 2000;
/** At most this many pieces of evidence per question, and ledger entries picked at once. */
export const CHECKLIST_EVIDENCE_MAX = 20;
/** An evidence document: PDF or image, at most 10 MB. */
export const CHECKLIST_DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
export const CHECKLIST_DOCUMENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'] as const;
