export { EditForm, FieldItem, validateAll } from './edit-form';
export type { EditFormProps, FormValues, GenericFormHandle } from './edit-form';
export { QueryForm, extraQueryRows, fieldsPerRow, QUERY_FIELDS_PER_ROW } from './query-form';
export type { QueryFormProps } from './query-form';
export { FieldControl } from './field-control';
export { fieldRules, requiredMessage, weekLabel, VALUE_FORMATS } from './field-spec';
export type { FieldSpec, FieldType, FieldOption } from './field-spec';
