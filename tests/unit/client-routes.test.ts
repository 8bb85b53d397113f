import { createElement, Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { lazyPage } from '../../src/client/app/routes.tsx';

const fakePage = () => {
  let loads = 0;
  const Page = lazyPage(async () => {
    loads += 1;
    return { default: () => createElement('p', null, 'the page') };
  });
  return { Page, loads: () => loads };
};

const render = (Page: ReturnType<typeof lazyPage>) =>
  renderToString(
    createElement(Suspense, { fallback: createElement('p', null, 'skeleton') }, createElement(Page)),
  );

describe('lazy pages', () => {
  it('show the skeleton while a page that was not preloaded loads', () => {
    const { Page } = fakePage();
    expect(render(Page)).toContain('skeleton');
  });

  it('render at once, without suspending, once preload() has fetched the chunk', async () => {
    const { Page, loads } = fakePage();
    await Page.preload();
    await Page.preload();
    expect(render(Page)).toContain('the page');
    expect(loads()).toBe(1);
  });

  it('try again after a failed load', async () => {
    let fail = true;
    const Page = lazyPage(async () => {
      if (fail) throw new Error('chunk failed');
      return { default: () => createElement('p', null, 'loaded') };
    });
    await expect(Page.preload()).rejects.toThrow('chunk failed');
    fail = false;
    await Page.preload();
    expect(render(Page)).toContain('loaded');
  });
});
