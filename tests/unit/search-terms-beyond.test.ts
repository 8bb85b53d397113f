import { describe, expect, it } from 'vitest';
import { termsBeyond } from '../../src/server/modules/listings/search.ts';

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
