export * from './medical';
export * from './aerospaceDefense';
export * from './energyUtility';
export * from './industrialElectronics';
