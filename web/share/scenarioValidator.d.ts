// The schema check compiled at build time from scenarios/schema.json (web/share/validatorPlugin.ts).
declare module 'virtual:scenario-validator' {
  interface AjvError {
    instancePath: string;
    keyword: string;
    message?: string;
    params: Record<string, unknown>;
  }
  interface Validate {
    (data: unknown): boolean;
    errors?: AjvError[] | null;
  }
  const validate: Validate;
  export default validate;
}
