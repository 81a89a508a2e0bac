import { dataSaverEffects, dataSaverOn } from '@video/domain';
import { storageKeys } from '@video/storage';
import { useStoredValue } from '@video/storage/react';
import { type AppServices, useServices } from './services';

type DataSaverServices = Pick<AppServices, 'storage' | 'network'>;

/** Whether 省流 is on now: the visitor's 省流模式, or the browser's Save-Data when they chose none. */
export function dataSaverNow({ storage, network }: DataSaverServices): boolean {
  return dataSaverOn(storage.get(storageKeys.dataSaver), network.savesData());
}

/**
 * Whether code for later (the tabs' screens) may load in idle time: not under 省流, nor on a 2G
 * link.
 */
export function loadsAheadNow(services: DataSaverServices): boolean {
  return dataSaverEffects(dataSaverNow(services)).loadsAhead && !services.network.slow();
}

/** Whether 省流 is on, following the switch in 设置 as it changes. */
export function useDataSaver(): boolean {
  const { storage, network } = useServices();
  return dataSaverOn(useStoredValue(storage, storageKeys.dataSaver), network.savesData());
}
