/**
 * Search that ignores case and accents ('joao' finds 'João', 'CONCEIÇÃO' finds 'conceição')
 * without the database's `unaccent` extension, which PGlite does not ship, and without a
 * function run on every row: the query becomes a regular expression whose letters are classes
 * of their accented and capital forms (`foldedSearchRegex`), matched against the stored text
 * with `~`, the same on PGlite and PostgreSQL whatever the server's locale.
 */

/** Accented letters of Portuguese (and Spanish, French), capitals and small. */
export const FOLD_FROM = 'ÁÀÂÃÄÅáàâãäåÉÈÊËéèêëÍÌÎÏíìîïÓÒÔÕÖóòôõöÚÙÛÜúùûüÇçÑñÝýÿ';
/** What each letter of FOLD_FROM becomes, position by position. */
export const FOLD_TO = 'aaaaaaaaaaaaeeeeeeeeiiiiiiiioooooooooouuuuuuuuccnnyyy';

const FOLDED = new Map<string, string>(
  [...FOLD_FROM].map((letter, index) => [letter, FOLD_TO[index]!]),
);

/** The text as the database's fold writes it: table letters replaced, A–Z in small letters. */
export function foldText(text: string): string {
  let folded = '';
  for (const letter of text.normalize('NFC')) {
    const replaced = FOLDED.get(letter);
    if (replaced !== undefined) folded += replaced;
    else if (letter >= 'A' && letter <= 'Z') folded += letter.toLowerCase();
    else folded += letter;
  }
  return folded;
}

/** Each plain small letter with every way of writing it: 'a' → 'aAáÁàÀ…'. */
const VARIANTS = new Map<string, string>();
for (const [index, letter] of [...FOLD_FROM].entries()) {
  const plain = FOLD_TO[index]!;
  VARIANTS.set(plain, (VARIANTS.get(plain) ?? plain + plain.toUpperCase()) + letter);
}

/**
 * A regular expression (PostgreSQL's `~`, the same in JavaScript) that finds the query anywhere
 * in a text whatever its case and accents: each letter becomes the class of its variants
 * ('joão' → '[jJ][oOóÓ…][aAáÁ…][oOóÓ…]'), anything else matches itself. '' for an empty query
 * (no filter). The column is read as it is stored: no function runs per row, so searching
 * an event of 50,000 participants costs a scan, not 50,000 foldings.
 */
export function foldedSearchRegex(query: string): string {
  let pattern = '';
  for (const letter of foldText(query.trim())) {
    if (letter >= 'a' && letter <= 'z') {
      pattern += `[${VARIANTS.get(letter) ?? letter + letter.toUpperCase()}]`;
    } else {
      pattern += /[\\^$.|?*+()[\]{}]/.test(letter) ? `\\${letter}` : letter;
    }
  }
  return pattern;
}
