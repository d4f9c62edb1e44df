/**
 * Search that ignores case and accents ('joao' finds 'João', 'CONCEIÇÃO' finds 'conceição')
 * without the database's `unaccent` extension, which PGlite does not ship: the database folds
 * a column with `lower(translate(column, FOLD_FROM, FOLD_TO))` and the query is folded here with
 * the same table, so both sides agree letter for letter whatever the server's locale (`lower`
 * only has to know A–Z: every accented capital is in the table already).
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

/**
 * A `LIKE` pattern finding the folded query anywhere in a folded column ('' for an empty
 * query: no filter). `%`, `_` and `\` typed by the user are matched as themselves.
 */
export function foldedContainsPattern(query: string): string {
  const folded = foldText(query.trim());
  if (folded === '') return '';
  return `%${folded.replace(/[\\%_]/g, (special) => `\\${special}`)}%`;
}
