// The schema check compiled at build time from scenarios/schema.json (web/share/validatorPlugin.ts).
declare module 'virtual:scenario-validator' {
  interface AjvError {
    instancePath: string;
    schemaPath: string;
    keyword: string;
    message?: string;
    params: Record<string, unknown>;
    /** Set when the rule broken is on an object's key (propertyNames). */
    propertyName?: string;
  }
  interface Validate {
    (data: unknown): boolean;
    errors?: AjvError[] | null;
  }
  const validate: Validate;
  /** Each field's declared unit (x-unit) by its schema's JSON pointer (validatorPlugin.ts). */
  export const units: Record<string, string>;
  export default validate;
}
