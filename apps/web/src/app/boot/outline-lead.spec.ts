import { showLeadInOutline } from './outline-lead';

function outlineWithBox() {
  document.body.innerHTML =
    '<div id="root"><div class="outline"><div class="outline-banner" data-lead></div></div></div>';
  return document.querySelector('[data-lead]') as Element;
}

describe('showLeadInOutline', () => {
  it('puts the lead image in the outline’s box, once', () => {
    const box = outlineWithBox();

    const shown = showLeadInOutline(box, 'blob:banner');
    expect(showLeadInOutline(box, 'blob:other')).toBeUndefined();

    const images = box.querySelectorAll('img');
    expect(images).toHaveLength(1);
    expect(images[0]).toBe(shown);
    expect(images[0]).toHaveAttribute('src', 'blob:banner');
    expect(images[0]).toHaveAttribute('alt', '');
  });

  it('does nothing once the app’s first render has replaced the outline', () => {
    const box = outlineWithBox();
    document.getElementById('root')?.replaceChildren();

    showLeadInOutline(box, 'blob:banner');

    expect(document.querySelector('img')).toBeNull();
  });
});
