// Languages (issue 13): English and Brazilian Portuguese through i18next. See i18n.ts for the
// instance and language.ts for the detection order; format.ts formats numbers per locale.
export { currentLanguage, cycleLanguage, i18n, setLanguage, t } from './i18n';
export { LanguageToggle } from './LanguageToggle';
export * from './language';
