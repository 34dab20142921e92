import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

/** One sourced emission factor (emission-factors.tsv beside this file: UK DESNZ 2025, ADEME, EEA, EPA). */
export interface EmissionFactor {
  key: string;
  category: string;
  description: string;
  /** The unit the factor applies to: 'km', 'litre', 'kWh', 'passenger_km', ... */
  unit: string;
  /** kg CO2e per unit, as a decimal string (exact). */
  kgCo2e: string;
  source: string;
}

const FILE = resolve(import.meta.dirname, 'emission-factors.tsv');

function load(): ReadonlyMap<string, EmissionFactor> {
  const [header, ...rows] = readFileSync(FILE, 'utf8').trim().split('\n');
  const columns = header!.split('\t');
  const at = (name: string) => {
    const index = columns.indexOf(name);
    if (index < 0) throw new Error(`emission-factors.tsv: no column ${name}`);
    return index;
  };
  const [key, category, description, unit, value, source] = [
    at('key'),
    at('category'),
    at('description'),
    at('unit'),
    at('kg_co2e'),
    at('source'),
  ];
  const factors = new Map<string, EmissionFactor>();
  for (const row of rows) {
    const cells = row.split('\t');
    factors.set(cells[key]!, {
      key: cells[key]!,
      category: cells[category]!,
      description: cells[description]!,
      unit: cells[unit]!,
      kgCo2e: cells[value]!,
      source: cells[source]!,
    });
  }
  return factors;
}

let factors: ReadonlyMap<string, EmissionFactor> | undefined;

/** The factor of a key, or undefined for a key the file does not have (a key a person typed). */
export function findEmissionFactor(key: string): EmissionFactor | undefined {
  factors ??= load();
  return factors.get(key);
}

/** Every sourced factor, in the file's order. */
export function allEmissionFactors(): EmissionFactor[] {
  factors ??= load();
  return [...factors.values()];
}

/** The factor of a key; a missing key is a programming error (the keys used are constants of the code). */
export function emissionFactor(key: string): EmissionFactor {
  const factor = findEmissionFactor(key);
  if (!factor) throw new Error(`unknown emission factor ${key}`);
  return factor;
}
