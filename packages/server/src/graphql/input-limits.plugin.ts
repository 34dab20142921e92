import SchemaBuilder, { BasePlugin, type PothosInputFieldConfig, type SchemaTypes } from '@pothos/core';
import { isDateInput, listMaximum } from './input-rules';

declare global {
  export namespace PothosSchemaTypes {
    export interface Plugins<Types extends SchemaTypes> {
      inputLimits: InputLimitsPlugin<Types>;
    }
  }
}

const withSentence = (description: string | undefined | null, sentence: string) =>
  description ? `${description.trim()} ${sentence}` : sentence;

/**
 * Gives every list argument and list input field its maximum (its own, or MAX_LIST_ITEMS) and writes it in the
 * schema description, next to the date format of date strings; input-guard.ts enforces both.
 */
export class InputLimitsPlugin<Types extends SchemaTypes> extends BasePlugin<Types> {
  override onInputFieldConfig(config: PothosInputFieldConfig<Types>): PothosInputFieldConfig<Types> {
    if (config.type.kind === 'List') {
      const max = listMaximum(config.extensions);
      return {
        ...config,
        description: withSentence(config.description, `At most ${max} items.`),
        extensions: { ...config.extensions, maxItems: max },
      };
    }
    if (isDateInput(config.extensions))
      return { ...config, description: withSentence(config.description, 'A date, YYYY-MM-DD.') };
    return config;
  }
}

export const INPUT_LIMITS_PLUGIN = 'inputLimits' as const;
SchemaBuilder.registerPlugin(INPUT_LIMITS_PLUGIN, InputLimitsPlugin);
