// Where a JSON text breaks, said in each language from the parts web/files/jsonSyntax.ts finds:
// "line 3, column 7: unexpected "}" (expected a field name in double quotes)" /
// "linha 3, coluna 7: "}" inesperado (era esperado o nome de um campo entre aspas duplas)".
// Our own words in both languages, never the browser's SyntaxError text.
import type { JsonExpected, JsonSyntaxProblem } from '../files/jsonSyntax';
import type { Language } from './language';

interface JsonWords {
  at(line: string, column: string): string;
  unexpected(found: string): string;
  endsEarly: string;
  expected(what: string): string;
  what: Record<JsonExpected, string>;
}

const EN: JsonWords = {
  at: (line, column) => `line ${line}, column ${column}`,
  unexpected: (found) => `unexpected ${found}`,
  endsEarly: 'the text ends too early',
  expected: (what) => `expected ${what}`,
  what: {
    value: 'a value (an object, a list, text in double quotes, a number, true, false or null)',
    key: 'a field name in double quotes',
    colon: '":" after the field name',
    commaOrBrace: '"," or "}"',
    commaOrBracket: '"," or "]"',
    end: 'nothing more after the value',
    digit: 'a digit',
    escape: 'an escape such as \\n, \\" or \\u00e9 after the backslash',
    hex: 'a hexadecimal digit (four follow \\u)',
    closingQuote: 'the closing double quote (a line break cannot appear inside text)',
  },
};

const PT_BR: JsonWords = {
  at: (line, column) => `linha ${line}, coluna ${column}`,
  unexpected: (found) => `${found} inesperado`,
  endsEarly: 'o texto termina antes do esperado',
  expected: (what) => `era esperado ${what}`,
  what: {
    value: 'um valor (um objeto, uma lista, um texto entre aspas duplas, um número, true, false ou null)',
    key: 'o nome de um campo entre aspas duplas',
    colon: '":" depois do nome do campo',
    commaOrBrace: '"," ou "}"',
    commaOrBracket: '"," ou "]"',
    end: 'nada depois do valor',
    digit: 'um dígito',
    escape: 'um escape como \\n, \\" ou \\u00e9 depois da barra invertida',
    hex: 'um dígito hexadecimal (\\u é seguido de quatro)',
    closingQuote: 'as aspas duplas de fechamento (uma quebra de linha não pode aparecer dentro de um texto)',
  },
};

const TABLES: Record<Language, JsonWords> = { en: EN, 'pt-BR': PT_BR };

/** A character as the message quotes it: "x", '"' for a double quote, U+0009 for one that cannot be seen. */
function quoted(c: string): string {
  const code = c.charCodeAt(0);
  if (code < 0x20 || code === 0x7f) return `U+${code.toString(16).toUpperCase().padStart(4, '0')}`;
  return c === '"' ? `'"'` : `"${c}"`;
}

/** "line 1, column 5: unexpected "x" (expected ...)" in `lang`. */
export function jsonProblemText(p: JsonSyntaxProblem, lang: Language): string {
  const w = TABLES[lang];
  const what = p.found === null ? w.endsEarly : w.unexpected(quoted(p.found));
  return `${w.at(p.line.toLocaleString(lang), p.column.toLocaleString(lang))}: ${what} (${w.expected(w.what[p.expected])})`;
}
