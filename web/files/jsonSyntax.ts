// Where JSON text breaks, found by our own small scan instead of read from JSON.parse's SyntaxError
// (whose text is the browser's: English in Chromium whatever the page's language, and worded
// differently in every browser). Called only after JSON.parse has refused the text, it walks the
// grammar of RFC 8259 with an explicit stack (a file of a million "[" cannot overflow the call
// stack) and stops at the first character that cannot continue a JSON text. The result is parts
// (line, column, what was found, what was expected), worded per language by web/i18n/jsonWords.ts.

/** What could have come at the place the text breaks. */
export type JsonExpected =
  | 'value'
  | 'key'
  | 'colon'
  | 'commaOrBrace'
  | 'commaOrBracket'
  | 'end'
  | 'digit'
  | 'escape'
  | 'hex'
  | 'closingQuote';

export interface JsonSyntaxProblem {
  /** 1-based line and column (columns count UTF-16 code units, as editors do). */
  line: number;
  column: number;
  /** The character found there, or null when the text ended. */
  found: string | null;
  expected: JsonExpected;
}

type State = 'value' | 'valueOrClose' | 'key' | 'keyOrClose' | 'colon' | 'after';

const WHITESPACE = new Set([' ', '\t', '\n', '\r']);
const ESCAPES = new Set(['"', '\\', '/', 'b', 'f', 'n', 'r', 't']);
const HEX = /^[0-9a-fA-F]$/;
const DIGIT = /^[0-9]$/;

/** The first place `text` is not JSON, or null when the scan finds none (then JSON.parse's refusal had another cause). */
export function findJsonProblem(text: string): JsonSyntaxProblem | null {
  const stack: ('}' | ']')[] = [];
  let state: State = 'value';
  let i = 0;
  const n = text.length;
  const at = (offset: number, expected: JsonExpected): JsonSyntaxProblem => {
    let line = 1;
    let lineStart = 0;
    for (let k = 0; k < offset; k++) {
      if (text.charCodeAt(k) === 10) {
        line++;
        lineStart = k + 1;
      }
    }
    return { line, column: offset - lineStart + 1, found: offset < n ? text[offset] : null, expected };
  };
  /** Index after the string opening at `i`, or the problem inside it. */
  const string = (start: number): number | JsonSyntaxProblem => {
    let j = start + 1;
    for (;;) {
      if (j >= n) return at(j, 'closingQuote');
      const c = text[j];
      if (c === '"') return j + 1;
      if (text.charCodeAt(j) < 0x20) return at(j, 'closingQuote');
      if (c === '\\') {
        const e = text[j + 1];
        if (e === 'u') {
          for (let h = 2; h < 6; h++) if (!HEX.test(text[j + h] ?? '')) return at(j + h, 'hex');
          j += 6;
        } else if (e !== undefined && ESCAPES.has(e)) j += 2;
        else return at(j + 1, 'escape');
      } else j++;
    }
  };
  const digits = (from: number): number => {
    let j = from;
    while (j < n && DIGIT.test(text[j])) j++;
    return j;
  };
  /** Index after the number starting at `i`, or the problem inside it. */
  const number = (start: number): number | JsonSyntaxProblem => {
    let j = start;
    if (text[j] === '-') j++;
    if (text[j] === '0') j++;
    else if (DIGIT.test(text[j] ?? '')) j = digits(j);
    else return at(j, 'digit');
    if (text[j] === '.') {
      if (!DIGIT.test(text[j + 1] ?? '')) return at(j + 1, 'digit');
      j = digits(j + 1);
    }
    if (text[j] === 'e' || text[j] === 'E') {
      j++;
      if (text[j] === '+' || text[j] === '-') j++;
      if (!DIGIT.test(text[j] ?? '')) return at(j, 'digit');
      j = digits(j);
    }
    return j;
  };
  /** true, false or null at `start`: the index after it, or the first character that differs. */
  const literal = (start: number): number | JsonSyntaxProblem => {
    const word = text[start] === 't' ? 'true' : text[start] === 'f' ? 'false' : text[start] === 'n' ? 'null' : '';
    if (!word) return at(start, 'value');
    for (let k = 1; k < word.length; k++) if (text[start + k] !== word[k]) return at(start + k, 'value');
    return start + word.length;
  };

  for (;;) {
    while (i < n && WHITESPACE.has(text[i])) i++;
    if (i >= n) {
      if (state === 'after' && stack.length === 0) return null;
      return at(i, expectedIn(state, stack));
    }
    const c = text[i];
    if (state === 'valueOrClose' && c === ']') {
      stack.pop();
      i++;
      state = 'after';
      continue;
    }
    if (state === 'keyOrClose' && c === '}') {
      stack.pop();
      i++;
      state = 'after';
      continue;
    }
    if (state === 'value' || state === 'valueOrClose') {
      let next: number | JsonSyntaxProblem;
      if (c === '{' || c === '[') {
        stack.push(c === '{' ? '}' : ']');
        i++;
        state = c === '{' ? 'keyOrClose' : 'valueOrClose';
        continue;
      }
      if (c === '"') next = string(i);
      else if (c === '-' || DIGIT.test(c)) next = number(i);
      else next = literal(i);
      if (typeof next !== 'number') return next;
      i = next;
      state = 'after';
      continue;
    }
    if (state === 'key' || state === 'keyOrClose') {
      if (c !== '"') return at(i, 'key');
      const next = string(i);
      if (typeof next !== 'number') return next;
      i = next;
      state = 'colon';
      continue;
    }
    if (state === 'colon') {
      if (c !== ':') return at(i, 'colon');
      i++;
      state = 'value';
      continue;
    }
    // After a value: a comma or the close of the container, or nothing at all at the top.
    const close = stack.at(-1);
    if (close === undefined) return at(i, 'end');
    if (c === close) {
      stack.pop();
      i++;
      continue;
    }
    if (c !== ',') return at(i, expectedIn(state, stack));
    i++;
    state = close === '}' ? 'key' : 'value';
  }
}

function expectedIn(state: State, stack: readonly string[]): JsonExpected {
  switch (state) {
    case 'value':
    case 'valueOrClose':
      return 'value';
    case 'key':
    case 'keyOrClose':
      return 'key';
    case 'colon':
      return 'colon';
    default:
      return stack.length === 0 ? 'end' : stack.at(-1) === '}' ? 'commaOrBrace' : 'commaOrBracket';
  }
}
