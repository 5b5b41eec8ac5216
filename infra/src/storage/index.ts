export * from './image-type';
export * from './local-disk';
