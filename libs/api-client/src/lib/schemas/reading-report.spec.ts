import { createCatalogue } from '../../testing/catalogue/create-catalogue';
import { createReferenceApi } from '../../testing/server/reference-api';
import { envelopeNotes, type ReplyShape, readingNotes } from './reading-report';

const catalogue = createCatalogue();
const [visitor] = catalogue.favouriteSeeds;

/** Reads of the reference server with the shape of each reply. */
const READS: readonly (readonly [string, ReplyShape])[] = [
  ['/api/videosort', 'categoryList'],
  ['/api/videoindex', 'homeBlockList'],
  ['/api/videorecommand', 'videoList'],
  ['/api/videosort/1?orderby=new&page=1', 'videoPage'],
  ['/api/videosort/1?orderby=new&page=99', 'videoPage'],
  [`/api/videoplay/${catalogue.videos[0]?.id}?uuid=1`, 'video'],
  ['/api/videoSearchHot', 'hotSearchGroupList'],
  ['/api/adinfo/PLAYBEFORE', 'adList'],
  ['/api/adsort', 'tagList'],
  ['/api/sysnotice?page=1', 'noticePage'],
  ['/api/applink/checkin', 'appLink'],
  [`/share-api/favorites/user?site=demo&uuid=${visitor?.uuid}&page=1`, 'favouriteUsers'],
  [`/share-api/favorites/total?site=demo&uuid=${visitor?.uuid}`, 'favouriteTotal'],
];

async function notesOf(variants: boolean) {
  const api = createReferenceApi({ catalogue, variants });
  const notes = [];
  for (const [path, shape] of READS) {
    const body = (await (await api.fetch(new Request(`http://localhost${path}`))).json()) as {
      rescont: unknown;
    };
    notes.push(...envelopeNotes(body), ...readingNotes(shape, body.rescont));
  }
  return notes;
}

describe('readingNotes', () => {
  it('names nothing in the contract’s own reading', async () => {
    expect(await notesOf(false)).toEqual([]);
  });

  it('names every rule the other reading needs', async () => {
    const rules = new Set((await notesOf(true)).map(({ rule }) => rule));
    expect([...rules].sort()).toEqual(
      [
        'adFlagAsText',
        'codeAsText',
        'dateAsUnixTime',
        'numberAsText',
        'pageWithoutData',
        'usersAsList',
      ].sort(),
    );
  });

  it('names where a reply took another reading, and why an item was dropped', () => {
    const video = { id: '7', title: 12, created_at: '2026-01-02', coverbase64: '', labls: {} };
    expect(readingNotes('videoPage', [video, { id: -1 }])).toEqual([
      { rule: 'pageAsList', at: 'rescont' },
      { rule: 'numberAsText', at: 'rescont[0].id' },
      { rule: 'textAsNumber', at: 'rescont[0].title' },
      { rule: 'numberDefaulted', at: 'rescont[0].pageviews' },
      { rule: 'textDefaulted', at: 'rescont[0].playtimes' },
      { rule: 'numberDefaulted', at: 'rescont[0].rank' },
      { rule: 'dateInOtherFormat', at: 'rescont[0].created_at' },
      { rule: 'dateUnreadable', at: 'rescont[0].updated_at' },
      { rule: 'textDefaulted', at: 'rescont[0].videopath' },
      { rule: 'imageWithoutUrl', at: 'rescont[0].coverbase64' },
      { rule: 'textDefaulted', at: 'rescont[0].coverpath' },
      { rule: 'listNothing', at: 'rescont[0].labls' },
      {
        rule: 'itemDropped',
        at: 'rescont[1]',
        detail: 'id: Invalid value: Expected >=1 but received -1',
      },
    ]);
    expect(readingNotes('videoPage', null)).toEqual([{ rule: 'pageNothing', at: 'rescont' }]);
    expect(
      readingNotes('homeBlockList', [{ is_ad: '1', url: '', title: '', imgbase64: null }]),
    ).toEqual([{ rule: 'adFlagAsText', at: 'rescont[0].is_ad' }]);
    expect(envelopeNotes({ code: '200' })).toEqual([
      { rule: 'codeAsText', at: 'code' },
      { rule: 'textDefaulted', at: 'msg' },
    ]);
  });
});
