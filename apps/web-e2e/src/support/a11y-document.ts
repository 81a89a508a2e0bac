import type { Page } from '@playwright/test';

/**
 * What the document itself gets wrong: a `lang` other than zh-CN, or a viewport that stops
 * pinch zoom (`user-scalable=no`, or a `maximum-scale` under 5).
 */
export async function documentProblems(page: Page, where: string): Promise<string[]> {
  const { lang, viewport } = await page.evaluate(() => ({
    lang: document.documentElement.lang,
    viewport: document.querySelector('meta[name="viewport"]')?.getAttribute('content') ?? '',
  }));
  const maximumScale = /maximum-scale\s*=\s*([\d.]+)/i.exec(viewport)?.[1];
  return [
    lang === 'zh-CN' ? '' : `${where}: <html lang="${lang}">`,
    /user-scalable\s*=\s*(no|0)\b/i.test(viewport) ? `${where}: zoom disabled (${viewport})` : '',
    maximumScale !== undefined && Number(maximumScale) < 5
      ? `${where}: zoom limited to ${maximumScale}×`
      : '',
  ].filter(Boolean);
}
