import { createStorage, memoryAdapter, storageKeys } from '@video/storage';
import { fakeNetwork } from '../testing/fake-network';
import { dataSaverNow, loadsAheadNow } from './data-saver';

function services(setting: 'auto' | 'on' | 'off', hints: Parameters<typeof fakeNetwork>[0] = {}) {
  const storage = createStorage({ adapter: memoryAdapter() });
  storage.set(storageKeys.dataSaver, setting);
  return { storage, network: fakeNetwork(hints) };
}

describe('dataSaverNow', () => {
  it('follows Save-Data until the visitor chooses, then their choice either way', () => {
    expect(dataSaverNow(services('auto', { savesData: true }))).toBe(true);
    expect(dataSaverNow(services('auto'))).toBe(false);
    expect(dataSaverNow(services('on'))).toBe(true);
    expect(dataSaverNow(services('off', { savesData: true }))).toBe(false);
  });
});

describe('loadsAheadNow', () => {
  it('loads ahead on a fast link with 省流 off', () => {
    expect(loadsAheadNow(services('auto'))).toBe(true);
    expect(loadsAheadNow(services('off', { savesData: true }))).toBe(true);
  });

  it('loads nothing ahead under 省流 or on a 2G link', () => {
    expect(loadsAheadNow(services('on'))).toBe(false);
    expect(loadsAheadNow(services('auto', { savesData: true }))).toBe(false);
    expect(loadsAheadNow(services('off', { slow: true }))).toBe(false);
  });
});
