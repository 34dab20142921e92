export { useZodForm, type ZodForm, type ZodFormOptions } from './use-zod-form';
export {
  type FieldMap,
  type FieldTexts,
  formFieldOf,
  requiredFields,
  zodIssuesToErrors,
} from './zod-resolver';
