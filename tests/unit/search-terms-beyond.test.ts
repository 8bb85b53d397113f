import { describe, expect, it } from 'vitest';
import { searchedAs, termsBeyond } from '../../src/server/modules/listings/search.ts';

/**
 * A search term that the make, model or region filter already guarantees (every listing they leave holds
 * the term's word in its search vector) is left out of the question; any other is kept (decision 0048).
 */
describe('termsBeyond', () => {
  it('leaves out a term whose word is a word of a filtered name, or begins one', () => {
    const porshe = "('porshe':* | 'porsche')";
    const nine = "('911')";
    const carrera = "('carr':*)";
    expect(termsBeyond([porshe, nine, carrera], ['Porsche', undefined, undefined])).toEqual([nine, carrera]);
    expect(termsBeyond([porshe, nine, carrera], ['Porsche', '911 Carrera S', undefined])).toEqual([]);
    expect(termsBeyond(["('europe')"], [undefined, undefined, 'Europe'])).toEqual([]);
  });

  it('keeps a term its filters do not guarantee', () => {
    const ferrari = "('ferrari')";
    expect(termsBeyond([ferrari], ['Porsche', undefined, undefined])).toEqual([ferrari]);
    // A whole word is not a prefix: 'porsch' as a whole word is no word of Porsche.
    expect(termsBeyond(["('porsch')"], ['Porsche', undefined, undefined])).toEqual(["('porsch')"]);
    // A longer word does not hold its beginning's term the other way round.
    expect(termsBeyond(["('porsches':*)"], ['Porsche', undefined, undefined])).toEqual(["('porsches':*)"]);
    expect(termsBeyond([ferrari], [undefined, undefined, undefined])).toEqual([ferrari]);
  });

  it("guesses nothing about names the parser splits its own way ('Rolls-Royce', 'Citroën')", () => {
    expect(termsBeyond(["('rolls')", "('royce')"], ['Rolls-Royce', undefined, undefined])).toEqual([
      "('rolls')",
      "('royce')",
    ]);
    expect(termsBeyond(["('citroën')"], ['Citroën', undefined, undefined])).toEqual(["('citroën')"]);
    expect(termsBeyond(["('5')"], [undefined, 'AMG GT 4.0', undefined])).toEqual(["('5')"]);
  });
});

/**
 * What the buyer is told their words were matched as: a word that begins no word of any listing is
 * matched to the make and model words it resembles, and only then (decision 0078).
 */
describe('searchedAs', () => {
  it('names the words a misspelt word was matched to, the others as typed', () => {
    expect(searchedAs('Porshe 911', ["('porsche')", "('911')"])).toBe('porsche 911');
    expect(searchedAs('ferari  sf90', ["('ferrari')", "('sf90')"])).toBe('ferrari sf90');
    // Several resembling words, in a stable order whatever order the database gave them in.
    expect(searchedAs('mclarn', ["('mclaren' | 'maclaren')"])).toBe('maclaren or mclaren');
  });

  it('says nothing when every word was matched as typed', () => {
    // The words a word begins, itself among them, beside words it resembles.
    expect(searchedAs('porsch 911', ["('porsche' | 'porsches')", "('911')"])).toBeUndefined();
    expect(searchedAs('ferrari', ["('ferrari' | 'ferrar')"])).toBeUndefined();
    // A word that begins none and resembles none is searched as its prefix, which is the word as typed.
    expect(searchedAs('zürich', ["('zürich':*)"])).toBeUndefined();
    expect(searchedAs('', [])).toBeUndefined();
  });
});
