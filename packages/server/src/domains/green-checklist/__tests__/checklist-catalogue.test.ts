import {
  CHECKLIST_ANSWER_OPTIONS,
  CHECKLIST_DEPARTMENTS,
  CHECKLIST_QUESTIONS,
} from '@setledger/shared/green/checklist.catalogue';
import { describe, expect, it } from 'vitest';
import { FORM_FILES } from '../../../core/texts';
import { scoreOf } from '../checklist-score';

const LANGUAGES = ['en', 'fr', 'de', 'it', 'nl', 'pt-br', 'sk'];
const NAMES = [
  'accounting',
  'art',
  'assistant-directors',
  'camera',
  'catering',
  'construction',
  'costume-wardrobe',
  'craft-service',
  'electric',
  'greens',
  'grip',
  'hair',
  'locations',
  'make-up',
  'production',
  'props',
  'set-decoration',
  'special-effects',
  'sound',
  'transportation',
];
/** The 5-point items 001 §3.16 names. */
const FIVE_POINT_ITEMS = [
  'trackImpact',
  'efficientLighting',
  'donateFood',
  'certifiedPlywood',
  'reusedMaterials',
  'setDonation',
  'waterJugs',
  'housePower',
  'compost',
  'onScreenBehaviour',
  'lowCarbonFuel',
  'solarTrailers',
  'storyline',
];

describe('the green checklist catalogue (001 §3.16)', () => {
  it('has the 20 departments in order: ids 0-19, formIds 299-318, URL-style names', () => {
    expect(CHECKLIST_DEPARTMENTS.map((d) => d.name)).toEqual(NAMES);
    expect(CHECKLIST_DEPARTMENTS.map((d) => d.id)).toEqual(NAMES.map((_, i) => i));
    expect(CHECKLIST_DEPARTMENTS.map((d) => d.formId)).toEqual(NAMES.map((_, i) => 299 + i));
  });

  it('splits production in its five sections, questions numbered after their section', () => {
    const production = CHECKLIST_DEPARTMENTS.find((d) => d.name === 'production')!;
    expect(production.sections.map((s) => [s.title, s.sectionId, s.formId])).toEqual([
      ['Sustainable Practices', 'sustainablePractices', 174],
      ['Products & Suppliers', 'productsSuppliers', 185],
      ['Energy', 'energy', 201],
      ['Waste & Recycling', 'wasteRecycling', 209],
      ['Transportation & Travel', 'transportationTravel', 226],
    ]);
    const bounds = [174, 185, 201, 209, 226, 299];
    production.sections.forEach((section, i) => {
      expect(section.questions.length).toBeGreaterThanOrEqual(4);
      for (const q of section.questions) {
        expect(q.formId).toBeGreaterThan(bounds[i]!);
        expect(q.formId).toBeLessThan(bounds[i + 1]!);
      }
    });
    expect(production.questions.length).toBeGreaterThanOrEqual(30);
  });

  it('gives every question a unique formId in 1-298 and 0-5 points, with advice worth 0', () => {
    const ids = CHECKLIST_QUESTIONS.map((q) => q.formId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const q of CHECKLIST_QUESTIONS) {
      expect(q.formId).toBeGreaterThanOrEqual(1);
      expect(q.formId).toBeLessThanOrEqual(298);
      expect(Number.isInteger(q.availablePoints) && q.availablePoints >= 0 && q.availablePoints <= 5).toBe(
        true,
      );
    }
    for (const d of CHECKLIST_DEPARTMENTS) expect(d.questions.length).toBeGreaterThanOrEqual(4);
    expect(CHECKLIST_QUESTIONS.some((q) => q.availablePoints === 0)).toBe(true);
    expect(CHECKLIST_QUESTIONS.some((q) => q.asks === 'supplier')).toBe(true);
    expect(CHECKLIST_QUESTIONS.some((q) => q.asks === 'explanation')).toBe(true);
  });

  it('has the 5-point items of §3.16', () => {
    for (const key of FIVE_POINT_ITEMS) {
      const question = CHECKLIST_QUESTIONS.find((q) => q.key === key);
      expect(question, key).toBeDefined();
      expect(question!.availablePoints, key).toBe(5);
    }
    // Ledger evidence is suggested for fuel, grid power and compost.
    const evidenceOf = (key: string) => CHECKLIST_QUESTIONS.find((q) => q.key === key)!.evidence!;
    expect(evidenceOf('lowCarbonFuel').factorKeys).toContain('hvo%');
    expect(evidenceOf('housePower').factorKeys).toContain('electricity_%');
    expect(evidenceOf('compost').factorKeys).toContain('waste_food_composting%');
  });

  it('has the answer options No 11, Yes 12, N/A 13', () => {
    expect(CHECKLIST_ANSWER_OPTIONS.map((o) => [o.value, o.id])).toEqual([
      [0, 11],
      [1, 12],
      [2, 13],
    ]);
  });

  it('has every text (departments, sections, questions) in the 7 languages, English as in the catalogue', () => {
    const texts = FORM_FILES.get('green-checklist-questions')!;
    const production = CHECKLIST_DEPARTMENTS.find((d) => d.name === 'production')!;
    const items = [
      ...CHECKLIST_DEPARTMENTS.map((d) => ({ formId: d.formId, en: d.title })),
      ...production.sections.map((s) => ({ formId: s.formId, en: s.title })),
      ...CHECKLIST_QUESTIONS,
    ];
    expect(Object.keys(texts).length).toBe(items.length);
    for (const item of items) {
      const text = texts[String(item.formId)];
      expect(text?.en, String(item.formId)).toBe(item.en);
      for (const language of LANGUAGES)
        expect(text?.[language]?.trim(), `${item.formId} ${language}`).toBeTruthy();
    }
    const ui = FORM_FILES.get('green-checklist')!;
    for (const [n, text] of Object.entries(ui))
      for (const language of LANGUAGES) expect(text[language]?.trim(), `${n} ${language}`).toBeTruthy();
  });

  it('scores a department: Yes earns, No and unanswered count 0, N/A leaves the maximum', () => {
    const questions = [
      { formId: 1, availablePoints: 5, asks: null, en: '' },
      { formId: 2, availablePoints: 3, asks: null, en: '' },
      { formId: 3, availablePoints: 2, asks: null, en: '' },
      { formId: 4, availablePoints: 1, asks: null, en: '' },
    ];
    expect(
      scoreOf(
        questions,
        new Map([
          [1, 12],
          [2, 13],
          [3, 11],
        ]),
      ),
    ).toEqual({ score: 5, maxScore: 8, answered: 3, questions: 4 });
  });
});
